import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Laptop } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { invalidateSubscription } from '@/lib/subscription/subscription-query';
import { useSubscription } from '@/lib/subscription/use-subscription';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { NoPlanBanner, PastDueBanner, TrialExpiredBanner } from './billing-banners';
import { BillingHistoryTable } from './billing-history-table';
import { PanelError } from './panel-error';
import { SettingsSkeleton } from './settings-skeleton';
import { SubscriptionStatusCard } from './subscription-status-card';

/** Settings > Billing: status and renewal, cancel or resume, payment (Stripe portal or local), history. */
export function BillingSettings() {
  const view = useSubscription();
  const portal = useOpenBillingPortal();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const isBackFromCheckout = params.get('checkout') === 'success';

  // Back from Stripe Checkout: the webhook that records the payment may land a moment later.
  useEffect(() => {
    if (isBackFromCheckout) void invalidateSubscription(queryClient);
  }, [isBackFromCheckout, queryClient]);

  if (view.isLoading) return <SettingsSkeleton label="Loading billing..." cards={2} />;
  if (view.error)
    return (
      <PanelError
        message="We couldn't load your billing details."
        detail={view.error}
        onRetry={view.refetch}
        isRetrying={view.isRefetching}
      />
    );

  const openPortal = () =>
    portal.mutate(undefined, {
      onError: (error) => toastErrorUnlessLimitReached(error, 'Could not open the payment portal. Please try again.'),
    });
  const isStripe = view.billingMode === 'stripe';
  const { subscription, plan } = view;

  return (
    <div className="grid gap-6">
      {isBackFromCheckout && (
        <p role="status" className="rounded-md border border-success/30 bg-success/10 px-3 py-2 text-sm">
          Thank you: your payment went through. Your plan updates here as soon as Stripe confirms it.
        </p>
      )}
      {view.trialExpired && <TrialExpiredBanner />}
      {!subscription && !view.trialExpired && <NoPlanBanner />}
      {subscription?.status === 'past_due' && plan && (
        <PastDueBanner planName={plan.name} canUpdatePayment={isStripe} isOpening={portal.isPending} onUpdatePayment={openPortal} />
      )}
      {subscription && plan && <SubscriptionStatusCard plan={plan} subscription={subscription} daysUntilRenewal={view.daysUntilRenewal} />}

      <section aria-labelledby="payment-title" className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
        <h2 id="payment-title" className="text-lg font-semibold">
          Payment
        </h2>
        {isStripe ? (
          <div className="flex flex-col items-start gap-3 text-sm">
            <p className="flex items-center gap-2 text-muted-foreground">
              <CreditCard className="size-4" aria-hidden="true" /> Cards and invoices are kept by Stripe, our payment provider.
            </p>
            <Button variant="outline" isLoading={portal.isPending} onClick={openPortal}>
              {portal.isPending ? 'Opening...' : 'Manage payment methods and invoices'}
            </Button>
          </div>
        ) : (
          <div className="flex gap-3 rounded-md border border-border bg-muted/50 p-3 text-sm">
            <Laptop className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="font-medium">Local billing: no card is charged; plan changes apply at once</p>
              <p className="text-muted-foreground">
                This installation has no payment provider set up. The history below records every plan and add-on taken.
              </p>
            </div>
          </div>
        )}
        <BillingHistoryTable title={isStripe ? 'Plan history' : 'Billing history'} />
      </section>
    </div>
  );
}
