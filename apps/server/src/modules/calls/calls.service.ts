import {
  CALL_WEBHOOK_PATHS,
  DEFAULT_MISSED_CALL_TEXT,
  MISSED_CALL_TEXT_BACK_WINDOW_MINUTES,
  PHONE_CALL_SOURCE,
  inboundWhisper,
  phoneTail,
  resultOfDial,
  resultOfUnbridged,
  stateOfCallStatus,
  type CallReadinessResponse,
  type CallResult,
  type CallResponse,
  type CallSettingsRequest,
  type StartCallRequest,
  type UpdateCallRequest,
} from '@porchlight/domain/calls/call-schemas';
import { toE164 } from '@porchlight/domain/messaging/phone';
import { SEND_REQUEST_QUEUE, type SendRequest } from '@porchlight/domain/messaging/send-request';
import type { Database } from '../../db/client.ts';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { CallRefusedError, type VoiceCredentials, type VoiceProvider } from '../../providers/sms/twilio-calls.ts';
import { bridgeToLead, forwardToAgent, hangUp, notInService, takeVoicemail, whisper } from './calls-twiml.ts';
import { toCallResponse, type CallsRepository } from './calls.repository.ts';

export const DIAL_QUEUE = 'calls.dial';

/** What calls needs of other modules, as functions (compose passes them). */
export type CallsPorts = {
  /** The Twilio account and number the agent's calls go through (texting's). */
  voiceLine: (userId: string) => Promise<{ number: string | null; credentials: VoiceCredentials | undefined }>;
  /** The Twilio account that signed a webhook (texting's check), undefined when forged. */
  signerOf: (url: string, params: Record<string, string>, signature: string | undefined) => Promise<string | undefined>;
  /** The account that owns the number a call was made to, held by the Twilio account that signed (decision 044). */
  numberOwner: (to: string, signer: string | null) => Promise<{ userId: string } | { reason: string }>;
  /** A caller not in the book becomes a lead (lead routing then assigns it like any lead that came in by itself). */
  createLead: (userId: string, lead: { name: string; phone: string; source: string }) => Promise<{ id: string; name: string }>;
};

export type CallsDeps = CallsPorts & {
  repo: CallsRepository;
  jobs: JobQueue;
  eventLog: Pick<EventLog, 'record'>;
  voice: (credentials: VoiceCredentials) => VoiceProvider;
  appUrl: string;
  logger: Logger;
  now?: () => Date;
};

type CallRow = NonNullable<Awaited<ReturnType<CallsRepository['byId']>>>;
type Params = Record<string, string>;

const problemMessages = {
  no_phone: 'Add your phone number in Settings > Profile: Porchlight rings your phone first, then the lead.',
  no_twilio:
    'Calling needs Twilio: your operator sets TWILIO_ACCOUNT_SID (docs/calls.md), or connect your own Twilio account in Settings > Accounts.',
  no_number: 'Your account has no Twilio number yet: turn texting on in Settings > Notifications to get one.',
} as const;

