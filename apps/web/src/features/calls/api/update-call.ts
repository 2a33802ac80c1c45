import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCallRequest } from '@porchlight/domain/calls/call-schemas';
import { api, jsonOf } from '@/lib/api';
import { callKey } from './get-call';

export const updateCall = (id: string, body: UpdateCallRequest) =>
  jsonOf(api.calls.calls[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body }));

/** After the call: how it went and a note, on the call and its line on the lead's timeline. */
export function useUpdateCall(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCallRequest) => updateCall(id, body),
    onSuccess: (call) => {
      queryClient.setQueryData(callKey(id), call);
      // The lead's timeline (the leads feature's ['leads', 'activity', id]) shows the note once the server wrote it.
      void queryClient.invalidateQueries({ queryKey: ['leads', 'activity'] });
    },
  });
}
