import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsStatusResponse } from '@porchlight/domain/messaging/channel-status';
import type { SmsSettingsRequest } from '@porchlight/domain/messaging/message-schemas';
import { apiFetch } from '@/lib/api-client';
import { smsNumberQueryKey } from './get-sms-number';
import { smsStatusQueryKey } from './get-sms-status';

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSettingsRequest) => apiFetch<SmsStatusResponse>('/api/sms/settings', { method: 'PUT', body: JSON.stringify(body) }),
    onSuccess: (status) => {
      queryClient.setQueryData(smsStatusQueryKey, status);
      // SMS on buys the account a number, off lets it go.
      void queryClient.invalidateQueries({ queryKey: smsNumberQueryKey });
    },
  });
}
