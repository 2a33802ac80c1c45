import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyAlertRequestInput, PropertyAlertResponse } from '@porchlight/domain/automations/property-alerts';
import { apiFetch } from '@/lib/api-client';

// Under the automations prefix as before the split: automations' own invalidations (a flow's
// follow-ups, templates) still refresh these lists.
const automationsKey = ['automations'] as const;
export const propertyAlertsKey = [...automationsKey, 'property-alerts'] as const;
export const getPropertyAlertsQueryOptions = () =>
  queryOptions({ queryKey: propertyAlertsKey, queryFn: ({ signal }) => apiFetch<{ alerts: PropertyAlertResponse[] }>('/api/property-alerts', { signal }).then((r) => r.alerts) });
export const usePropertyAlerts = () => useQuery(getPropertyAlertsQueryOptions());

/** One lead's saved searches (under the alerts' key, so every change reloads them too). */
export const getLeadPropertyAlertsQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: [...propertyAlertsKey, 'lead', leadId],
    queryFn: ({ signal }) => apiFetch<{ alerts: PropertyAlertResponse[] }>(`/api/property-alerts?lead_id=${encodeURIComponent(leadId)}`, { signal }).then((r) => r.alerts),
  });
export const useLeadPropertyAlerts = (leadId: string) => useQuery(getLeadPropertyAlertsQueryOptions(leadId));

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: propertyAlertsKey });
}

export function useSavePropertyAlert() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: PropertyAlertRequestInput & { id?: string }) =>
      apiFetch<PropertyAlertResponse>(id ? `/api/property-alerts/${encodeURIComponent(id)}` : '/api/property-alerts', { method: id ? 'PUT' : 'POST', body: JSON.stringify(body) }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeletePropertyAlert() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/property-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: () => void invalidate() });
}
