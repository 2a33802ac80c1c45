import { confirmChargeLabel, formatCents, type ChargePreview } from '@porchlight/domain/billing/charge-preview';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import type { useChargePreview } from '../api/preview-charge';
import { ConfirmDialog } from './confirm-dialog';

type ChargeConfirmDialogProps = {
  /** What is being bought ("Upgrade to Agent?"); null keeps the dialog closed. */
  title: string | null;
  /** The verb on the button: "Upgrade", "Add SMS 500". */
  action: string;
  preview: ReturnType<typeof useChargePreview>;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

const per = (preview: ChargePreview) => (preview.interval === 'annual' ? 'a year' : 'a month');

/** Every paid change says what it will charge and waits for a yes (plan upgrades, interval switches, add-ons). */
export function ChargeConfirmDialog({ title, action, preview, isBusy, onConfirm, onClose }: ChargeConfirmDialogProps) {
  const data = preview.data;
  return (
    <ConfirmDialog
      open={title !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title ?? ''}
      description={data ? `${data.item}: ${formatCents(data.recurring_cents)} ${per(data)}.` : 'Checking what this will charge...'}
      confirmLabel={data ? confirmChargeLabel(data, action) : action}
      busyLabel="Working..."
      isBusy={isBusy}
      confirmDisabled={!data}
      onConfirm={onConfirm}
      tone="default"
    >
      {preview.isLoading && (
        <div className="grid gap-2" aria-label="Loading the charge">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64" />
        </div>
      )}
      {preview.error && (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 p-3 text-sm">
          <p>{messageOf(preview.error, "We couldn't work out the charge. Nothing has changed.")}</p>
          <div>
            <Button size="sm" variant="outline" isLoading={preview.isFetching} onClick={() => void preview.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      )}
      {data && <ChargeSummary preview={data} />}
    </ConfirmDialog>
  );
}

function ChargeSummary({ preview }: { preview: ChargePreview }) {
  if (preview.way === 'checkout') {
    return (
      <p className="text-sm">
        You'll pay {formatCents(preview.due_now_cents ?? preview.recurring_cents)} on Stripe's secure checkout page; nothing is charged
        until you confirm there.
      </p>
    );
  }
  if (preview.way === 'no_charge') {
    return <p className="text-sm text-muted-foreground">Nothing is charged today: the change applies at once.</p>;
  }
  const due = preview.due_now_cents ?? 0;
  return (
    <div className="grid gap-2 text-sm">
      {preview.lines.length > 0 && (
        <ul className="grid gap-1 text-muted-foreground" aria-label="How it is worked out">
          {preview.lines.map((line, index) => (
            <li key={index} className="flex justify-between gap-3">
              <span>{line.description}</span>
              <span className="tabular-nums">{formatCents(line.amount_cents)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between gap-3 border-t border-border pt-2 font-medium">
        <span>{due >= 0 ? 'Charged today' : 'Credited to your account'}</span>
        <span className="tabular-nums">{formatCents(Math.abs(due))}</span>
      </p>
      <p className="text-muted-foreground">Prorated for the rest of this billing period, to the card on file.</p>
    </div>
  );
}
