import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const callsKey = ['calls'] as const;
export const callSettingsKey = [...callsKey, 'settings'] as const;

export const getCallSettings = (signal?: AbortSignal) => jsonOf(api.calls.calls.settings.$get(undefined, { init: { signal } }));

export const getCallSettingsQueryOptions = () =>
  queryOptions({ queryKey: callSettingsKey, queryFn: ({ signal }) => getCallSettings(signal) });

/** Whether the agent can call from Porchlight (their phone, Twilio, a number), and the missed-call text. */
export function useCallSettings() {
  return useQuery(getCallSettingsQueryOptions());
}
