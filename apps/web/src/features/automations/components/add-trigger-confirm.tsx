import type { TriggerConfigInput } from '@porchlight/domain/automations/triggers';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EnrolPreview } from './enrol-preview';

type AddTriggerConfirmProps = { config: TriggerConfigInput; isAdding: boolean; error?: string; onBack: () => void; onConfirm: () => void };

/**
 * Before a trigger joins a flow that is on: it starts at once, so say whom it would put on the
 * flow now and on import, as "Turn on" does (issue 46). Shown in the trigger's own dialog.
 */
export function AddTriggerConfirm({ config, isAdding, error, onBack, onConfirm }: AddTriggerConfirmProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Add this trigger to a flow that is on?</DialogTitle>
        <DialogDescription>
          The flow is on: the trigger starts it for leads as soon as you add it, and its e-mails and texts go out by themselves.
        </DialogDescription>
      </DialogHeader>
      <EnrolPreview config={config} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={isAdding}>
          Back
        </Button>
        <Button type="button" onClick={onConfirm} isLoading={isAdding}>
          Add trigger
        </Button>
      </DialogFooter>
    </>
  );
}
