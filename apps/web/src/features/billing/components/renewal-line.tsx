import type { Subscription } from '@porchlight/domain/billing/billing-schemas';
import { formatDate, inDays } from './format';

/** "Renews in 12 days (March 3, 2026)", or when the trial or a cancelled plan ends. */
export function renewalText(subscription: Subscription | null, days: number | null): string | null {
  if (!subscription || days === null) return null;
  const date = formatDate(subscription.current_period_end);
  const when = `${inDays(days)}${date ? ` (${date})` : ''}`;
  if (subscription.status === 'trialing') return `Trial ends ${when}`;
  if (subscription.cancel_at_period_end) return `Your plan ends ${when}`;
  return `Renews ${when}`;
}
