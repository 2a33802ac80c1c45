import { useState } from 'react';
import {
  AGENT_REMINDER_CHOICES,
  LEAD_REMINDER_CHOICES,
  type AppointmentSettings,
} from '@porchlight/domain/appointments/appointment-settings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { BookingSettingsSection } from './booking-settings-section';
import { CalendarSyncSection } from './calendar-sync-section';
import {
  useAppointmentSettings,
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
  usePipelineStages,
  useSaveAppointmentSettings,
} from '../api/appointments';

const before = (minutes: number) =>
  minutes === 0
    ? 'No reminder'
    : minutes < 60
      ? `${minutes} minutes before`
      : minutes < 1440
        ? `${minutes / 60} hour${minutes > 60 ? 's' : ''} before`
        : `${minutes / 1440} day${minutes > 1440 ? 's' : ''} before`;

/** Reminders, the stage rules, and the private link calendar apps subscribe to. */
export function CalendarSettingsDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const settings = useAppointmentSettings();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Calendar settings</DialogTitle>
          <DialogDescription>
            When you and your leads are reminded, what a booking does to the pipeline, and your calendar app.
          </DialogDescription>
        </DialogHeader>
        {settings.data ? <RulesForm initial={settings.data} onDone={() => onOpenChange(false)} /> : <Skeleton className="h-48 w-full" />}
        <FeedSection />
        <CalendarSyncSection />
        <BookingSettingsSection />
      </DialogContent>
    </Dialog>
  );
}

function RulesForm({ initial, onDone }: { initial: AppointmentSettings; onDone: () => void }) {
  const [form, setForm] = useState(initial);
  const save = useSaveAppointmentSettings();
  const stages = usePipelineStages();
  const stageSelect = (field: 'stage_on_set' | 'stage_on_held', label: string) => (
    <FormField label={label} hint="Leads only move forward on the board.">
      <NativeSelect value={form[field] ?? ''} onChange={(e) => setForm({ ...form, [field]: e.target.value || null })}>
        <option value="">Leave the stage as it is</option>
        {(stages.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            Move to {s.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(form, {
          onSuccess: () => {
            toast.success('Calendar settings saved');
            onDone();
          },
          onError: (error) => toast.error(messageOf(error)),
        });
      }}
    >
      <FormField label="Remind me">
        <NativeSelect
          value={form.agent_reminder_minutes}
          onChange={(e) => setForm({ ...form, agent_reminder_minutes: Number(e.target.value) })}
        >
          {AGENT_REMINDER_CHOICES.map((m) => (
            <option key={m} value={m}>
              {before(m)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Remind the lead" hint="By e-mail with a calendar file when they have an address, else by text (never at night).">
        <NativeSelect
          value={form.lead_reminder_minutes}
          onChange={(e) => setForm({ ...form, lead_reminder_minutes: Number(e.target.value) })}
        >
          {LEAD_REMINDER_CHOICES.map((m) => (
            <option key={m} value={m}>
              {before(m)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {stageSelect('stage_on_set', 'When an appointment is booked')}
      {stageSelect('stage_on_held', 'When it is held')}
      <DialogFooter>
        <Button type="submit" isLoading={save.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

function FeedSection() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const make = () => create.mutate(undefined, { onSuccess: (r) => setUrl(r.url), onError: (error) => toast.error(messageOf(error)) });
  return (
    <section aria-labelledby="calendar-feed-title" className="grid gap-2 border-t pt-4">
      <h3 id="calendar-feed-title" className="font-semibold">
        Subscribe from Google, Outlook or Apple Calendar
      </h3>
      <p className="text-sm text-muted-foreground">
        A private link to your appointments. Anyone with it can read them: keep it to yourself, and make a new one if it gets out.
      </p>
      {url && (
        <FormField label="Your calendar link (shown once)" hint="Paste it into your calendar app’s “Subscribe by URL” or “From URL”.">
          <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </FormField>
      )}
      {feed.data?.active && !url && (
        <p className="text-sm">
          A link is active{feed.data.last_read_at ? `, last read ${new Date(feed.data.last_read_at).toLocaleString()}` : ''}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={make} isLoading={create.isPending}>
          {feed.data?.active ? 'Make a new link' : 'Make my calendar link'}
        </Button>
        {feed.data?.active && (
          <Button
            variant="outline"
            isLoading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  toast.success('The calendar link no longer works');
                },
              })
            }
          >
            Turn the link off
          </Button>
        )}
      </div>
    </section>
  );
}
