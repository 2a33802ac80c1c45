import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { leadPropertyLinksKey } from './get-lead-property-links';

export async function unlinkLeadProperty(id: string): Promise<void> {
  await api.leadProperties['lead-properties'][':id'].$delete({ param: { id: encodeURIComponent(id) } });
}

export function useUnlinkLeadProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkLeadProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadPropertyLinksKey }),
  });
}
