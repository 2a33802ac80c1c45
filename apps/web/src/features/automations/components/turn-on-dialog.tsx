import type { FlowResponse } from '@porchlight/domain/automations/automation-schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { messageOf } from '@/lib/api-client';
import { useTriggers } from '../api/triggers';
import { EnrolPreview } from './enrol-preview';

/** Before a flow starts listening: for each of its triggers, how many leads it would put on the flow now. */
export function TurnOnDialog({
  flow,
  isTurningOn,
  onConfirm,
  onClose,
}: {
  flow: FlowResponse;
  isTurningOn: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const triggers = useTriggers();
  const on = triggers.data?.filter((t) => t.flow_id === flow.id && t.enabled) ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Turn on “{flow.name}”?</DialogTitle>
          <DialogDescription>
            Once it is on, its triggers start it for leads, and its e-mails and texts go out by themselves.
          </DialogDescription>
        </DialogHeader>
        {triggers.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Reading its triggers…
          </p>
        ) : triggers.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Its triggers could not be read: {messageOf(triggers.error)}{' '}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void triggers.refetch()}>
              Try again
            </Button>
          </p>
        ) : on.length === 0 ? (
          <p className="text-sm">It has no trigger that is on: only the leads you add by hand go through it.</p>
        ) : (
          <div className="grid gap-2">
            {on.map((t) => (
              <EnrolPreview key={t.id} title={`When: ${t.description}`} config={t.config} />
            ))}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} isLoading={isTurningOn}>
            Turn on
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
