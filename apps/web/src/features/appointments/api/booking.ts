import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import type { BookingSettings } from '@porchlight/domain/appointments/booking-page';
import { api, jsonOf } from '@/lib/api';
import { appointmentsKey } from './appointments';

const page = api.publicBooking.public.booking[':publicId'];
export type BookingBody = InferRequestType<typeof page.$post>['json'];

/** The visitor's side: the free slots (with the page's ticket) and the booking. No session. */
export const usePublicBookingPage = (publicId: string) =>
  useQuery({
    queryKey: ['public-booking', publicId],
    queryFn: ({ signal }) => jsonOf(page.$get({ param: { publicId: encodeURIComponent(publicId) } }, { init: { signal } })),
    retry: false,
    // The ticket inside says when the page was shown: not refreshed behind the visitor's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useBookSlot = (publicId: string) =>
  useMutation({ mutationFn: (body: BookingBody) => jsonOf(page.$post({ param: { publicId: encodeURIComponent(publicId) }, json: body })) });

const settingsKey = [...appointmentsKey, 'booking'] as const;
/** The agent's side: their page's settings and address. */
export const useBookingSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => jsonOf(api.bookingSettings.appointments.booking.$get({}, { init: { signal } })),
  });

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettings) => jsonOf(api.bookingSettings.appointments.booking.$put({ json: body })),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
