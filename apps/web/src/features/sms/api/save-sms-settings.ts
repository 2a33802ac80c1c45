import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsSettingsRequest } from '@porchlight/domain/messaging/message-schemas';
import { api, jsonOf } from '@/lib/api';
import { smsNumberQueryKey } from './get-sms-number';
import { smsStatusQueryKey } from './get-sms-status';

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSettingsRequest) => jsonOf(api.sms.sms.settings.$put({ json: body })),
    onSuccess: (status) => {
      queryClient.setQueryData(smsStatusQueryKey, status);
      // SMS on buys the account a number, off lets it go.
      void queryClient.invalidateQueries({ queryKey: smsNumberQueryKey });
    },
  });
}
