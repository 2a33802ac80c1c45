import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { emailStatusQueryKey } from './get-email-status';

/** E-mail to leads on or off (Settings > Notifications); the e-mail status says which. */
export function useSetEmailEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiFetch('/api/email/settings', { method: 'PUT', body: JSON.stringify({ enabled }) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailStatusQueryKey }),
  });
}
