import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentListQuery,
  AppointmentResponse,
  AppointmentOutcomeRequest,
  CreateAppointmentInput,
  UpdateAppointmentRequest,
} from '@porchlight/domain/appointments/appointment-schemas';
import type { AppointmentSettings } from '@porchlight/domain/appointments/appointment-settings';
import type { ConnectCalendarRequest } from '@porchlight/domain/appointments/calendar-sync';
import { api, jsonOf } from '@/lib/api';

export const appointmentsKey = ['appointments'] as const;

/** The calendar's range, one lead's or one property's appointments. */
export const getAppointmentsQueryOptions = (query: AppointmentListQuery) =>
  queryOptions<AppointmentResponse[]>({
    queryKey: [...appointmentsKey, 'list', query],
    queryFn: ({ signal }) => jsonOf(api.appointments.appointments.$get({ query }, { init: { signal } })).then((r) => r.appointments),
    placeholderData: keepPreviousData,
  });
export const useAppointments = (query: AppointmentListQuery, enabled = true) =>
  useQuery({ ...getAppointmentsQueryOptions(query), enabled });

export const useAppointmentSummary = () =>
  useQuery({
    queryKey: [...appointmentsKey, 'summary'],
    queryFn: ({ signal }) => jsonOf(api.appointments.appointments.summary.$get({}, { init: { signal } })),
  });

export const useAppointmentSettings = () =>
  useQuery({
    queryKey: [...appointmentsKey, 'settings'],
    queryFn: ({ signal }) => jsonOf(api.appointments.appointments.settings.$get({}, { init: { signal } })),
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: appointmentsKey });
}

export function useCreateAppointment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateAppointmentInput) => jsonOf(api.appointments.appointments.$post({ json: body })),
    onSuccess: () => void invalidate(),
  });
}

/**
 * Changes an appointment, shown at once (an optimistic update: a drag on the week lands where it
 * was dropped) and put back if the server refuses it.
 */
export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  const lists = { queryKey: [...appointmentsKey, 'list'] };
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateAppointmentRequest & { id: string }) =>
      jsonOf(api.appointments.appointments[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body })),
    onMutate: async ({ id, lead_ids: _leads, property_id: _property, ...change }) => {
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<AppointmentResponse[]>(lists);
      queryClient.setQueriesData<AppointmentResponse[]>(lists, (list) =>
        list?.map((a) => (a.id === id ? ({ ...a, ...change } as AppointmentResponse) : a)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}

export function useRecordOutcome() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: AppointmentOutcomeRequest & { id: string }) =>
      jsonOf(api.appointments.appointments[':id'].outcome.$post({ param: { id: encodeURIComponent(id) }, json: body })),
    onSuccess: () => void invalidate(),
  });
}

export function useSaveAppointmentSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AppointmentSettings) => jsonOf(api.appointments.appointments.settings.$put({ json: body })),
    onSuccess: () => void invalidate(),
  });
}

const feedKey = [...appointmentsKey, 'feed'] as const;
export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: ({ signal }) => jsonOf(api.appointmentFeed.appointments.feed.$get({}, { init: { signal } })) });

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => jsonOf(api.appointmentFeed.appointments.feed.$post({})),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.appointmentFeed.appointments.feed.$delete({}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}

/** Leads to book with: the first 8 matching the search, in the book the agent works in. */
export type FoundLead = { id: string; name: string; detail: string | null };
export const useLeadSearch = (search: string, enabled: boolean) =>
  useQuery<FoundLead[]>({
    queryKey: [...appointmentsKey, 'lead-picker', search],
    queryFn: ({ signal }) =>
      jsonOf(api.leads.leads.$get({ query: search ? { search, limit: '8' } : { limit: '8' } }, { init: { signal } })).then((r) =>
        r.leads.map((l) => ({ id: l.id, name: l.name, detail: l.email ?? l.phone ?? null })),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The board's stages, for the stage rules. */
export const usePipelineStages = () =>
  useQuery({
    queryKey: [...appointmentsKey, 'stages'],
    queryFn: ({ signal }) => jsonOf(api.pipeline.pipeline.stages.$get({}, { init: { signal } })).then((r) => r.stages),
  });

/** One appointment (a reminder's link opens it on the calendar, whatever week is shown). */
export const useAppointment = (id: string | null) =>
  useQuery({
    queryKey: [...appointmentsKey, 'one', id],
    queryFn: ({ signal }) =>
      jsonOf(api.appointments.appointments[':id'].$get({ param: { id: encodeURIComponent(id!) } }, { init: { signal } })),
    enabled: Boolean(id),
  });

/** The agent's own calendar over CalDAV (Settings > Calendar). */
const calendarSyncKey = [...appointmentsKey, 'calendar-sync'] as const;
export const useCalendarSync = () =>
  useQuery({
    queryKey: calendarSyncKey,
    queryFn: ({ signal }) => jsonOf(api.calendarSync.appointments['calendar-sync'].$get({}, { init: { signal } })),
    // The first sync runs as a job: its outcome is read until it is known.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.connected && !data.last_synced_at && !data.last_error ? 2_000 : false;
    },
  });

function useCalendarSyncChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarSyncKey }) });
}

export const useConnectCalendar = () =>
  useCalendarSyncChange((json: ConnectCalendarRequest) => jsonOf(api.calendarSync.appointments['calendar-sync'].$put({ json })));
export const useChooseCalendar = () =>
  useCalendarSyncChange((calendar_url: string) =>
    jsonOf(api.calendarSync.appointments['calendar-sync'].$patch({ json: { calendar_url } })),
  );
export const useSyncCalendarNow = () => useCalendarSyncChange(() => api.calendarSync.appointments['calendar-sync'].run.$post({}));
export const useDisconnectCalendar = () => useCalendarSyncChange(() => api.calendarSync.appointments['calendar-sync'].$delete({}));
