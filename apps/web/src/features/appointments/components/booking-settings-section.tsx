import { useState } from 'react';
import {
  BUFFER_CHOICES,
  CONSULTATION_LENGTHS,
  MIN_NOTICE_CHOICES,
  SHOWING_LENGTHS,
  type BookingSettings,
} from '@porchlight/domain/appointments/booking-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const minutesLabel = (m: number) => (m === 0 ? 'None' : m < 60 ? `${m} min` : m < 1440 ? `${m / 60} h` : `${m / 1440} day`);

/** The booking page: on or off, its link, the working days and hours, the lengths, buffer and notice. */
export function BookingSettingsSection() {
  const settings = useBookingSettings();
  if (!settings.data) return <Skeleton className="h-40 w-full" />;
  return <BookingForm key={settings.data.public_id} initial={settings.data} url={settings.data.url} />;
}

function BookingForm({ initial, url }: { initial: BookingSettings; url: string }) {
  const save = useSaveBookingSettings();
  const [form, setForm] = useState(initial);
  const first = initial.working_hours[0] ?? { start: 540, end: 1020 };
  const [days, setDays] = useState(new Set(initial.working_hours.map((w) => w.weekday)));
  const [start, setStart] = useState(clock(first.start));
  const [end, setEnd] = useState(clock(first.end));
  const number = (key: keyof BookingSettings) => (e: { target: { value: string } }) => setForm({ ...form, [key]: Number(e.target.value) });

  const submit = (enabled: boolean) => {
    const from = minutesOf(start);
    const to = minutesOf(end);
    if (!(to > from)) return toast.error('The working day must end after it starts.');
    const working_hours = [...days].sort().map((weekday) => ({ weekday, start: from, end: to }));
    save.mutate(
      {
        enabled,
        working_hours,
        buffer_minutes: form.buffer_minutes,
        showing_minutes: form.showing_minutes,
        consultation_minutes: form.consultation_minutes,
        min_notice_minutes: form.min_notice_minutes,
        days_ahead: form.days_ahead,
      },
      {
        onSuccess: (saved) => {
          setForm(saved);
          toast.success(saved.enabled ? 'Your booking page is on' : 'Booking page saved');
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <section aria-labelledby="booking-page-title" className="grid gap-3 border-t pt-4">
      <h3 id="booking-page-title" className="font-semibold">
        Booking page
      </h3>
      <p className="text-sm text-muted-foreground">
        Leads pick a showing or a consultation from your working hours, minus the times you are booked. Each booking lands on your calendar
        and the lead gets a confirmation.
      </p>
      {form.enabled && (
        <FormField label="Your booking link">
          <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </FormField>
      )}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Working days</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map((label, weekday) => (
            <label key={label} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={days.has(weekday)}
                onChange={(e) => {
                  const next = new Set(days);
                  if (e.target.checked) next.add(weekday);
                  else next.delete(weekday);
                  setDays(next);
                }}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="From">
          <Input type="time" step={1800} value={start} onChange={(e) => setStart(e.target.value)} />
        </FormField>
        <FormField label="To">
          <Input type="time" step={1800} value={end} onChange={(e) => setEnd(e.target.value)} />
        </FormField>
        <FormField label="A showing lasts">
          <NativeSelect value={form.showing_minutes} onChange={number('showing_minutes')}>
            {SHOWING_LENGTHS.map((m) => (
              <option key={m} value={m}>
                {minutesLabel(m)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="A consultation lasts">
          <NativeSelect value={form.consultation_minutes} onChange={number('consultation_minutes')}>
            {CONSULTATION_LENGTHS.map((m) => (
              <option key={m} value={m}>
                {minutesLabel(m)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Time between appointments">
          <NativeSelect value={form.buffer_minutes} onChange={number('buffer_minutes')}>
            {BUFFER_CHOICES.map((m) => (
              <option key={m} value={m}>
                {minutesLabel(m)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Book at least">
          <NativeSelect value={form.min_notice_minutes} onChange={number('min_notice_minutes')}>
            {MIN_NOTICE_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m === 0 ? 'Any time ahead' : `${minutesLabel(m)} ahead`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant={form.enabled ? 'outline' : 'default'} isLoading={save.isPending} onClick={() => submit(true)}>
          {form.enabled ? 'Save booking page' : 'Turn on my booking page'}
        </Button>
        {form.enabled && (
          <Button variant="outline" onClick={() => submit(false)} disabled={save.isPending}>
            Turn it off
          </Button>
        )}
      </div>
    </section>
  );
}
