import { useState } from 'react';
import { CALDAV_SERVER_HINTS, type CalendarSyncStatus, type ConnectCalendarRequest } from '@porchlight/domain/appointments/calendar-sync';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError, messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCalendarSync, useChooseCalendar, useConnectCalendar, useDisconnectCalendar, useSyncCalendarNow } from '../api/appointments';

type Connected = Extract<CalendarSyncStatus, { connected: true }>;
type FieldErrors = Partial<Record<keyof ConnectCalendarRequest, string>>;

/** The server's 400 names the field it could not take (a refused password, an address that is no calendar server). */
const fieldsOf = (error: unknown): FieldErrors | undefined =>
  isApiError(error) && error.status === 400 ? ((error.body as { fields?: FieldErrors } | null)?.fields ?? undefined) : undefined;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Settings > Calendar: two-way sync with the agent's own calendar (iCloud, Fastmail, Nextcloud, any CalDAV server). */
export function CalendarSyncSection() {
  const status = useCalendarSync();
  const [reconnecting, setReconnecting] = useState(false);
  const data = status.data;
  return (
    <section aria-labelledby="calendar-sync-title" className="grid gap-2 border-t pt-4">
      <h3 id="calendar-sync-title" className="font-semibold">
        Sync with your own calendar
      </h3>
      <p className="text-sm text-muted-foreground">
        Two-way sync with iCloud, Fastmail, Nextcloud or any CalDAV calendar: your appointments appear there, what you move or delete there
        comes back, and your other events keep your booking page free of clashes.
      </p>
      {!data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.connected && !reconnecting ? (
        <ConnectedCalendar status={data} onReconnect={() => setReconnecting(true)} />
      ) : (
        <ConnectForm
          initial={data.connected ? { server_url: data.server_url, username: data.username } : undefined}
          onDone={() => setReconnecting(false)}
          onCancel={data.connected ? () => setReconnecting(false) : undefined}
        />
      )}
    </section>
  );
}

function ConnectForm({
  initial,
  onDone,
  onCancel,
}: {
  initial?: { server_url: string; username: string };
  onDone: () => void;
  onCancel?: () => void;
}) {
  const connect = useConnectCalendar();
  const [form, setForm] = useState({ server_url: initial?.server_url ?? '', username: initial?.username ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [key]: e.target.value });
    setErrors({ ...errors, [key]: undefined });
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        connect.mutate(form, {
          onSuccess: (saved) => {
            toast.success(saved.connected ? `Connected to ${saved.calendar_name}. Your appointments are on their way there.` : 'Connected');
            onDone();
          },
          onError: (error) => {
            const fields = fieldsOf(error);
            if (fields) setErrors(fields);
            else toast.error(messageOf(error));
          },
        });
      }}
    >
      <FormField
        label="Calendar server"
        hint={CALDAV_SERVER_HINTS.map((h) => `${h.name}: ${h.url}`).join(' · ')}
        error={errors.server_url ?? errors.calendar_url}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          placeholder="https://caldav.icloud.com"
          value={form.server_url}
          onChange={field('server_url')}
        />
      </FormField>
      <FormField label="Username" hint="Usually the e-mail address you sign in to your calendar with." error={errors.username}>
        <Input autoComplete="username" required value={form.username} onChange={field('username')} />
      </FormField>
      <FormField
        label="App password"
        hint="Make an app-specific password in your calendar account’s security settings. Porchlight keeps it encrypted."
        error={errors.password}
      >
        <Input type="password" autoComplete="current-password" required value={form.password} onChange={field('password')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" isLoading={connect.isPending}>
          Connect calendar
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function ConnectedCalendar({ status, onReconnect }: { status: Connected; onReconnect: () => void }) {
  const choose = useChooseCalendar();
  const syncNow = useSyncCalendarNow();
  const disconnect = useDisconnectCalendar();
  const loginProblem = status.last_error?.includes('password') ?? false;
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Syncing with <strong>{status.calendar_name}</strong> on {hostOf(status.server_url)} as {status.username}.
      </p>
      {status.last_error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive">
          {status.last_error}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {status.last_synced_at
            ? `Last synced ${new Date(status.last_synced_at).toLocaleString()}${status.busy_count ? ` · ${status.busy_count} busy ${status.busy_count === 1 ? 'time' : 'times'} kept off your booking page` : ''}.`
            : 'The first sync is under way.'}
        </p>
      )}
      {status.calendars.length > 1 && (
        <FormField
          label="Write appointments to"
          hint="Appointments already written stay where they are; new changes go to the calendar you choose."
        >
          <NativeSelect
            value={status.calendar_url}
            disabled={choose.isPending}
            onChange={(e) =>
              choose.mutate(e.target.value, {
                onSuccess: (saved) => toast.success(saved.connected ? `Appointments now go to ${saved.calendar_name}` : 'Saved'),
                onError: (error) => toast.error(messageOf(error)),
              })
            }
          >
            {status.calendars.map((c) => (
              <option key={c.url} value={c.url}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        {loginProblem ? (
          <Button variant="outline" onClick={onReconnect}>
            Connect again
          </Button>
        ) : (
          <Button
            variant="outline"
            isLoading={syncNow.isPending}
            onClick={() =>
              syncNow.mutate(undefined, {
                onSuccess: () => toast.success('Syncing your calendar now'),
                onError: (error) => toast.error(messageOf(error)),
              })
            }
          >
            Sync now
          </Button>
        )}
        <Button
          variant="ghost"
          isLoading={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => toast.success('Calendar disconnected. Appointments already there stay in your calendar.'),
              onError: (error) => toast.error(messageOf(error)),
            })
          }
        >
          Disconnect
        </Button>
      </div>
    </div>
  );
}
