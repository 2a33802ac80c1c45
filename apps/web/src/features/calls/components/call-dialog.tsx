import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import {
  CALL_RESULTS,
  CALL_RESULT_LABELS,
  type CallReadinessResponse,
  type CallResponse,
  type CallResult,
} from '@porchlight/domain/calls/call-schemas';
import { formatCallDuration } from '@porchlight/domain/leads/lead-calls';
import { Button } from '@/components/ui/button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError, messageOf } from '@/lib/api-client';
import { PLANS_PATH, SEE_PLANS_LABEL, limitReachedDetails, limitReachedMessage } from '@/lib/limit-reached';
import { toast } from '@/lib/toast';
import { useCall } from '../api/get-call';
import { useCallSettings } from '../api/get-call-settings';
import { useStartCall } from '../api/start-call';
import { useUpdateCall } from '../api/update-call';

type Problem = NonNullable<CallReadinessResponse['problem']>;

const WAY_OUT: Record<Problem, { text: string; link: string; label: string }> = {
  no_phone: {
    text: 'Porchlight rings your phone first, then the lead: add your phone number to your profile.',
    link: '/settings?tab=profile',
    label: 'Open Settings > Profile',
  },
  no_twilio: {
    text: 'Calling goes through Twilio, which is not set up on this Porchlight. Your operator sets it up (docs/calls.md), or you can connect your own Twilio account.',
    link: '/settings?tab=accounts',
    label: 'Open Settings > Accounts',
  },
  no_number: {
    text: 'Calls come from your Porchlight number, and you do not have one yet: turn texting on to get one.',
    link: '/settings?tab=notifications',
    label: 'Open Settings > Notifications',
  },
};

const problemOf = (error: unknown): Problem | undefined => {
  const problem = isApiError(error) ? (error.body as { problem?: string } | undefined)?.problem : undefined;
  return problem && problem in WAY_OUT ? (problem as Problem) : undefined;
};

/** What stops the call and the way past it: the plan's call minutes used up (402), or what is missing (409, readiness). */
function wayOutOf(error: unknown, problem: Problem | undefined) {
  const limit = limitReachedDetails(error);
  if (limit)
    return {
      text: `${limitReachedMessage(limit)}. Upgrade your plan to call through Porchlight again, or call from this device.`,
      link: PLANS_PATH,
      label: SEE_PLANS_LABEL,
    };
  return problem ? WAY_OUT[problem] : undefined;
}

/** The call: ring the agent's phone, the call live, then how it went. */
export function CallDialog({
  leadId,
  leadName,
  leadPhone,
  onClose,
}: {
  leadId: string;
  leadName: string;
  leadPhone: string;
  onClose: () => void;
}) {
  const settings = useCallSettings();
  const start = useStartCall();
  const queryClient = useQueryClient();
  const [callId, setCallId] = useState<string | null>(null);
  const close = () => {
    // The call's line on the lead's timeline is written by the server as the call ends.
    void queryClient.invalidateQueries({ queryKey: ['leads'] });
    onClose();
  };
  const wayOut = wayOutOf(start.error, problemOf(start.error) ?? settings.data?.problem ?? undefined);

  return (
    <Dialog open onOpenChange={(open) => !open && !start.isPending && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Call {leadName}</DialogTitle>
          <DialogDescription>From your Porchlight number: {leadName} never sees your own.</DialogDescription>
        </DialogHeader>
        {callId ? (
          <LiveCall callId={callId} leadName={leadName} onDone={close} />
        ) : settings.isPending ? (
          <Spinner />
        ) : wayOut ? (
          <div className="grid gap-3 text-sm">
            <p role="alert">{wayOut.text}</p>
            <DialogFooter>
              <Button variant="outline" asChild>
                <a href={`tel:${leadPhone}`}>Call from this device instead</a>
              </Button>
              <Button asChild>
                <Link to={wayOut.link}>{wayOut.label}</Link>
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="grid gap-3 text-sm">
            <p>
              We&apos;ll ring your phone{settings.data?.agent_phone_tail ? ` (${settings.data.agent_phone_tail})` : ''} first. When you
              answer, you&apos;ll hear who is next and we&apos;ll connect you to {leadName}.
            </p>
            <FormError message={start.error || settings.error ? messageOf(start.error ?? settings.error) : null} />
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={start.isPending}>
                Cancel
              </Button>
              <Button isLoading={start.isPending} onClick={() => start.mutate(leadId, { onSuccess: (call) => setCallId(call.id) })}>
                <Phone aria-hidden="true" />
                Ring my phone
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

const stateWords = (call: CallResponse | undefined) => {
  if (!call || call.state === 'queued' || call.state === 'dialing' || call.state === 'ringing') return 'Ringing your phone…';
  return 'On the call…';
};

function LiveCall({ callId, leadName, onDone }: { callId: string; leadName: string; onDone: () => void }) {
  const call = useCall(callId);
  if (call.data?.state !== 'ended')
    return (
      <div className="grid gap-3 text-sm" aria-live="polite">
        <p className="flex items-center gap-2">
          <Spinner /> {stateWords(call.data)}
        </p>
        <p className="text-muted-foreground">You can close this: the call goes on, and it is logged on {leadName}&apos;s timeline.</p>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );
  return <AfterCall call={call.data} onDone={onDone} />;
}

/** The prompt after the call: how it went (what Twilio saw, to correct) and a note. */
function AfterCall({ call, onDone }: { call: CallResponse; onDone: () => void }) {
  const update = useUpdateCall(call.id);
  const [outcome, setOutcome] = useState<CallResult | null>(call.outcome);
  const [note, setNote] = useState(call.note ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { outcome: outcome ?? undefined, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success('Call saved');
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="How did the call go?">
      <p className="text-sm">
        Call ended{call.duration_seconds ? ` after ${formatCallDuration(call.duration_seconds)}` : ''}.{call.error ? ` ${call.error}` : ''}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">How did it go?</legend>
        <ChoiceCards name="call-result" choices={CALL_RESULTS} labels={CALL_RESULT_LABELS} value={outcome} onChange={setOutcome} />
      </fieldset>
      <FormField label="Note (optional)">
        <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Wants a tour on Saturday..." />
      </FormField>
      <FormError message={update.error ? messageOf(update.error, 'The note was not saved. Please try again.') : null} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Skip
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
