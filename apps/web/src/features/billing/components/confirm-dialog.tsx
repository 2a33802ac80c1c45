import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The button that closes without acting ("Cancel" unless that word is the action). */
  dismissLabel?: string;
  isBusy: boolean;
  /** The action cannot go yet (e.g. its price is still loading). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  tone?: 'destructive' | 'default';
};

/** Every billing action that takes something away or charges asks first; nothing closes it while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  dismissLabel = 'Cancel',
  isBusy,
  confirmDisabled = false,
  onConfirm,
  tone = 'destructive',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <DialogContent hideClose={isBusy}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" disabled={isBusy} onClick={() => onOpenChange(false)}>
            {dismissLabel}
          </Button>
          <Button
            variant={tone === 'destructive' ? 'destructive' : 'default'}
            isLoading={isBusy}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
