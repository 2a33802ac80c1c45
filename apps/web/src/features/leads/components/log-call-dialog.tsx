import { useState, type FormEvent } from 'react';
import {
  CALL_DURATION_MAX_SECONDS,
  CALL_OUTCOMES,
  CALL_OUTCOME_LABELS,
  parseCallDuration,
  type CallOutcome,
} from '@porchlight/domain/leads/lead-calls';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { useLogLeadCall } from '../api/log-lead-call';

type LogCallDialogProps = { leadId: string; leadName: string; onClose: () => void };

/** "Log call": how it went (required), how long it took and what was said (optional). */
export function LogCallDialog({ leadId, leadName, onClose }: LogCallDialogProps) {
  const logCall = useLogLeadCall(leadId);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [duration, setDuration] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; duration?: string }>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const seconds = parseCallDuration(duration);
    const next = {
      outcome: outcome ? undefined : 'Choose how the call went',
      duration:
        seconds !== null && (Number.isNaN(seconds) || seconds > CALL_DURATION_MAX_SECONDS)
          ? 'Minutes (5) or minutes and seconds (5:30), up to 4 hours'
          : undefined,
    };
    setErrors(next);
    if (next.outcome || next.duration || !outcome) return;
    setSaveError(null);
    logCall.mutate(
      { outcome, durationSeconds: seconds ?? undefined, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Call logged');
          onClose();
        },
        onError: (error) => setSaveError(messageOf(error, 'The call was not logged. Please try again.')),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !logCall.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log a call</DialogTitle>
          <DialogDescription>With {leadName}. It goes on the timeline.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Log a call">
          <fieldset className="grid gap-2" aria-describedby={errors.outcome ? 'call-outcome-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">How did it go?</legend>
            <ChoiceCards name="call-outcome" choices={CALL_OUTCOMES} labels={CALL_OUTCOME_LABELS} value={outcome} onChange={setOutcome} />
            {errors.outcome && (
              <p id="call-outcome-error" className="text-sm text-destructive">
                {errors.outcome}
              </p>
            )}
          </fieldset>
          <FormField label="Duration (minutes)" hint="5 or 5:30; leave empty if you do not know" error={errors.duration}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              className="sm:w-40"
            />
          </FormField>
          <FormField label="What was said (optional)">
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Wants a yard, back in touch Friday..." />
          </FormField>
          <FormError message={saveError} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={logCall.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={logCall.isPending}>
              Log call
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
