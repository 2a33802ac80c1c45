import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateRequest, TemplateResponse } from '@porchlight/domain/messaging/message-schemas';
import { apiFetch } from '@/lib/api-client';

export const templatesKey = ['messaging', 'templates'] as const;
export const getTemplatesQueryOptions = () =>
  queryOptions({ queryKey: templatesKey, queryFn: ({ signal }) => apiFetch<{ templates: TemplateResponse[] }>('/api/message-templates', { signal }).then((r) => r.templates) });
export const useTemplates = () => useQuery(getTemplatesQueryOptions());

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TemplateRequest & { id?: string }) =>
      apiFetch<TemplateResponse>(id ? `/api/message-templates/${id}` : '/api/message-templates', { method: id ? 'PUT' : 'POST', body: JSON.stringify(body) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/message-templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Adds the starter library (each once): the server answers the whole list. */
export function useAddStarterTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ templates: TemplateResponse[] }>('/api/message-templates/starters', { method: 'POST', body: '{}' }).then((r) => r.templates),
    onSuccess: (templates) => queryClient.setQueryData(templatesKey, templates),
  });
}
