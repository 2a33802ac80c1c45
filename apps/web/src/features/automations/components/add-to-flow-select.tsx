import { toast } from '@/lib/toast';
import { NativeSelect } from '@/components/ui/native-select';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useEnrolInFlow, useFlows } from '../api/flows';

/** The leads table's bulk action: put the selected leads on a flow that is on. */
export function AddToFlowSelect({ leadIds }: { leadIds: string[] }) {
  const flows = useFlows();
  const enrol = useEnrolInFlow();
  const active = flows.data?.filter((f) => f.status === 'active') ?? [];
  return (
    <NativeSelect
      aria-label="Add selected leads to a flow"
      className="w-44"
      value=""
      disabled={enrol.isPending || active.length === 0}
      title={flows.isSuccess && active.length === 0 ? 'Turn a flow on first' : undefined}
      onChange={(e) => {
        const flow = active.find((f) => f.id === e.target.value);
        if (!flow) return;
        enrol.mutate(
          { flowId: flow.id, leadIds },
          {
            onSuccess: ({ started, already_on_flow }) =>
              toast.success(`${started} added to "${flow.name}"${already_on_flow ? `, ${already_on_flow} already on it` : ''}`),
            onError: (error) => toastErrorUnlessLimitReached(error, 'The leads could not be added to the flow.'),
          },
        );
      }}
    >
      <option value="">{active.length === 0 && flows.isSuccess ? 'No flow is on' : 'Add to flow...'}</option>
      {active.map((f) => (
        <option key={f.id} value={f.id}>
          {f.name}
        </option>
      ))}
    </NativeSelect>
  );
}
