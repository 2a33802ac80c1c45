import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { invalidateBillingViews } from './invalidate-billing';

/** DELETE /api/billing/addons/:id (the owned row's id): it stays until the period end. */
export const cancelAddon = (ownedId: string) =>
  jsonOf(api.billing.billing.addons[':id'].$delete({ param: { id: encodeURIComponent(ownedId) } }));

export function useCancelAddon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAddon,
    onSuccess: () => invalidateBillingViews(queryClient),
  });
}
