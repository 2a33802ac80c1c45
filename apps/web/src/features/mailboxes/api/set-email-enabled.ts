import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { emailStatusQueryKey } from './get-email-status';

/** E-mail to leads on or off (Settings > Notifications); the e-mail status says which. */
export function useSetEmailEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => jsonOf(api.mailboxes.email.settings.$put({ json: { enabled } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailStatusQueryKey }),
  });
}
