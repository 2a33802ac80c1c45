import { useQueryClient } from '@tanstack/react-query';
import { leadsKey } from '@/features/leads/api/get-leads';
import { propertiesKey } from '@/features/properties/api/get-properties';

/** A lead-property link is told on both records' histories: reload every open one after a change. */
export function useReloadLinkHistories() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...leadsKey, 'history'] });
    void queryClient.invalidateQueries({ queryKey: [...propertiesKey, 'history'] });
  };
}
