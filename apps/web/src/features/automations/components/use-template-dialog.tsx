import { describeTrigger } from '@porchlight/domain/automations/triggers';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { FlowTemplateResponse } from '../api/flow-templates';
import { EnrolPreview } from './enrol-preview';

type TemplateWithTrigger = FlowTemplateResponse & { trigger: NonNullable<FlowTemplateResponse['trigger']> };

/** A template that brings a trigger says what the trigger would do before it is made. */
export function UseTemplateDialog({
  template,
  isUsing,
  onConfirm,
  onClose,
}: {
  template: TemplateWithTrigger;
  isUsing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Use “{template.name}”?</DialogTitle>
          <DialogDescription>
            The flow starts as a draft: nothing is sent until you turn it on. It comes with this trigger, which you can change or remove in
            the flow.
          </DialogDescription>
        </DialogHeader>
        <EnrolPreview title={`When: ${describeTrigger(template.trigger.config)}`} config={template.trigger.config} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} isLoading={isUsing}>
            Use template
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
