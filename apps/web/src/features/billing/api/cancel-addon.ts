import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnedAddonResponse } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';
import { invalidateBillingViews } from './invalidate-billing';

/** DELETE /api/billing/addons/:id (the owned row's id): it stays until the period end. */
export function cancelAddon(ownedId: string): Promise<{ addon: OwnedAddonResponse }> {
  return apiFetch<{ addon: OwnedAddonResponse }>(`/api/billing/addons/${encodeURIComponent(ownedId)}`, { method: 'DELETE' });
}

export function useCancelAddon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAddon,
    onSuccess: () => invalidateBillingViews(queryClient),
  });
}
