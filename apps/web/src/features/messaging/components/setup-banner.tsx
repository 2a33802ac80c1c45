import { type ReactNode, useEffect, useState } from 'react';
import { Plug, X } from 'lucide-react';
import { Link } from 'react-router';
import {
  ACCOUNTS_SETTINGS_HREF,
  NOTIFICATIONS_SETTINGS_HREF,
  setupBanner,
  type CommunicationStatus,
} from '@porchlight/domain/messaging/channel-status';
import { Button } from '@/components/ui/button';
import { ShownWhenReady } from '@/components/ui/shown-when-ready';
import { useDismissBanner, useDismissedBanners } from '../api/banners';
import { useEmailStatus } from '@/features/mailboxes/api/get-email-status';
import { useSmsStatus } from '@/features/sms/api/get-sms-status';

const joinWords = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The one channels banner (spec 001 §2's setup banner; spec 000 §2's SMS-disabled banner is one
 * of its lines): what is missing among SMS, e-mail and social media, why in words, and the way
 * to fix each.
 */
export function SetupBannerView({ status, onDismiss }: { status: CommunicationStatus; onDismiss?: () => void }) {
  const banner = setupBanner(status);
  if (!banner) return null;
  return (
    <div role="status" aria-label="Channels" className="flex flex-wrap items-start gap-3 rounded-lg border border-border bg-card p-3">
      <Plug className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      {/* 16rem wide at least: on a phone the buttons go to the next row, not beside a thin column. */}
      <div className="min-w-0 flex-1 basis-[16rem]">
        <p className="font-medium">Finish setting up your channels</p>
        <p className="text-sm text-muted-foreground">Not set up yet: {joinWords(banner.missing)}.</p>
        {banner.notes.length > 0 && (
          <ul className="mt-1 grid gap-1 text-sm">
            {banner.notes.map((note) => (
              <li key={note.channel}>
                {note.text}{' '}
                <Link to={note.action.href} className="whitespace-nowrap font-medium text-primary underline underline-offset-2">
                  {note.action.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {banner.showConnectAccounts && (
          <Button asChild size="sm">
            <Link to={ACCOUNTS_SETTINGS_HREF}>Connect Accounts</Link>
          </Button>
        )}
        {banner.showEnableNotifications && (
          <Button asChild size="sm" variant="outline">
            <Link to={NOTIFICATIONS_SETTINGS_HREF}>Enable Notifications</Link>
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

/** `status` is null until `known`, and when the agent dismissed the banner. */
type SetupBannerState = { known: boolean; status: CommunicationStatus | null; dismiss: () => void };

/**
 * Whether the setup banner shows, once the channel statuses and the dismissed banners have
 * answered. Social accounts are not connectable yet (the social issue), so social counts as not
 * connected, as a failing status call does (spec 000 §7).
 */
function useSetupBanner(): SetupBannerState {
  const sms = useSmsStatus();
  const email = useEmailStatus();
  const dismissed = useDismissedBanners();
  const dismiss = useDismissBanner();
  const onDismiss = () => dismiss.mutate('setup');
  if (sms.status === 'loading' || email.status === 'loading' || dismissed.isPending)
    return { known: false, status: null, dismiss: onDismiss };
  if (dismissed.data?.includes('setup')) return { known: true, status: null, dismiss: onDismiss };
  const status: CommunicationStatus = {
    sms: { enabled: sms.enabled, delivers: sms.delivers, status: sms.status },
    email: {
      hasConnectedAccounts: email.hasConnectedAccounts,
      enabled: email.enabled,
      emailNotificationsEnabled: email.emailNotificationsEnabled,
      verified: email.emailVerified,
      delivers: email.delivers,
    },
    social: { hasConnectedAccounts: false },
  };
  return { known: true, status, dismiss: onDismiss };
}

/** The setup banner on the inbox: it appears once its state is known. */
export function SetupBanner() {
  const banner = useSetupBanner();
  return banner.status ? <SetupBannerView status={banner.status} onDismiss={banner.dismiss} /> : null;
}

/** How long the dashboard waits for the banner's state before it shows the overview anyway. */
export const SETUP_BANNER_WAIT_MS = 2_000;

/**
 * The setup banner above `children`, which show with it once its state is known, and
 * `placeholder` until then: a banner appearing above a page already rendered pushed it down (issue
 * 15, Lighthouse's layout shift of 0.076 on the dashboard). `children` mount at once, hidden, so
 * their data loads alongside the statuses; a status call slower than `waitMs` no longer holds
 * them back (the banner then appears when it answers).
 */
export function SetupBannerAbove({
  placeholder,
  children,
  waitMs = SETUP_BANNER_WAIT_MS,
}: {
  placeholder: ReactNode;
  children: ReactNode;
  waitMs?: number;
}) {
  const banner = useSetupBanner();
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);
  return (
    <>
      {banner.status ? <SetupBannerView status={banner.status} onDismiss={banner.dismiss} /> : null}
      <ShownWhenReady ready={banner.known || waitedLongEnough} placeholder={placeholder}>
        {children}
      </ShownWhenReady>
    </>
  );
}
