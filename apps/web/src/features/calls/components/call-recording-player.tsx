import { formatCallDuration } from '@porchlight/domain/leads/lead-calls';
import { useLeadCalls } from '../api/get-lead-calls';

/**
 * The recording of a call on the lead's timeline (the conversation, or the caller's voicemail):
 * a player that streams it through Porchlight, signed in, only when it asks to play. Nothing
 * shows for a call without one, or once the plan's retention deleted it.
 */
export function CallRecordingPlayer({ leadId, callId }: { leadId: string; callId: string }) {
  const calls = useLeadCalls(leadId);
  const call = calls.data?.calls.find((c) => c.id === callId);
  if (!call?.recording_url) return null;
  const label = call.outcome === 'voicemail' ? 'Voicemail' : 'Call recording';
  return (
    <div className="mt-1 grid gap-1">
      <p className="text-xs text-muted-foreground">
        {label}
        {call.recording_seconds ? ` · ${formatCallDuration(call.recording_seconds)}` : ''}
      </p>
      <audio controls preload="none" src={call.recording_url} aria-label={`${label} of this call`} className="h-9 w-full max-w-sm">
        <a href={call.recording_url}>Download the recording</a>
      </audio>
    </div>
  );
}
