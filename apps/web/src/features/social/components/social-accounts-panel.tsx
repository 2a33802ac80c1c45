import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import {
  SOCIAL_PLATFORMS,
  SOCIAL_PLATFORM_CARDS,
  isSocialPlatform,
  platformNotEnabledText,
  socialCardSubtitle,
  type SocialAccountStatus,
  type SocialPlatform,
} from '@porchlight/domain/social/social-platforms';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getConnectUrl, useDisconnectSocial, useSocialStatuses } from '../api/social-accounts';
import { SocialPlatformMark } from './social-platform-mark';

const nameOf = (platform: SocialPlatform) => SOCIAL_PLATFORM_CARDS[platform].name;

/**
 * The platform sends the browser back to /settings?tab=accounts&social=x with connected=1 or
 * social_error: say how it went once, then take the outcome out of the address.
 */
function useConnectOutcome() {
  const [params, setParams] = useSearchParams();
  const platform = params.get('social');
  const connected = params.get('connected');
  const error = params.get('social_error');
  useEffect(() => {
    if (!platform || !isSocialPlatform(platform) || (!connected && !error)) return;
    if (error) toast.error(`Failed to connect ${nameOf(platform)}: ${error}`);
    else toast.success(`${nameOf(platform)} connected`);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['social', 'connected', 'social_error']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [platform, connected, error, setParams]);
}

type CardProps = { platform: SocialPlatform; status: SocialAccountStatus | undefined; goTo: (url: string) => void };

function PlatformCard({ platform, status, goTo }: CardProps) {
  const [connecting, setConnecting] = useState(false);
  const disconnect = useDisconnectSocial();
  const card = SOCIAL_PLATFORM_CARDS[platform];
  const connected = Boolean(status?.connected);
  // The server says up front when it has no app for the platform: Connect is off, with the reason beside it.
  const isEnabled = status?.enabled !== false;
  const reasonId = useId();

  async function connect() {
    setConnecting(true);
    try {
      goTo(await getConnectUrl(platform));
    } catch (error) {
      toast.error(`Failed to connect ${card.name}: ${error instanceof Error ? error.message : String(error)}`);
      setConnecting(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <SocialPlatformMark platform={platform} />
        <div className="min-w-0">
          <p className="font-medium">{card.name}</p>
          <p className="text-sm text-muted-foreground">{card.description}</p>
          <p className={connected ? 'truncate text-sm text-success-text' : 'truncate text-sm text-muted-foreground'}>
            {socialCardSubtitle(status)}
          </p>
          {!connected && !isEnabled && (
            <p id={reasonId} className="mt-1 text-sm text-amber-800 dark:text-amber-200">
              {platformNotEnabledText(platform)}
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-2">
        {connected ? (
          <Button
            variant="outline"
            isLoading={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(platform, {
                onSuccess: () => toast.success(`${card.name} disconnected`),
                onError: () => toast.error(`Failed to disconnect ${card.name}`),
              })
            }
          >
            Disconnect<span className="sr-only"> {card.name}</span>
          </Button>
        ) : (
          <Button
            isLoading={connecting}
            disabled={!isEnabled}
            aria-describedby={isEnabled ? undefined : reasonId}
            onClick={() => void connect()}
          >
            {connecting ? 'Connecting...' : 'Connect'}
            <span className="sr-only"> {card.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Settings > Accounts, spec 000 §2: Facebook, Instagram, LinkedIn and X, each connected by OAuth. */
export function SocialAccountsPanel({ goTo = (url: string) => window.location.assign(url) }: { goTo?: (url: string) => void }) {
  const statuses = useSocialStatuses();
  useConnectOutcome();
  const failed = statuses.isError;
  useEffect(() => {
    if (failed) toast.error('Failed to load social account statuses');
  }, [failed]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Social Media Accounts</CardTitle>
        <CardDescription>
          Connect the accounts you post your listings to. Porchlight never sees your passwords; you can disconnect at any time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {statuses.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            Loading social accounts...
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {SOCIAL_PLATFORMS.map((platform) => (
              <PlatformCard key={platform} platform={platform} status={statuses.data?.[platform]} goTo={goTo} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
