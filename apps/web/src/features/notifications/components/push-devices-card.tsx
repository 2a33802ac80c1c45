import { BellRing, Smartphone } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';
import { useTestPushDevice } from '../api/test-push-device';
import { useTurnOnPush } from '../api/turn-on-push';
import { PushPermissionError, notificationPermission, pushSupport, useThisBrowserEndpoint } from '../hooks/browser-push';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const PUSH_BLOCKED_TEXT = 'Notifications are blocked for Porchlight in this browser.';
export const PUSH_UNSUPPORTED_TEXT = "This browser can't show notifications from Porchlight.";
export const PUSH_HOME_SCREEN_TEXT = 'On iPhone and iPad, notifications work from Porchlight on your Home Screen.';

/** What this browser allows, and the one thing the agent can do about it. */
function ThisDevice({ isSubscribedHere }: { isSubscribedHere: boolean }) {
  const turnOn = useTurnOnPush();
  const support = pushSupport();
  if (support === 'needs-home-screen') {
    return (
      <p role="note" className="text-sm text-muted-foreground">
        {PUSH_HOME_SCREEN_TEXT} Tap the Share button, choose <strong>Add to Home Screen</strong>, open Porchlight from there and turn
        notifications on in this screen (iOS 16.4 or later).
      </p>
    );
  }
  if (support === 'unsupported') {
    return (
      <p role="note" className="text-sm text-muted-foreground">
        {PUSH_UNSUPPORTED_TEXT} Use a current Chrome, Edge, Firefox or Safari, or Porchlight on your phone&apos;s Home Screen.
      </p>
    );
  }
  if (notificationPermission() === 'denied') {
    return (
      <div role="note" className="space-y-1 text-sm">
        <p className="font-medium">{PUSH_BLOCKED_TEXT}</p>
        <p className="text-muted-foreground">
          To fix it, open the site settings (the icon left of the address), set Notifications to <strong>Allow</strong>, then reload this
          page. On a phone: the browser&apos;s Settings &gt; Site settings &gt; Notifications.
        </p>
      </div>
    );
  }
  if (isSubscribedHere) {
    return <p className="text-sm text-muted-foreground">This device receives your notifications.</p>;
  }
  return (
    <Button
      type="button"
      isLoading={turnOn.isPending}
      onClick={() =>
        turnOn.mutate(undefined, {
          onSuccess: () => toast.success('Notifications are on for this device'),
          onError: (error) =>
            toast.error(
              error instanceof PushPermissionError ? error.message : messageOf(error, 'Could not turn on notifications on this device'),
            ),
        })
      }
    >
      <BellRing aria-hidden />
      Turn on notifications on this device
    </Button>
  );
}

function DeviceRow({ device, isThisDevice }: { device: PushSubscriptionResponse; isThisDevice: boolean }) {
  const test = useTestPushDevice();
  const remove = useRemovePushDevice();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={device.label}>
      <div className="flex items-start gap-3">
        <Smartphone className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
        <div>
          <p className="font-medium">
            {device.label} {isThisDevice && <Badge className="ml-1">This device</Badge>}
          </p>
          <p className="text-xs text-muted-foreground">
            Added {day(device.created_at)} ·{' '}
            {device.last_success_at ? `last delivered ${day(device.last_success_at)}` : 'nothing delivered yet'}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          isLoading={test.isPending}
          onClick={() =>
            test.mutate(device.id, {
              onSuccess: () => toast.success(`Test sent to ${device.label}`),
              onError: (error) => toast.error(messageOf(error, 'The test could not be sent')),
            })
          }
        >
          Send a test
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          isLoading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { device, isThisDevice },
              {
                onSuccess: () => toast.success(`${device.label} removed`),
                onError: (error) => toast.error(messageOf(error, 'The device could not be removed')),
              },
            )
          }
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * Settings > Notifications > Devices: where web push reaches the agent (issue 19). Each device
 * gets a test and can be removed; this browser can be turned on, or says why it cannot.
 */
export function PushDevicesCard() {
  const devices = usePushDevices();
  const here = useThisBrowserEndpoint();
  const list = devices.data ?? [];
  const isSubscribedHere = here !== null && list.some((d) => d.endpoint === here);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
        <CardDescription>
          Phones and computers that show Porchlight&apos;s notifications even when the app is closed: new leads reach you within seconds.
          They follow &quot;Pop-up alerts&quot;, your choices by kind and quiet hours (high-priority ones still come through).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {devices.isPending ? (
          <Skeleton role="status" aria-label="Loading devices" className="h-16 w-full" />
        ) : devices.isError ? (
          <div role="alert" className="flex items-center gap-2 text-sm">
            <p>Failed to load your devices</p>
            <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
              Retry
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No devices yet. Turn notifications on here, and on your phone from Porchlight there.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Devices">
            {list.map((d) => (
              <DeviceRow key={d.id} device={d} isThisDevice={d.endpoint === here} />
            ))}
          </ul>
        )}
        {!devices.isPending && <ThisDevice isSubscribedHere={isSubscribedHere} />}
      </CardContent>
    </Card>
  );
}
