import { useId, useState, type FormEvent } from 'react';
import { MISSED_CALL_TEXT_MAX } from '@porchlight/domain/calls/call-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCallSettings } from '../api/get-call-settings';
import { useSaveCallSettings } from '../api/save-call-settings';

/** Settings > Notifications: the text a lead gets when their call to the agent's number goes unanswered. */
export function MissedCallCard() {
  const settings = useCallSettings();
  if (!settings.data) return <Skeleton className="h-40 w-full" aria-label="Loading missed-call settings" />;
  return <MissedCallForm enabled={settings.data.missed_call_text_enabled} text={settings.data.missed_call_text} />;
}

function MissedCallForm({ enabled, text }: { enabled: boolean; text: string }) {
  const save = useSaveCallSettings();
  const [words, setWords] = useState(text);
  const switchId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ missed_call_text: words.trim() }, { onSuccess: () => toast.success('Missed-call text saved') });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Missed calls</CardTitle>
        <CardDescription>
          When a lead calls your Porchlight number and nobody answers, they get this text within a minute (once an hour at most, and not
          outside 8:00-21:00 on their clock).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Missed-call text">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={switchId}>Text back a missed call</Label>
            <Switch
              id={switchId}
              checked={enabled}
              disabled={save.isPending}
              onCheckedChange={(v) => save.mutate({ missed_call_text_enabled: v })}
            />
          </div>
          <FormField label="The text">
            <Textarea rows={2} maxLength={MISSED_CALL_TEXT_MAX} value={words} onChange={(e) => setWords(e.target.value)} />
          </FormField>
          <FormError message={save.error ? messageOf(save.error, 'Could not save the missed-call text') : null} />
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
