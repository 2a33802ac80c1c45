import twilio from 'twilio';
import { sendFailureOf, twilioClient, twilioError, type TwilioCredentials } from './sms-provider.ts';

// Calls through Twilio's Voice API (issue 52), on the same accounts texts use: the operator's
// (environment) or an agent's own (Settings > Accounts).

export type OutgoingCall = {
  /** The agent's phone, rung first. */
  to: string;
  /** The account's number, the caller ID the agent sees. */
  from: string;
  /** What Twilio plays once the agent answers (VoiceResponse). */
  twiml: string;
  statusCallback: string;
};

/** Twilio refused the call for good (a bad number, an unverified caller ID): the call fails at once. */
export class CallRefusedError extends Error {
  override name = 'CallRefusedError';
}

/** The request may have reached Twilio before it failed: a retry asks Twilio (`findPlaced`) before it dials again. */
export class MaybePlacedCallError extends Error {
  override name = 'MaybePlacedCallError';
}

export type VoiceProvider = {
  readonly accountSid: string;
  /** Twilio's CallSid. Throws CallRefusedError, MaybePlacedCallError, or another error (not placed: retry). */
  place(call: OutgoingCall): Promise<string>;
  /**
   * Calls to `to` from `from` created since `after`, oldest first: how a dial job that died or
   * lost its connection after asking learns the call was placed, so it never dials twice.
   */
  findPlaced(call: Pick<OutgoingCall, 'to' | 'from'>, after: Date): Promise<string[]>;
  /**
   * A recording's audio (MP3), asked with the account's credentials; `range` is the player's
   * Range header, passed on so it can seek. Twilio's answer as it came (a 404 when it is gone).
   */
  recordingAudio(recordingSid: string, range: string | undefined): Promise<Response>;
  /** Deletes a recording at Twilio (DELETE …/Recordings/{sid}.json): 'gone' when Twilio had none. */
  deleteRecording(recordingSid: string): Promise<'deleted' | 'gone'>;
};

/** Twilio's REST host, or the one configuration points the library at (tests, proxies). */
const TWILIO_API_URL = 'https://api.twilio.com';
/** How long Twilio may take to start answering for a recording before the player gets an error. */
const RECORDING_ANSWER_TIMEOUT_MS = 20_000;

export type VoiceCredentials = Pick<TwilioCredentials, 'accountSid' | 'authToken' | 'apiUrl'>;

/** Twilio's Calls resource through the `twilio` library (form-encoded POST to /2010-04-01/Accounts/{sid}/Calls.json). */
export function createTwilioVoice(credentials: VoiceCredentials): VoiceProvider {
  const client = twilioClient(credentials);
  return {
    accountSid: credentials.accountSid,
    async place(call) {
      try {
        const placed = await client.calls.create({
          to: call.to,
          from: call.from,
          twiml: call.twiml,
          statusCallback: call.statusCallback,
          statusCallbackMethod: 'POST',
          statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        });
        return placed.sid;
      } catch (error) {
        const failure = sendFailureOf(error);
        if (failure === 'refused') throw new CallRefusedError(twilioError(error), { cause: error });
        if (failure === 'maybe_sent') throw new MaybePlacedCallError(twilioError(error), { cause: error });
        throw error;
      }
    },
    async findPlaced(call, after) {
      const list = await client.calls.list({ to: call.to, from: call.from, limit: 50 });
      return list
        .filter((c) => c.dateCreated >= after)
        .sort((a, b) => a.dateCreated.getTime() - b.dateCreated.getTime())
        .map((c) => c.sid);
    },
    async recordingAudio(recordingSid, range) {
      const base = (credentials.apiUrl ?? TWILIO_API_URL).replace(/\/$/, '');
      const url = `${base}/2010-04-01/Accounts/${credentials.accountSid}/Recordings/${encodeURIComponent(recordingSid)}.mp3`;
      const auth = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64');
      // Twilio may answer with a redirect to a short-lived address of the file: fetch follows it
      // and, the origin being another, does not send our credentials there.
      // The time limit is on Twilio's answer, not on the body: a player reads it as it plays.
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new Error('Twilio did not answer in time')), RECORDING_ANSWER_TIMEOUT_MS);
      try {
        return await fetch(url, { headers: { authorization: `Basic ${auth}`, ...(range ? { range } : {}) }, signal: abort.signal });
      } finally {
        clearTimeout(timer);
      }
    },
    async deleteRecording(recordingSid) {
      try {
        await client.recordings(recordingSid).remove();
        return 'deleted';
      } catch (error) {
        if ((error as { status?: number }).status === 404) return 'gone';
        throw error;
      }
    },
  };
}

/** TwiML made by the `twilio` package's VoiceResponse. */
export const VoiceResponse = twilio.twiml.VoiceResponse;
