import { INBOUND_RING_SECONDS, VOICEMAIL_MAX_SECONDS, outboundWhisper } from '@porchlight/domain/calls/call-schemas';
import { VoiceResponse } from '../../providers/sms/twilio-calls.ts';

// What Twilio plays, made with the `twilio` package's VoiceResponse (it escapes what it is given).

/** Click to call, once the agent answers their phone: who is about to be called, then the lead, from the account's number. */
export function bridgeToLead(o: { leadName: string; leadPhone: string; callerId: string; dialAction: string }): string {
  const r = new VoiceResponse();
  r.say(outboundWhisper(o.leadName));
  const dial = r.dial({ callerId: o.callerId, action: o.dialAction, method: 'POST' });
  dial.number(o.leadPhone);
  return r.toString();
}

/** A call to the account's number: ring the agent's phone (with the whisper), then the dial action decides. */
export function forwardToAgent(o: { agentPhone: string; whisperUrl: string; dialAction: string }): string {
  const r = new VoiceResponse();
  const dial = r.dial({ timeout: INBOUND_RING_SECONDS, action: o.dialAction, method: 'POST' });
  dial.number({ url: o.whisperUrl, method: 'POST' }, o.agentPhone);
  return r.toString();
}

/** What the agent hears before the caller is put through. */
export function whisper(words: string): string {
  const r = new VoiceResponse();
  r.say(words);
  return r.toString();
}

/** Nobody answered: the caller leaves a message. */
export function takeVoicemail(o: { agentName: string | null; recordingAction: string }): string {
  const r = new VoiceResponse();
  r.say(`Sorry, ${o.agentName?.trim() || 'your agent'} can't take your call right now. Please leave a message after the tone.`);
  r.record({
    maxLength: VOICEMAIL_MAX_SECONDS,
    playBeep: true,
    action: o.recordingAction,
    method: 'POST',
    recordingStatusCallback: o.recordingAction,
    recordingStatusCallbackMethod: 'POST',
  });
  r.hangup();
  return r.toString();
}

/** Nothing more to do: the call ends. */
export function hangUp(): string {
  const r = new VoiceResponse();
  r.hangup();
  return r.toString();
}

/** A call to a number no account owns now. */
export function notInService(): string {
  const r = new VoiceResponse();
  r.reject();
  return r.toString();
}
