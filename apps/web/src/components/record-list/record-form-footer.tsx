import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

type RecordFormFooterProps = {
  isSubmitting: boolean;
  onCancel: () => void;
  /** "Add lead", "Save changes". */
  submitLabel: string;
};

/** Cancel and submit of a record's form dialog; "Saving..." while it saves. */
export function RecordFormFooter({ isSubmitting, onCancel, submitLabel }: RecordFormFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
        Cancel
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}