/** Click to call, Twilio's reports on each call, inbound calls and the missed-call text-back (issue 52). */
export function createCallsService(deps: CallsDeps) {
  const { repo, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const url = (path: string, callId: string) => `${deps.appUrl}${path}?call=${callId}`;

  async function readiness(userId: string) {
    const [agent, line] = await Promise.all([repo.agent(userId), deps.voiceLine(userId)]);
    const agentPhone = toE164(agent?.phone ?? undefined) ?? null;
    const problem = !agentPhone ? 'no_phone' : !line.credentials ? 'no_twilio' : !line.number ? 'no_number' : null;
    return { agentPhone, line, problem } as const;
  }

  /** The lead's timeline hears of the call (once per key); a connected call stops the response clock there. */
  async function logged(executor: Database, row: CallRow, onceKey?: string) {
    if (!row.leadId) return;
    await deps.eventLog.record(executor, {
      type: 'call.logged',
      accountId: row.userId,
      actorId: row.agentId,
      subjectType: 'lead',
      subjectId: row.leadId,
      payload: {
        callId: row.id,
        leadId: row.leadId,
        direction: row.direction,
        outcome: row.outcome,
        durationSeconds: row.durationSeconds,
        note: row.note,
        endedAt: (row.endedAt ?? now()).toISOString(),
      },
      onceKey,
    });
  }

  /** Ends the call once, with its log line, and texts back a missed call from a lead. */
  async function end(row: CallRow, fallback: { outcome: CallResult; error?: string | null }) {
    const ended = await repo.db.transaction(async (tx) => {
      const done = await repo.end(row.id, now(), fallback, tx);
      if (done) await logged(tx as unknown as Database, done, `call-ended:${row.id}`);
      return done;
    });
    if (ended && ended.direction === 'inbound' && ended.outcome !== 'connected') await textBack(ended);
  }

  /**
   * A missed call from a lead is answered by a text, once per caller per hour, through
   * messaging's send requests (its consent, quiet hours and month's limit apply; a text
   * outside the lead's hours waits for the morning).
   */
  async function textBack(row: CallRow) {
    if (!row.leadId) return;
    const settings = await repo.settings(row.userId);
    if (settings && !settings.enabled) return;
    const at = now();
    const since = new Date(at.getTime() - MISSED_CALL_TEXT_BACK_WINDOW_MINUTES * 60_000);
    const requestKey = `missed-call:${row.id}`;
    const request: SendRequest = {
      userId: row.userId,
      leadId: row.leadId,
      channel: 'sms',
      body: settings?.text ?? DEFAULT_MISSED_CALL_TEXT,
      requestKey,
    };
    await repo.claimTextBack(row, at, since, (tx) =>
      deps.jobs.enqueue(tx, SEND_REQUEST_QUEUE, request, { accountId: row.userId, uniqueKey: requestKey }),
    );
  }

  /** The webhook's call: by our id (in its URL), signed by the Twilio account the call is on. */
  async function callOf(query: string | undefined, params: Params, signer: string) {
    const row = query ? await repo.byId(query) : params.CallSid ? await repo.bySid(params.CallSid) : undefined;
    if (!row) return undefined;
    if (row.accountSid !== signer) throw new HttpError(403, 'Signed by another Twilio account than the call is on');
    if (!row.callSid && params.CallSid && row.direction === 'outbound') await repo.placed(row.id, params.CallSid);
    return row;
  }

  return {
    async readiness(userId: string): Promise<CallReadinessResponse> {
      const [{ agentPhone, problem }, settings] = await Promise.all([readiness(userId), repo.settings(userId)]);
      return {
        ready: problem === null,
        agent_phone_tail: phoneTail(agentPhone),
        problem,
        missed_call_text: settings?.text ?? DEFAULT_MISSED_CALL_TEXT,
        missed_call_text_enabled: settings?.enabled ?? true,
      };
    },

    async saveSettings(userId: string, body: CallSettingsRequest): Promise<CallReadinessResponse> {
      await repo.saveSettings(userId, { enabled: body.missed_call_text_enabled, text: body.missed_call_text });
      return this.readiness(userId);
    },

    /**
     * Click to call: the call is written and its dial job queued together (so a crash loses no
     * call, and the job, keyed by the call, dials once). 409 naming what is missing.
     */
    async start(userId: string, body: StartCallRequest): Promise<CallResponse> {
      const lead = await repo.lead(userId, body.lead_id);
      if (!lead) throw new HttpError(404, 'Lead not found');
      const leadPhone = toE164(lead.phone ?? undefined);
      if (!leadPhone) throw new HttpError(409, `${lead.name} has no phone number to call`, { problem: 'no_lead_phone' });
      const { agentPhone, line, problem } = await readiness(userId);
      if (problem) throw new HttpError(409, problemMessages[problem], { problem });
      const row = await repo.db.transaction(async (tx) => {
        const inserted = await repo.insert(
          {
            userId,
            agentId: userId,
            leadId: lead.id,
            direction: 'outbound',
            fromNumber: line.number!,
            toNumber: leadPhone,
            agentPhone: agentPhone!,
            accountSid: line.credentials!.accountSid,
          },
          tx,
        );
        await deps.jobs.enqueue(tx, DIAL_QUEUE, { callId: inserted.id }, { accountId: userId, uniqueKey: `call-dial:${inserted.id}` });
        return inserted;
      });
      return toCallResponse(row);
    },

    /**
     * The dial job: asks Twilio to ring the agent's phone with the bridge's TwiML. A rerun after a
     * crash or a lost answer asks Twilio first for a call it placed since the last attempt, and
     * takes it instead of dialling again.
     */
    async dial(callId: string) {
      const row = await repo.byId(callId);
      if (!row || row.callSid || row.state === 'ended' || !row.agentPhone || !row.leadId) return;
      const line = await deps.voiceLine(row.userId);
      if (!line.credentials || line.credentials.accountSid !== row.accountSid) {
        await end(row, { outcome: 'failed', error: 'The Twilio account this call was to go through is not connected any more' });
        return;
      }
      const voice = deps.voice(line.credentials);
      const leg = { to: row.agentPhone, from: row.fromNumber };
      if (row.dialStartedAt) {
        const placed = await voice.findPlaced(leg, new Date(row.dialStartedAt.getTime() - 60_000));
        const taken = await repo.sidTaken(placed, row.id);
        const ours = placed.find((sid) => !taken.has(sid));
        if (ours) {
          await repo.placed(row.id, ours);
          return;
        }
      }
      await repo.startDial(row.id, now());
      const lead = await repo.lead(row.userId, row.leadId);
      try {
        const sid = await voice.place({
          ...leg,
          twiml: bridgeToLead({
            leadName: lead?.name ?? 'your lead',
            leadPhone: row.toNumber,
            callerId: row.fromNumber,
            dialAction: url(CALL_WEBHOOK_PATHS.dial, row.id),
          }),
          statusCallback: url(CALL_WEBHOOK_PATHS.status, row.id),
        });
        await repo.placed(row.id, sid);
      } catch (error) {
        if (!(error instanceof CallRefusedError)) throw error;
        await end(row, { outcome: 'failed', error: `Twilio: ${error.message}` });
      }
    },

    /** The dial job gave up (retries spent): the call failed, and says so. */
    async dialFailed(callId: string, error: string) {
      const row = await repo.byId(callId);
      if (row && row.state !== 'ended') await end(row, { outcome: 'failed', error: `Twilio: ${error}` });
    },

    /** Twilio's status report on a call's first leg (the agent's phone, or the caller's call). */
    async status(query: string | undefined, params: Params, signer: string) {
      const row = await callOf(query, params, signer);
      if (!row) return;
      const state = stateOfCallStatus(params.CallStatus);
      if (!state) return;
      if (state !== 'ended') return repo.advance(row.id, state);
      await end(row, {
        outcome: resultOfUnbridged(params.CallStatus),
        error: params.CallStatus === 'failed' ? 'The call could not be placed' : null,
      });
    },

    /** The <Dial> ended: the lead's answer (click to call), or the agent's (inbound: else a voicemail). */
    async dialed(query: string | undefined, params: Params, signer: string): Promise<string> {
      const row = await callOf(query, params, signer);
      if (!row) return hangUp();
      const result = resultOfDial(params.DialCallStatus);
      const duration = Number.parseInt(params.DialCallDuration ?? '', 10);
      const durationSeconds = Number.isFinite(duration) ? duration : null;
      if (row.direction === 'outbound') {
        if (result) await repo.result(row.id, { outcome: result, durationSeconds, answeredBy: result === 'connected' ? 'lead' : null });
        return hangUp();
      }
      if (result === 'connected') {
        await repo.result(row.id, { outcome: 'connected', durationSeconds, answeredBy: 'agent' });
        await end(row, { outcome: 'no_answer' });
        return hangUp();
      }
      const agent = row.agentId ? await repo.agent(row.agentId) : undefined;
      return takeVoicemail({ agentName: agent?.name ?? null, recordingAction: url(CALL_WEBHOOK_PATHS.voicemail, row.id) });
    },

    /** The caller's voicemail (the recording's action and status report: both, once). */
    async voicemail(query: string | undefined, params: Params, signer: string): Promise<string> {
      const row = await callOf(query, params, signer);
      if (!row || !params.RecordingUrl) return hangUp();
      const duration = Number.parseInt(params.RecordingDuration ?? '', 10);
      if (row.recordingUrl === params.RecordingUrl) return hangUp();
      const updated = await repo.voicemail(row.id, params.RecordingUrl, Number.isFinite(duration) ? duration : null);
      if (updated?.state === 'ended') await logged(repo.db, updated, `call-voicemail:${row.id}`);
      else if (updated) await end(updated, { outcome: 'no_answer' });
      return hangUp();
    },

    /** What the agent hears before an inbound caller is put through. */
    async whisper(query: string | undefined, params: Params, signer: string): Promise<string> {
      const row = await callOf(query, params, signer);
      const lead = row?.leadId ? await repo.lead(row.userId, row.leadId) : undefined;
      return whisper(inboundWhisper(lead?.name ?? null, lead?.stage ?? null));
    },

    /**
     * A call to one of our numbers: it rings the agent of the lead calling (the one routing gave
     * it, else the book's owner), with a whisper; a caller not in the book becomes a lead. A
     * number no account owns now rejects the call. Twilio asking again gets the same call.
     */
    async inbound(params: Params, signer: string): Promise<string> {
      const from = toE164(params.From) ?? params.From ?? '';
      const to = toE164(params.To) ?? params.To ?? '';
      if (!params.CallSid || !to) throw new HttpError(400, 'CallSid and To are required');
      const owner = await deps.numberOwner(to, signer);
      if (!('userId' in owner)) {
        logger.warn({ to, callSid: params.CallSid, reason: owner.reason }, 'A call reached no account');
        return notInService();
      }
      const userId = owner.userId;
      const known = await repo.bySid(params.CallSid);
      let row = known;
      if (!row) {
        const callerNumber = toE164(params.From);
        let lead = callerNumber ? await repo.leadByPhone(userId, callerNumber) : undefined;
        if (!lead && callerNumber) {
          try {
            const made = await deps.createLead(userId, { name: `Caller ${callerNumber}`, phone: callerNumber, source: PHONE_CALL_SOURCE });
            lead = await repo.lead(userId, made.id);
          } catch (error) {
            // Past the plan's lead limit (402) the call still rings; the caller is just not a lead.
            if (!(error instanceof HttpError)) throw error;
            logger.warn({ userId, status: error.status }, 'A caller could not become a lead');
          }
        }
        const agentId = lead?.assignedUserId ?? userId;
        const agent = (await repo.agent(agentId)) ?? (await repo.agent(userId));
        row = await repo.insertInbound({
          userId,
          agentId,
          leadId: lead?.id ?? null,
          direction: 'inbound',
          fromNumber: from,
          toNumber: to,
          agentPhone: toE164(agent?.phone ?? undefined) ?? null,
          accountSid: signer,
          callSid: params.CallSid,
          state: 'ringing',
        });
      }
      if (!row.agentPhone) {
        const agent = row.agentId ? await repo.agent(row.agentId) : undefined;
        return takeVoicemail({ agentName: agent?.name ?? null, recordingAction: url(CALL_WEBHOOK_PATHS.voicemail, row.id) });
      }
      return forwardToAgent({
        agentPhone: row.agentPhone,
        whisperUrl: url(CALL_WEBHOOK_PATHS.whisper, row.id),
        dialAction: url(CALL_WEBHOOK_PATHS.dial, row.id),
      });
    },

    signerOf: deps.signerOf,

    async list(userId: string, leadId: string) {
      return { calls: (await repo.ofLead(userId, leadId)).map(toCallResponse) };
    },

    async get(userId: string, id: string): Promise<CallResponse> {
      const row = await repo.own(userId, id);
      if (!row) throw new HttpError(404, 'Call not found');
      return toCallResponse(row);
    },

    /** After the call: the agent's outcome and note, on the call and its timeline line. */
    async update(userId: string, id: string, body: UpdateCallRequest): Promise<CallResponse> {
      const row = await repo.noted(userId, id, {
        outcome: body.outcome,
        note: body.note === undefined ? undefined : body.note?.trim() || null,
      });
      if (!row) throw new HttpError(404, 'Call not found');
      if (row.state === 'ended') await logged(repo.db, row);
      return toCallResponse(row);
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
