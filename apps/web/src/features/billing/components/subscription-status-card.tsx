import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import type { Subscription } from '@porchlight/domain/billing/billing-schemas';
import { formatUsd } from '@porchlight/domain/billing/format-money';
import type { Plan } from '@porchlight/domain/billing/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate, inDays } from './format';

type StatusCardProps = { plan: Plan; subscription: Subscription; daysUntilRenewal: number | null };

function statusBadge(subscription: Subscription, days: number | null) {
  if (subscription.status === 'past_due') return <Badge variant="destructive">Payment failed</Badge>;
  if (subscription.status === 'trialing')
    return <Badge variant="secondary">Trial{days !== null ? ` · ${days} ${days === 1 ? 'day' : 'days'} left` : ''}</Badge>;
  if (subscription.cancel_at_period_end) return <Badge variant="outline">Cancels at period end</Badge>;
  if (subscription.status === 'active') return <Badge>Active</Badge>;
  return <Badge variant="outline">{subscription.status.replace(/_/g, ' ')}</Badge>;
}

function renewalLine(subscription: Subscription, days: number | null): string | null {
  const date = formatDate(subscription.current_period_end);
  if (!date) return null;
  const when = days === null ? '' : ` (${inDays(days)})`;
  if (subscription.status === 'trialing') return `Trial ends on ${date}${when}`;
  if (subscription.cancel_at_period_end) return `Ends on ${date}${when}; it will not renew`;
  return `Next renewal on ${date}${when}`;
}

/** The plan, its status and renewal date, with cancel at period end (confirmed) or resume. */
export function SubscriptionStatusCard({ plan, subscription, daysUntilRenewal }: StatusCardProps) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [isConfirming, setConfirming] = useState(false);
  const isTrial = subscription.status === 'trialing' || plan.key === 'trial';
  const price = subscription.billing_interval === 'annual' ? plan.price.annual : plan.price.monthly;
  const endsOn = formatDate(subscription.current_period_end);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(`Your ${plan.name} plan will end${endsOn ? ` on ${endsOn}` : ' at the end of the period'}`);
      },
      onError: (error) => toastErrorUnlessLimitReached(error, 'Could not cancel your plan. Please try again.'),
    });

  const resumePlan = () =>
    resume.mutate(undefined, {
      onSuccess: () => toast.success(`Your ${plan.name} plan will keep renewing`),
      onError: (error) => toastErrorUnlessLimitReached(error, 'Could not resume your plan. Please try again.'),
    });

  const renewal = renewalLine(subscription, daysUntilRenewal);
  return (
    <section aria-labelledby="subscription-title" className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-title" className="text-lg font-semibold">
          {plan.name} plan
        </h2>
        {statusBadge(subscription, daysUntilRenewal)}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-medium">
            {price === 0
              ? 'Free'
              : `${formatUsd(price)} a month${subscription.billing_interval === 'annual' ? ', billed annually' : ', billed monthly'}`}
          </dd>
        </div>
        {renewal && (
          <div>
            <dt className="text-muted-foreground">{isTrial ? 'Trial' : 'Renewal'}</dt>
            <dd className="font-medium">{renewal}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        {isTrial ? (
          <Button asChild size="sm">
            <Link to="/settings?tab=plan">Choose a plan</Link>
          </Button>
        ) : subscription.cancel_at_period_end ? (
          <Button size="sm" isLoading={resume.isPending} onClick={resumePlan}>
            {resume.isPending ? 'Resuming...' : 'Resume plan'}
          </Button>
        ) : (
          <>
            <Button asChild size="sm" variant="outline">
              <Link to="/settings?tab=plan">Change plan</Link>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Cancel plan
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Cancel your plan?"
        description={`You keep ${plan.name} and its limits until ${endsOn ?? 'the end of this period'}. Then it ends and is not charged again. You can resume it any time before then.`}
        confirmLabel="Cancel plan"
        busyLabel="Cancelling..."
        dismissLabel="Keep my plan"
        isBusy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </section>
  );
}
