import { MessageSquareOff, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSmsStatus } from '../api/get-sms-status';
import { useDismissBanner, useDismissedBanners } from '../api/channel-settings';

export const SMS_SETTINGS_HREF = '/settings?tab=notifications';

type SmsDisabledBannerViewProps = { onDismiss?: () => void };

/** Spec 000 §2 / 001 §2: the SMS-disabled banner; dismissible when `onDismiss` is given. */
export function SmsDisabledBannerView({ onDismiss }: SmsDisabledBannerViewProps) {
  return (
    <div role="status" className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <MessageSquareOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">SMS messaging disabled</p>
        <p className="text-sm">Please enable SMS in Notifications to send text messages</p>
      </div>
      <Button asChild size="sm" variant="outline">
        <Link to={SMS_SETTINGS_HREF}>Go to Notifications</Link>
      </Button>
      {onDismiss && (
        <Button size="icon" variant="ghost" aria-label="Dismiss" onClick={onDismiss}>
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/** Shown while SMS is off (not while its status loads), until the agent dismisses it on any device. */
export function SmsDisabledBanner({ dismissible = true }: { dismissible?: boolean }) {
  const sms = useSmsStatus();
  const dismissed = useDismissedBanners();
  const dismiss = useDismissBanner();
  if (sms.status === 'loading' || sms.enabled) return null;
  if (dismissible && (dismissed.isPending || dismissed.data?.includes('sms-disabled'))) return null;
  return <SmsDisabledBannerView onDismiss={dismissible ? () => dismiss.mutate('sms-disabled') : undefined} />;
}
