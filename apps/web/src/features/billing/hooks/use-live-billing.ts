import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { invalidateBillingViews } from '../api/invalidate-billing';

/** A change made elsewhere (another tab, Stripe's webhook) reloads the plan, usage and team. */
export function useLiveBilling(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('subscription_update', () => void invalidateBillingViews(queryClient));
}

/** Mounted once inside the realtime provider. */
export function LiveBilling() {
  useLiveBilling();
  return null;
}
