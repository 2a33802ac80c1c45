import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_UPDATE_KIND } from '@porchlight/domain/realtime/book-change';
import { reloadQueries } from '@/lib/query-client';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { SUBSCRIPTION_QUERY_ROOT } from '@/lib/subscription/subscription-query';
import { invalidateBillingViews } from '../api/invalidate-billing';

/**
 * A change made elsewhere (another tab, Stripe's webhook) reloads the plan, usage and team; a
 * change to the agent's book (a lead, a property, an import, on any device) reloads the usage
 * counts, so meters and limits never lag behind what the agent just did.
 */
export function useLiveBilling(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('subscription_update', () => void invalidateBillingViews(queryClient));
  useRealtimeEvent(DASHBOARD_UPDATE_KIND, () => void reloadQueries(queryClient, SUBSCRIPTION_QUERY_ROOT));
  // A change made while the stream was not open (or just before it opened) is caught up with.
  useRealtimeOpened(() => void invalidateBillingViews(queryClient));
}

/** Mounted once inside the realtime provider. */
export function LiveBilling() {
  useLiveBilling();
  return null;
}
