import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyAlertRequestInput } from '@porchlight/domain/automations/property-alerts';
import { api, jsonOf } from '@/lib/api';

// Under the automations prefix as before the split: automations' own invalidations (a flow's
// follow-ups, templates) still refresh these lists.
const automationsKey = ['automations'] as const;
export const propertyAlertsKey = [...automationsKey, 'property-alerts'] as const;
export const getPropertyAlertsQueryOptions = () =>
  queryOptions({
    queryKey: propertyAlertsKey,
    queryFn: ({ signal }) => jsonOf(api.propertyAlerts['property-alerts'].$get({ query: {} }, { init: { signal } })).then((r) => r.alerts),
  });
export const usePropertyAlerts = () => useQuery(getPropertyAlertsQueryOptions());

/** One lead's saved searches (under the alerts' key, so every change reloads them too). */
export const getLeadPropertyAlertsQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: [...propertyAlertsKey, 'lead', leadId],
    queryFn: ({ signal }) =>
      jsonOf(api.propertyAlerts['property-alerts'].$get({ query: { lead_id: leadId } }, { init: { signal } })).then((r) => r.alerts),
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
      jsonOf(
        id
          ? api.propertyAlerts['property-alerts'][':id'].$put({ param: { id: encodeURIComponent(id) }, json: body })
          : api.propertyAlerts['property-alerts'].$post({ json: body }),
      ),
    onSuccess: () => void invalidate(),
  });
}

export function useDeletePropertyAlert() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.propertyAlerts['property-alerts'][':id'].$delete({ param: { id: encodeURIComponent(id) } }),
    onSuccess: () => void invalidate(),
  });
}
