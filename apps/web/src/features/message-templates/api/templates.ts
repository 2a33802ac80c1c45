import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateRequest } from '@porchlight/domain/messaging/message-schemas';
import { api, jsonOf } from '@/lib/api';

export const templatesKey = ['messaging', 'templates'] as const;
export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: templatesKey,
    queryFn: ({ signal }) => jsonOf(api.messageTemplates['message-templates'].$get({}, { init: { signal } })).then((r) => r.templates),
  });
export const useTemplates = () => useQuery(getTemplatesQueryOptions());

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TemplateRequest & { id?: string }) =>
      jsonOf(
        id
          ? api.messageTemplates['message-templates'][':id'].$put({ param: { id: encodeURIComponent(id) }, json: body })
          : api.messageTemplates['message-templates'].$post({ json: body }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      void (await api.messageTemplates['message-templates'][':id'].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Adds the starter library (each once): the server answers the whole list. */
export function useAddStarterTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => jsonOf(api.messageTemplates['message-templates'].starters.$post()).then((r) => r.templates),
    onSuccess: (templates) => queryClient.setQueryData(templatesKey, templates),
  });
}
