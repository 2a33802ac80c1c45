import {
  INBOUND_RING_SECONDS,
  RECORDING_NOTICE,
  VOICEMAIL_MAX_SECONDS,
  outboundWhisper,
  withRecordingNotice,
} from '@porchlight/domain/calls/call-schemas';
import { VoiceResponse } from '../../providers/sms/twilio-calls.ts';

// What Twilio plays, made with the `twilio` package's VoiceResponse (it escapes what it is given).

/** A recorded call: where Twilio reports the recording, and the notice the lead hears first. */
export type Recording = { statusCallback: string; noticeUrl: string };

/**
 * A <Dial> that records the conversation from the moment the other party answers, one channel
 * per party, and reports the recording when it is ready.
 */
const recordedDial = (recording: Recording | undefined) =>
  recording
    ? {
        record: 'record-from-answer-dual' as const,
        recordingStatusCallback: recording.statusCallback,
        recordingStatusCallbackMethod: 'POST' as const,
        recordingStatusCallbackEvent: ['completed' as const],
      }
    : {};

/**
 * Click to call, once the agent answers their phone: who is about to be called, then the lead,
 * from the account's number. Recorded, the agent hears the notice after the whisper and the lead
 * hears it on answering (the Number's url plays to the called party before they are connected).
 */
export function bridgeToLead(o: {
  leadName: string;
  leadPhone: string;
  callerId: string;
  dialAction: string;
  recording?: Recording;
}): string {
  const r = new VoiceResponse();
  r.say(withRecordingNotice(outboundWhisper(o.leadName), !!o.recording));
  const dial = r.dial({ callerId: o.callerId, action: o.dialAction, method: 'POST', ...recordedDial(o.recording) });
  if (o.recording) dial.number({ url: o.recording.noticeUrl, method: 'POST' }, o.leadPhone);
  else dial.number(o.leadPhone);
  return r.toString();
}

/**
 * A call to the account's number: ring the agent's phone (with the whisper), then the dial action
 * decides. Recorded, the caller hears the notice before the agent's phone rings, and the agent
 * hears it after the whisper.
 */
export function forwardToAgent(o: { agentPhone: string; whisperUrl: string; dialAction: string; recording?: Recording }): string {
  const r = new VoiceResponse();
  if (o.recording) r.say(RECORDING_NOTICE);
  const dial = r.dial({ timeout: INBOUND_RING_SECONDS, action: o.dialAction, method: 'POST', ...recordedDial(o.recording) });
  dial.number({ url: o.whisperUrl, method: 'POST' }, o.agentPhone);
  return r.toString();
}

/** What the lead hears on answering a recorded click-to-call, before they are put through. */
export function recordingNotice(): string {
  const r = new VoiceResponse();
  r.say(RECORDING_NOTICE);
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
