import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leadPropertyLinksKey } from './get-lead-property-links';

export function unlinkLeadProperty(id: string): Promise<void> {
  return apiFetch<void>(`/api/lead-properties/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useUnlinkLeadProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlinkLeadProperty, onSuccess: () => queryClient.invalidateQueries({ queryKey: leadPropertyLinksKey }) });
}
