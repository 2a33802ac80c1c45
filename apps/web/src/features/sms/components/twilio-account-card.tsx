import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useConnectSmsAccount, useDisconnectSmsAccount, useSmsAccount } from '../api/sms-account';

type Form = { account_sid: string; auth_token: string; phone_number: string; messaging_service_sid: string };
const EMPTY: Form = { account_sid: '', auth_token: '', phone_number: '', messaging_service_sid: '' };

function Field({
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  placeholder?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} value={value} placeholder={placeholder} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** Settings > Accounts: the agent's own Twilio account, checked against Twilio before it is saved. */
export function TwilioAccountCard() {
  const account = useSmsAccount();
  const connect = useConnectSmsAccount();
  const disconnect = useDisconnectSmsAccount();
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  if (account.isPending) return <Skeleton className="h-48 w-full" aria-label="Loading Twilio account" />;
  if (account.isError)
    return (
      <ErrorState title="Could not load your Twilio account" message={messageOf(account.error)} onRetry={() => void account.refetch()} />
    );

  if (account.data) {
    const a = account.data;
    const via = a.phone_number ?? `messaging service ${a.messaging_service_sid}`;
    return (
      <Card>
        <CardHeader>
          <CardTitle>Twilio (SMS)</CardTitle>
          <CardDescription>
            Connected: account {a.account_sid}. Your texts go out from {via}, and replies to it come to your inbox.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button
            variant="outline"
            isLoading={disconnect.isPending}
            onClick={() => disconnect.mutate(undefined, { onSuccess: () => toast.success('Twilio account disconnected') })}
          >
            Disconnect
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const canSubmit =
    form.account_sid.trim() !== '' &&
    form.auth_token.trim() !== '' &&
    (form.phone_number.trim() !== '' || form.messaging_service_sid.trim() !== '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Twilio (SMS)</CardTitle>
        <CardDescription>
          Text from your own Twilio account and number. Without one, texts go through Porchlight's account. In Twilio, point the number's
          incoming messages webhook at /api/sms/webhooks/inbound on this app's address.
        </CardDescription>
      </CardHeader>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          connect.mutate(
            {
              account_sid: form.account_sid.trim(),
              auth_token: form.auth_token.trim(),
              phone_number: form.phone_number.trim() || null,
              messaging_service_sid: form.messaging_service_sid.trim() || null,
            },
            {
              onSuccess: () => {
                setForm(EMPTY);
                toast.success('Twilio account connected');
              },
            },
          );
        }}
      >
        <CardContent className="grid gap-3 sm:grid-cols-2">
          <Field label="Account SID" value={form.account_sid} placeholder="AC…" onChange={(v) => set({ account_sid: v })} />
          <Field label="Auth token" type="password" value={form.auth_token} onChange={(v) => set({ auth_token: v })} />
          <Field
            label="Phone number"
            value={form.phone_number}
            placeholder="+15125550100"
            onChange={(v) => set({ phone_number: v })}
            hint="A number of this Twilio account."
          />
          <Field
            label="Messaging service SID (optional)"
            value={form.messaging_service_sid}
            placeholder="MG…"
            onChange={(v) => set({ messaging_service_sid: v })}
            hint="Instead of, or besides, a number."
          />
          {connect.isError && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {messageOf(connect.error, 'Could not connect the Twilio account')}
            </p>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={connect.isPending} disabled={!canSubmit}>
            {connect.isPending ? 'Checking with Twilio...' : 'Connect Twilio account'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
