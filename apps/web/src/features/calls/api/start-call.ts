import { useMutation } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const startCall = (leadId: string) => jsonOf(api.calls.calls.$post({ json: { lead_id: leadId } }));

/** Click to call: Porchlight rings the agent's phone, then the lead. */
export function useStartCall() {
  return useMutation({ mutationFn: startCall });
}
