import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { useSaveSmsSettings, useSmsAccount } from '../api/channel-settings';
import { useSmsStatus } from '../api/get-sms-status';

const PHONE = /^\+[1-9]\d{7,14}$/;

/** Settings > Notifications: turn SMS on, the number texts come from, and this month's usage. */
export function SmsSettingsCard() {
  const sms = useSmsStatus();
  const save = useSaveSmsSettings();
  const own = useSmsAccount().data;
  const [number, setNumber] = useState<string | null>(null);
  const switchId = useId();
  const numberId = useId();
  if (sms.status === 'loading') return <Skeleton className="h-40 w-full" aria-label="Loading SMS settings" />;
  const isOn = sms.status !== 'disabled';
  const shown = number ?? sms.phoneNumber ?? '';
  const numberError = shown && !PHONE.test(shown) ? 'Write the number with its country code, like +15125550100' : undefined;
  const submit = (enabled: boolean, phone?: string) =>
    save.mutate(
      { enabled, ...(phone !== undefined ? { phone_number: phone || null } : {}) },
      { onSuccess: () => toast.success(enabled ? 'SMS settings saved' : 'SMS turned off'), onError: (e) => toast.error(messageOf(e, 'Could not save SMS settings')) },
    );
  const { usage } = sms;
  return (
    <Card>
      <CardHeader>
        <CardTitle>SMS</CardTitle>
        <CardDescription>Text leads from the inbox and their page. Texts go out between 8:00 and 21:00 in the lead's time zone unless you confirm.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={switchId}>Enable SMS</Label>
          <Switch id={switchId} checked={isOn} disabled={save.isPending} onCheckedChange={(v) => submit(v)} />
        </div>
        {own ? (
          <p className="text-sm text-muted-foreground">Texts go out through your own Twilio account{own.phone_number ? ` from ${own.phone_number}` : ''} (Settings &gt; Accounts).</p>
        ) : (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!numberError) submit(isOn, shown.trim());
            }}
          >
            <Label htmlFor={numberId}>Your texting number</Label>
            <div className="flex flex-wrap gap-2">
              <Input id={numberId} className="max-w-xs" inputMode="tel" placeholder="+15125550100" value={shown} onChange={(e) => setNumber(e.target.value)} aria-invalid={Boolean(numberError)} />
              <Button type="submit" variant="outline" isLoading={save.isPending} disabled={Boolean(numberError)}>
                Save number
              </Button>
            </div>
            {numberError && <p className="text-sm text-destructive">{numberError}</p>}
            {isOn && !sms.phoneNumber && <p className="text-sm text-amber-700 dark:text-amber-400">Phone number not configured</p>}
          </form>
        )}
        <p className="text-sm text-muted-foreground">
          This month: {usage.sent} sent, {usage.received} received · {usage.limit === -1 ? 'unlimited' : `${usage.remaining} of ${usage.limit} left`}
        </p>
      </CardContent>
    </Card>
  );
}
