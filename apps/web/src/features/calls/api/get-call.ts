import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { callsKey } from './get-call-settings';

export const callKey = (id: string) => [...callsKey, 'call', id] as const;

export const getCall = (id: string, signal?: AbortSignal) =>
  jsonOf(api.calls.calls[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }));

/** Polled each 2 s until the call has ended: Twilio's reports move it on the server. */
export const getCallQueryOptions = (id: string) =>
  queryOptions({
    queryKey: callKey(id),
    queryFn: ({ signal }) => getCall(id, signal),
    refetchInterval: (query) => (query.state.data?.state === 'ended' ? false : 2000),
  });

export function useCall(id: string | null) {
  return useQuery({ ...getCallQueryOptions(id ?? ''), enabled: id !== null });
}
