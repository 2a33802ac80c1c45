import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { deliveryPanel, type EmailStatus, type SmsStatus } from '@porchlight/domain/messaging/channel-status';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmailStatus } from '@/features/mailboxes/api/get-email-status';
import { useSmsStatus } from '@/features/sms/api/get-sms-status';

export const DELIVERY_SETTINGS_HREF = '/settings?tab=notifications';

/** Spec 001 §2: the notification delivery panel. */
export function NotificationDeliveryPanelView({
  email,
  sms,
}: {
  email: Pick<EmailStatus, 'hasConnectedAccounts' | 'emailNotificationsEnabled'>;
  sms: Pick<SmsStatus, 'enabled' | 'phoneNumber'>;
}) {
  const panel = deliveryPanel(email, sms);
  return (
    <section aria-label="Notification delivery" className="rounded-lg border border-border bg-card p-4">
      {panel.allEnabled ? (
        <p className="flex items-center gap-2 font-medium text-green-700 dark:text-green-400">
          <CheckCircle2 className="size-5" aria-hidden="true" /> All notifications enabled
        </p>
      ) : (
        <div role="alert" className="flex gap-2 text-amber-800 dark:text-amber-300">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <ul className="grid gap-0.5 text-sm">
            {panel.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-2 text-sm text-muted-foreground">Working channels: {panel.workingChannels.join(', ')}</p>
      <Link to={DELIVERY_SETTINGS_HREF} className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
        Configure in Settings
      </Link>
    </section>
  );
}

export function NotificationDeliveryPanel() {
  const email = useEmailStatus();
  const sms = useSmsStatus();
  if (email.status === 'loading' || sms.status === 'loading')
    return <Skeleton className="h-24 w-full" aria-label="Loading notification delivery" />;
  return <NotificationDeliveryPanelView email={email} sms={sms} />;
}
