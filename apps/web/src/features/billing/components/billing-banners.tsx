import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlert, Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type BannerProps = { tone: 'error' | 'warning'; title: string; children: ReactNode; action?: ReactNode };

function Banner({ tone, title, children, action }: BannerProps) {
  const Icon = tone === 'error' ? CircleAlert : Clock;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
        tone === 'error'
          ? 'border-destructive/40 bg-destructive/10 text-foreground'
          : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
      )}
    >
      <div className="flex gap-3">
        <Icon className={cn('mt-0.5 size-5 shrink-0', tone === 'error' && 'text-destructive')} aria-hidden="true" />
        <div>
          <p className="font-semibold">{title}</p>
          <p>{children}</p>
        </div>
      </div>
      {action}
    </div>
  );
}

const choosePlan = (
  <Button asChild size="sm">
    <Link to="/settings?tab=plan">Choose a plan</Link>
  </Button>
);

export function TrialExpiredBanner() {
  return (
    <Banner tone="warning" title="Your trial has ended" action={choosePlan}>
      Choose a plan to keep adding leads, properties and automations. Everything you saved is still here.
    </Banner>
  );
}

export function NoPlanBanner() {
  return (
    <Banner tone="warning" title="You don't have a plan at the moment" action={choosePlan}>
      Choose a plan to keep adding leads, properties and automations.
    </Banner>
  );
}

type PastDueProps = { planName: string; canUpdatePayment: boolean; isOpening: boolean; onUpdatePayment: () => void };

export function PastDueBanner({ planName, canUpdatePayment, isOpening, onUpdatePayment }: PastDueProps) {
  return (
    <Banner
      tone="error"
      title="Your last payment failed"
      action={
        canUpdatePayment && (
          <Button size="sm" variant="destructive" isLoading={isOpening} onClick={onUpdatePayment}>
            {isOpening ? 'Opening...' : 'Update payment method'}
          </Button>
        )
      }
    >
      Update your payment method to keep your {planName} plan. We will try the payment again.
    </Banner>
  );
}
