import { AlertTriangle } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

/** "property" → "properties", "lead" → "leads" (spec 000 §2 names the plural of property). */
export function pluralOf(itemType: string): string {
  return /[^aeiou]y$/i.test(itemType) ? `${itemType.slice(0, -1)}ies` : `${itemType}s`;
}

/** The texts of spec 000 §2's delete confirmation for one item or several. */
export function deleteDialogTexts(itemType: string, count: number) {
  const several = count > 1;
  const plural = pluralOf(itemType);
  return {
    title: several ? `Delete ${count} ${plural}?` : `Delete ${itemType}?`,
    warning: 'This action cannot be undone',
    description: several
      ? `These ${count} ${plural} will be permanently deleted from your account.`
      : `This ${itemType} will be permanently deleted from your account.`,
    confirm: several ? `Delete ${count} ${plural}` : `Delete ${itemType}`,
    busy: 'Deleting...',
  };
}

type DeleteConfirmationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemType: string;
  count?: number;
  /** What is being deleted, e.g. the address; shown under the warning for a single item. */
  itemName?: string;
  isDeleting: boolean;
  onConfirm: () => void;
};

/** Spec 000 §2: explicit confirmation; disabled (no closing, no buttons) while deleting. */
export function DeleteConfirmationDialog({
  open,
  onOpenChange,
  itemType,
  count = 1,
  itemName,
  isDeleting,
  onConfirm,
}: DeleteConfirmationDialogProps) {
  const texts = deleteDialogTexts(itemType, count);
  return (
    <Dialog open={open} onOpenChange={(next) => !isDeleting && onOpenChange(next)}>
      <DialogContent hideClose className="max-w-md" aria-busy={isDeleting || undefined}>
        <DialogHeader>
          <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-destructive/10 text-destructive-text">
            <AlertTriangle className="size-5" aria-hidden="true" />
          </div>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {count === 1 && itemName && <p className="truncate rounded-md bg-muted px-3 py-2 text-sm font-medium">{itemName}</p>}
        <p className="text-sm font-medium text-destructive">{texts.warning}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isDeleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} isLoading={isDeleting}>
            {isDeleting ? texts.busy : texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
