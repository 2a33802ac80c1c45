import { Plug, X } from 'lucide-react';
import { Link } from 'react-router';
import { setupBanner, type CommunicationStatus } from '@porchlight/domain/messaging/channel-status';
import { Button } from '@/components/ui/button';
import { useDismissBanner, useDismissedBanners } from '../api/channel-settings';
import { useEmailStatus } from '../api/get-email-status';
import { useSmsStatus } from '../api/get-sms-status';

export const ACCOUNTS_HREF = '/settings?tab=accounts';
export const NOTIFICATIONS_HREF = '/settings?tab=notifications';

const joinWords = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Spec 001 §2: what is missing among SMS, e-mail and social media, with the buttons that fix it. */
export function SetupBannerView({ status, onDismiss }: { status: CommunicationStatus; onDismiss?: () => void }) {
  const banner = setupBanner(status);
  if (!banner) return null;
  return (
    <div role="status" className="flex flex-wrap items-start gap-3 rounded-lg border border-border bg-card p-3">
      <Plug className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">Finish setting up your channels</p>
        <p className="text-sm text-muted-foreground">Not set up yet: {joinWords(banner.missing)}.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {banner.showConnectAccounts && (
          <Button asChild size="sm">
            <Link to={ACCOUNTS_HREF}>Connect Accounts</Link>
          </Button>
        )}
        {banner.showEnableNotifications && (
          <Button asChild size="sm" variant="outline">
            <Link to={NOTIFICATIONS_HREF}>Enable Notifications</Link>
          </Button>
        )}
      </div>
      {onDismiss && (
        <Button size="icon" variant="ghost" aria-label="Dismiss" onClick={onDismiss}>
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/**
 * The setup banner on the dashboard and inbox. Social accounts are not connectable yet (the
 * social issue), so social counts as not connected, as a failing status call does (spec 000 §7).
 */
export function SetupBanner() {
  const sms = useSmsStatus();
  const email = useEmailStatus();
  const dismissed = useDismissedBanners();
  const dismiss = useDismissBanner();
  if (sms.status === 'loading' || email.status === 'loading' || dismissed.isPending || dismissed.data?.includes('setup')) return null;
  const status: CommunicationStatus = {
    sms: { enabled: sms.enabled },
    email: { hasConnectedAccounts: email.hasConnectedAccounts, enabled: email.enabled, emailNotificationsEnabled: email.emailNotificationsEnabled },
    social: { hasConnectedAccounts: false },
  };
  return <SetupBannerView status={status} onDismiss={() => dismiss.mutate('setup')} />;
}
