import { useState, type FormEvent } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { BookableType } from '@porchlight/domain/appointments/booking-page';
import { dayKey, dayOf } from '@porchlight/domain/appointments/calendar-view';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useBookSlot, usePublicBookingPage } from '../api/booking';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "email: Leave an e-mail…" -> the field and its message; other errors are the form's. */
function splitError(message: string): { field: string | null; text: string } {
  const match = /^(\w+): (.+)$/.exec(message);
  return match ? { field: match[1]!, text: match[2]! } : { field: null, text: message };
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh justify-center bg-background px-4 py-10">
      <section className="w-full max-w-xl rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        {children}
      </section>
    </main>
  );
}

/**
 * Public: the agent's booking page at /book/:publicId (issue 53). The visitor picks a showing or
 * a consultation, a day and a free time (shown on the visitor's own clock), and leaves a name and
 * an e-mail or phone; the agent's calendar has it at once and the visitor gets a confirmation.
 */
export function PublicBookingPage({ publicId }: { publicId: string }) {
  const page = usePublicBookingPage(publicId);
  const book = useBookSlot(publicId);
  const timeZone = viewerTimeZone();
  const [type, setType] = useState<BookableType>('showing');
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [values, setValues] = useState({ name: '', email: '', phone: '', message: '' });
  const [honeypot, setHoneypot] = useState('');

  if (page.isPending)
    return (
      <Frame>
        <div role="status" aria-label="Loading the booking page" className="grid gap-3">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      </Frame>
    );
  if (page.isError)
    return (
      <Frame>
        <h1 className="text-xl font-semibold">Booking page not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">{messageOf(page.error)}</p>
      </Frame>
    );

  const data = page.data;
  if (book.isSuccess) {
    const at = new Date(book.data.starts_at);
    return (
      <Frame>
        <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
          <CalendarCheck className="size-10 text-success" aria-hidden="true" />
          <h1 className="text-xl font-semibold">You’re booked</h1>
          <p className="text-sm text-muted-foreground">
            {at.toLocaleString(undefined, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })} with{' '}
            {book.data.agent_name}. A confirmation is on its way.
          </p>
        </div>
      </Frame>
    );
  }

  const kind = data.types.find((t) => t.type === type) ?? data.types[0]!;
  const byDay = new Map<string, string[]>();
  for (const s of kind.slots) {
    const key = dayKey(dayOf(new Date(s), timeZone));
    byDay.set(key, [...(byDay.get(key) ?? []), s]);
  }
  const days = [...byDay.keys()];
  const shownDay = day && byDay.has(day) ? day : (days[0] ?? null);
  const error = book.error ? splitError(messageOf(book.error)) : null;
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  const formError = error && (error.field === null || !['name', 'email', 'phone', 'message'].includes(error.field)) ? error.text : null;
  const taken = isApiError(book.error) && book.error.status === 409;
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!slot) return;
    book.mutate({
      type: kind.type,
      starts_at: slot,
      name: values.name,
      email: values.email || null,
      phone: values.phone || null,
      message: values.message || null,
      website: honeypot,
      ticket: data.ticket,
    });
  };
  const dayLabel = (key: string) =>
    new Date(`${key}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

  return (
    <Frame>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <header className="grid gap-1.5">
          <h1 className="text-xl font-semibold tracking-tight">Book a time with {data.agent_name}</h1>
          <p className="text-sm text-muted-foreground">Times are shown in your time zone, {timeZone}.</p>
        </header>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">What for</legend>
          <div className="flex flex-wrap gap-2">
            {data.types.map((t) => (
              <label
                key={t.type}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                  t.type === kind.type && 'border-primary bg-primary/10',
                )}
              >
                <input
                  type="radio"
                  name="booking-type"
                  value={t.type}
                  checked={t.type === kind.type}
                  onChange={() => {
                    setType(t.type);
                    setSlot(null);
                  }}
                />
                {t.label} · {t.minutes} min
              </label>
            ))}
          </div>
        </fieldset>
        {days.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            No free times in the next days. Please check back later.
          </p>
        ) : (
          <>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Day</legend>
              <div className="flex flex-wrap gap-2">
                {days.map((key) => (
                  <button
                    key={key}
                    type="button"
                    aria-pressed={key === shownDay}
                    onClick={() => {
                      setDay(key);
                      setSlot(null);
                    }}
                    className={cn(
                      'rounded-md border px-3 py-1.5 text-sm',
                      key === shownDay ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                    )}
                  >
                    {dayLabel(key)}
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Time</legend>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {(shownDay ? byDay.get(shownDay)! : []).map((s) => (
                  <button
                    key={s}
                    type="button"
                    aria-pressed={s === slot}
                    onClick={() => setSlot(s)}
                    className={cn(
                      'rounded-md border px-2 py-1.5 text-sm tabular-nums',
                      s === slot ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                    )}
                  >
                    {new Date(s).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}
                  </button>
                ))}
              </div>
            </fieldset>
          </>
        )}
        <FormField label="Name" error={fieldError('name')}>
          <Input autoComplete="name" value={values.name} onChange={set('name')} required />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="E-mail" error={fieldError('email')} hint="An e-mail address or a phone number, for the confirmation.">
            <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} />
          </FormField>
          <FormField label="Phone" error={fieldError('phone')}>
            <Input type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
          </FormField>
        </div>
        <FormField label="Anything the agent should know" error={fieldError('message')}>
          <Textarea
            rows={3}
            maxLength={1000}
            value={values.message}
            onChange={set('message')}
            placeholder="The home you would like to see, the best number to call…"
          />
        </FormField>
        {/* Hidden from people (and from screen readers): only a bot fills it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} name="website" />
          </label>
        </div>
        {formError && (
          <div
            role="alert"
            className="grid gap-2 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive-text"
          >
            <p>{formError}</p>
            {(taken || error?.field === 'ticket') && (
              <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => window.location.reload()}>
                See the free times again
              </Button>
            )}
          </div>
        )}
        <Button type="submit" disabled={!slot} isLoading={book.isPending}>
          {slot
            ? `Book ${new Date(slot).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' })}`
            : 'Pick a time'}
        </Button>
      </form>
    </Frame>
  );
}
