import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { messageOf } from '@/lib/api-client';
import { useEnrolLeads } from '../api/flows';
import { LeadPicker } from '@/components/lead-picker/lead-picker';

/** Put leads on the flow by hand; each counts as one flow run this month. */
export function EnrolDialog({ flowId, onClose }: { flowId: string; onClose: () => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const enrol = useEnrolLeads(flowId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add leads to this flow</DialogTitle>
          <DialogDescription>Each lead starts at step 1. A lead already on the flow is left where it is.</DialogDescription>
        </DialogHeader>
        <LeadPicker multiple label="Leads" selected={selected} onChange={setSelected} />
        {enrol.isError && (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(enrol.error)}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={selected.length === 0}
            isLoading={enrol.isPending}
            onClick={() =>
              enrol.mutate(selected, {
                onSuccess: ({ started, already_on_flow }) => {
                  toast.success(
                    `${started} ${started === 1 ? 'lead' : 'leads'} added${already_on_flow ? `, ${already_on_flow} already on it` : ''}`,
                  );
                  onClose();
                },
              })
            }
          >
            Add {selected.length || ''} {selected.length === 1 ? 'lead' : 'leads'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
