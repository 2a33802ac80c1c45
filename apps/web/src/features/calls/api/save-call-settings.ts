import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallSettingsRequest } from '@porchlight/domain/calls/call-schemas';
import { api, jsonOf } from '@/lib/api';
import { callSettingsKey } from './get-call-settings';

export const saveCallSettings = (body: CallSettingsRequest) => jsonOf(api.calls.calls.settings.$put({ json: body }));

export function useSaveCallSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCallSettings,
    onSuccess: (settings) => queryClient.setQueryData(callSettingsKey, settings),
  });
}
