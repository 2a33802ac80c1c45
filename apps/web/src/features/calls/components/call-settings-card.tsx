import { useId, useState, type FormEvent } from 'react';
import { MISSED_CALL_TEXT_MAX, RECORDING_NOTICE } from '@porchlight/domain/calls/call-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCallSettings } from '../api/get-call-settings';
import { useSaveCallSettings } from '../api/save-call-settings';

/** Settings > Notifications: recording calls (with the notice each party hears), and the missed-call text. */
export function CallSettingsCard() {
  const settings = useCallSettings();
  if (!settings.data) return <Skeleton className="h-64 w-full" aria-label="Loading call settings" />;
  const { data } = settings;
  return (
    <CallSettingsForm
      isRecording={data.record_calls}
      retentionDays={data.recording_retention_days}
      isTextingBack={data.missed_call_text_enabled}
      text={data.missed_call_text}
    />
  );
}

const days = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'}`;

function CallSettingsForm({
  isRecording,
  retentionDays,
  isTextingBack,
  text,
}: {
  isRecording: boolean;
  retentionDays: number;
  isTextingBack: boolean;
  text: string;
}) {
  const save = useSaveCallSettings();
  const [words, setWords] = useState(text);
  const recordId = useId();
  const textBackId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ missed_call_text: words.trim() }, { onSuccess: () => toast.success('Missed-call text saved') });
  };
  const record = (on: boolean) =>
    save.mutate({ record_calls: on }, { onSuccess: () => toast.success(on ? 'Calls will be recorded' : 'Calls will not be recorded') });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calls</CardTitle>
        <CardDescription>Calls through your Porchlight number: recording them, and the text a missed caller gets.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-2" aria-labelledby={`${recordId}-title`}>
          <div className="flex items-center justify-between gap-4">
            <Label id={`${recordId}-title`} htmlFor={recordId}>
              Record calls
            </Label>
            <Switch id={recordId} checked={isRecording} disabled={save.isPending} onCheckedChange={record} />
          </div>
          <p className="text-sm text-muted-foreground">
            Off unless you turn it on. When on, everyone hears &ldquo;{RECORDING_NOTICE}&rdquo; before you talk: a lead you call hears it
            when they answer, someone who calls your number hears it before your phone rings, and you hear it after who is calling. Some
            states require everyone on a call to agree to a recording: the notice is how they are told.
          </p>
          <p className="text-sm text-muted-foreground">
            Recordings and voicemails play on the lead&apos;s timeline. Your plan keeps them for {days(retentionDays)}, then they are
            deleted, and deleting a lead deletes its recordings.
          </p>
        </section>
        <Separator />
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Missed-call text">
          <div className="grid gap-1">
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor={textBackId}>Text back a missed call</Label>
              <Switch
                id={textBackId}
                checked={isTextingBack}
                disabled={save.isPending}
                onCheckedChange={(v) => save.mutate({ missed_call_text_enabled: v })}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              When a lead calls your Porchlight number and nobody answers, they get this text within a minute (once an hour at most, and not
              outside 8:00-21:00 on their clock).
            </p>
          </div>
          <FormField label="The text">
            <Textarea rows={2} maxLength={MISSED_CALL_TEXT_MAX} value={words} onChange={(e) => setWords(e.target.value)} />
          </FormField>
          <FormError message={save.error ? messageOf(save.error, 'Could not save the call settings') : null} />
          <div>
            <Button type="submit" isLoading={save.isPending} disabled={!words.trim()}>
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
