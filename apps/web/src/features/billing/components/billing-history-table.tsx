import { Receipt } from 'lucide-react';
import { formatUsd } from '@porchlight/domain/billing/format-money';
import type { BillingHistoryEntry } from '@porchlight/domain/billing/billing-schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingHistory } from '../api/get-billing-history';
import { formatShortDate } from './format';
import { PanelError } from './panel-error';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  canceled: 'Cancelled',
  expired: 'Ended',
  'cancels at period end': 'Cancels at period end',
};

const statusLabel = (status: string) => STATUS_LABELS[status] ?? status.replace(/_/g, ' ');

function period(entry: BillingHistoryEntry): string {
  if (entry.period_start && entry.period_end) return `${formatShortDate(entry.period_start)} – ${formatShortDate(entry.period_end)}`;
  if (entry.period_end) return `Until ${formatShortDate(entry.period_end)}`;
  return '—';
}

const amount = (entry: BillingHistoryEntry) =>
  entry.amount === 0 ? 'Free' : `${formatUsd(entry.amount)}${entry.interval === 'annual' ? '/year' : '/month'}`;

/** Every plan and add-on period, newest first: the local equivalent of invoices. */
export function BillingHistoryTable({ title }: { title: string }) {
  const history = useBillingHistory();

  let body;
  if (history.isPending)
    body = (
      <div role="status" aria-live="polite" className="grid gap-2">
        <span className="sr-only">Loading billing history...</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  else if (history.isError)
    body = (
      <PanelError
        message="We couldn't load your billing history."
        detail={history.error.message}
        onRetry={() => void history.refetch()}
        isRetrying={history.isRefetching}
      />
    );
  else if (history.data.length === 0)
    body = (
      <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Receipt className="size-4" aria-hidden="true" /> No billing history yet. Each plan and add-on you take appears here.
      </p>
    );
  else
    body = (
      // Focusable so a keyboard can scroll it sideways on a phone (it holds nothing else to focus).
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Billing history table">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Period
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {history.data.map((entry) => (
              <tr key={`${entry.kind}-${entry.id}`}>
                <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(entry.created_at)}</td>
                <td className="py-2 pr-3">{entry.name}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{period(entry)}</td>
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{amount(entry)}</td>
                <td className="py-2">{statusLabel(entry.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section aria-labelledby="billing-history-title" className="grid gap-3">
      <h3 id="billing-history-title" className="text-base font-semibold">
        {title}
      </h3>
      {body}
    </section>
  );
}
