import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useConnectEmailAccount, useDisconnectEmailAccount, useEmailAccount, type ConnectEmailAccountRequest } from '../api/email-account';

const PRESETS = {
  gmail: {
    label: 'Gmail',
    smtp_host: 'smtp.gmail.com',
    smtp_port: 465,
    smtp_secure: true,
    imap_host: 'imap.gmail.com',
    imap_port: 993,
    imap_secure: true,
  },
  outlook: {
    label: 'Outlook / Microsoft 365',
    smtp_host: 'smtp.office365.com',
    smtp_port: 587,
    smtp_secure: false,
    imap_host: 'outlook.office365.com',
    imap_port: 993,
    imap_secure: true,
  },
  icloud: {
    label: 'iCloud',
    smtp_host: 'smtp.mail.me.com',
    smtp_port: 587,
    smtp_secure: false,
    imap_host: 'imap.mail.me.com',
    imap_port: 993,
    imap_secure: true,
  },
  yahoo: {
    label: 'Yahoo',
    smtp_host: 'smtp.mail.yahoo.com',
    smtp_port: 465,
    smtp_secure: true,
    imap_host: 'imap.mail.yahoo.com',
    imap_port: 993,
    imap_secure: true,
  },
} as const;
type PresetKey = keyof typeof PRESETS | 'other';

const EMPTY: ConnectEmailAccountRequest = {
  from_name: '',
  from_address: '',
  username: '',
  password: '',
  smtp_host: '',
  smtp_port: 587,
  smtp_secure: false,
  imap_host: '',
  imap_port: 993,
  imap_secure: true,
};

function Field({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string | number;
  onChange: (v: string) => void;
  type?: string;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Settings > Accounts: the agent's own mailbox (SMTP to send, IMAP for replies), tested before it is saved. */
export function EmailAccountCard() {
  const account = useEmailAccount();
  const connect = useConnectEmailAccount();
  const disconnect = useDisconnectEmailAccount();
  const [preset, setPreset] = useState<PresetKey>('gmail');
  const [form, setForm] = useState<ConnectEmailAccountRequest>({ ...EMPTY, ...PRESETS.gmail });
  const set = (patch: Partial<ConnectEmailAccountRequest>) => setForm((f) => ({ ...f, ...patch }));
  const presetId = useId();

  if (account.isPending) return <Skeleton className="h-48 w-full" aria-label="Loading e-mail account" />;
  if (account.isError)
    return (
      <ErrorState title="Could not load your e-mail account" message={messageOf(account.error)} onRetry={() => void account.refetch()} />
    );

  if (account.data) {
    const a = account.data;
    return (
      <Card>
        <CardHeader>
          <CardTitle>E-mail account</CardTitle>
          <CardDescription>
            Connected: {a.from_name} &lt;{a.from_address}&gt;. E-mails to leads come from this address and replies appear in your inbox.
          </CardDescription>
        </CardHeader>
        {a.last_error && <CardContent className="text-sm text-destructive">Your mailbox could not be read: {a.last_error}</CardContent>}
        <CardFooter>
          <Button
            variant="outline"
            isLoading={disconnect.isPending}
            onClick={() => disconnect.mutate(undefined, { onSuccess: () => toast.success('E-mail account disconnected') })}
          >
            Disconnect
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const choosePreset = (key: PresetKey) => {
    setPreset(key);
    if (key !== 'other') {
      const { label: _label, ...servers } = PRESETS[key];
      set(servers);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail account</CardTitle>
        <CardDescription>
          Connect the mailbox you already use. Gmail, iCloud and Yahoo need an app password. Without one, Porchlight's own mail sends for
          you and replies go to your usual inbox.
        </CardDescription>
      </CardHeader>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          connect.mutate(
            { ...form, smtp_port: Number(form.smtp_port), imap_port: Number(form.imap_port) },
            { onSuccess: () => toast.success('E-mail account connected') },
          );
        }}
      >
        <CardContent className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={presetId}>Provider</Label>
            <select
              id={presetId}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
              value={preset}
              onChange={(e) => choosePreset(e.target.value as PresetKey)}
            >
              {Object.entries(PRESETS).map(([key, p]) => (
                <option key={key} value={key}>
                  {p.label}
                </option>
              ))}
              <option value="other">Other (IMAP/SMTP)</option>
            </select>
          </div>
          <Field label="Your name" value={form.from_name} onChange={(v) => set({ from_name: v })} autoComplete="name" />
          <Field
            label="E-mail address"
            type="email"
            value={form.from_address}
            onChange={(v) => set({ from_address: v, username: form.username || v })}
            autoComplete="email"
          />
          <Field label="User name" value={form.username} onChange={(v) => set({ username: v })} autoComplete="username" />
          <Field
            label="Password or app password"
            type="password"
            value={form.password}
            onChange={(v) => set({ password: v })}
            autoComplete="current-password"
          />
          {preset === 'other' && (
            <>
              <Field label="SMTP server" value={form.smtp_host} onChange={(v) => set({ smtp_host: v })} />
              <Field
                label="SMTP port"
                type="number"
                value={form.smtp_port}
                onChange={(v) => set({ smtp_port: Number(v), smtp_secure: v === '465' })}
              />
              <Field label="IMAP server" value={form.imap_host} onChange={(v) => set({ imap_host: v })} />
              <Field
                label="IMAP port"
                type="number"
                value={form.imap_port}
                onChange={(v) => set({ imap_port: Number(v), imap_secure: v === '993' })}
              />
            </>
          )}
          {connect.isError && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {messageOf(connect.error, 'Could not connect the account')}
            </p>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={connect.isPending}>
            {connect.isPending ? 'Testing connection...' : 'Connect e-mail account'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
