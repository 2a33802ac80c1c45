import { useId } from 'react';
import { smsSavedMessage } from '@porchlight/domain/messaging/channel-status';
import { toast } from '@/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { useSaveSmsSettings } from '../api/save-sms-settings';
import { useSmsAccount } from '../api/sms-account';
import { useSmsNumber } from '../api/get-sms-number';
import { useSmsStatus } from '../api/get-sms-status';
import { SmsNumberLine } from './sms-number-line';

/** Settings > Notifications: turn SMS on, the account's own texting number, and this month's usage. */
export function SmsSettingsCard() {
  const sms = useSmsStatus();
  const save = useSaveSmsSettings();
  const own = useSmsAccount().data;
  const number = useSmsNumber().data;
  const switchId = useId();
  if (sms.status === 'loading') return <Skeleton className="h-40 w-full" aria-label="Loading SMS settings" />;
  const isOn = sms.status !== 'disabled';
  const submit = (enabled: boolean) =>
    save.mutate(
      { enabled },
      {
        onSuccess: (answer) => toast.success(smsSavedMessage(answer)),
        onError: (e) => toast.error(messageOf(e, 'Could not save SMS settings')),
      },
    );
  const { usage } = sms;
  return (
    <Card>
      <CardHeader>
        <CardTitle>SMS</CardTitle>
        <CardDescription>
          Text leads from the inbox and their page. Texts go out between 8:00 and 21:00 in the lead's time zone unless you confirm.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={switchId}>Enable SMS</Label>
          <Switch id={switchId} checked={isOn} disabled={save.isPending} onCheckedChange={(v) => submit(v)} />
        </div>
        {own ? (
          <p className="text-sm text-muted-foreground">
            Texts go out through your own Twilio account{own.phone_number ? ` from ${own.phone_number}` : ''} (Settings &gt; Accounts).
          </p>
        ) : (
          <SmsNumberLine number={number} isOn={isOn} isSaving={save.isPending} onTryAgain={() => submit(true)} />
        )}
        <p className="text-sm text-muted-foreground">
          This month: {usage.sent} sent, {usage.received} received ·{' '}
          {usage.limit === -1 ? 'unlimited' : `${usage.remaining} of ${usage.limit} left`}
        </p>
      </CardContent>
    </Card>
  );
}
