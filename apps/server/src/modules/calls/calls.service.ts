import {
  CALL_WEBHOOK_PATHS,
  DEFAULT_MISSED_CALL_TEXT,
  billedMinutes,
  type CallStatsResponse,
  phoneTail,
  resultOfDial,
  resultOfUnbridged,
  stateOfCallStatus,
  type CallReadinessResponse,
  type CallResponse,
  type CallSettingsRequest,
  type StartCallRequest,
  type UpdateCallRequest,
} from '@porchlight/domain/calls/call-schemas';
import { periodWindow } from '@porchlight/domain/dashboard/dashboard-period';
import { toE164 } from '@porchlight/domain/messaging/phone';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { CallRefusedError, type VoiceCredentials, type VoiceProvider } from '../../providers/sms/twilio-calls.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { bridgeToLead, hangUp, recordingNotice, takeVoicemail } from './calls-twiml.ts';
import { createCallLog } from './calls-log.ts';
import { createCallsInbound } from './calls-inbound.ts';
import { createCallRecordings } from './calls-recordings.ts';
import type { CallRecordingsRepository } from './calls-recordings.repository.ts';
import { toCallResponse, type CallsRepository } from './calls.repository.ts';

export const DIAL_QUEUE = 'calls.dial';

/** What calls needs of other modules, as functions (compose passes them). */
export type CallsPorts = {
  /** The Twilio account and number the agent's calls go through (texting's). */
  voiceLine: (userId: string) => Promise<{ number: string | null; credentials: VoiceCredentials | undefined }>;
  /** The credentials of a Twilio account the agent's calls went through (theirs, or the operator's), to reach its recordings. */
  voiceAccount: (userId: string, accountSid: string) => Promise<VoiceCredentials | undefined>;
  /** The Twilio account that signed a webhook (texting's check), undefined when forged. */
  signerOf: (url: string, params: Record<string, string>, signature: string | undefined) => Promise<string | undefined>;
  /** The account that owns the number a call was made to, held by the Twilio account that signed (decision 044). */
  numberOwner: (to: string, signer: string | null) => Promise<{ userId: string } | { reason: string }>;
  /** A caller not in the book becomes a lead (lead routing then assigns it like any lead that came in by itself). */
  createLead: (userId: string, lead: { name: string; phone: string; source: string }) => Promise<{ id: string; name: string }>;
  /** The plan's call minutes (billing's limit guard): starting a call needs one left; a call's end reports its minutes. */
  limits: Pick<LimitGuard, 'withinLimit' | 'reportAdded'>;
  /** How many days each account's plan keeps recordings (billing's dataRetention). */
  retentionDaysFor: (userIds: string[]) => Promise<Map<string, number>>;
};

export type CallsDeps = CallsPorts & {
  repo: CallsRepository;
  recordings: CallRecordingsRepository;
  jobs: JobQueue;
  eventLog: Pick<EventLog, 'record'>;
  voice: (credentials: VoiceCredentials) => VoiceProvider;
  appUrl: string;
  logger: Logger;
  now?: () => Date;
};

type Params = Record<string, string>;

const problemMessages = {
  no_phone: 'Add your phone number in Settings > Profile: Porchlight rings your phone first, then the lead.',
  no_twilio:
    'Calling needs Twilio: your operator sets TWILIO_ACCOUNT_SID (docs/calls.md), or connect your own Twilio account in Settings > Accounts.',
  no_number: 'Your account has no Twilio number yet: turn texting on in Settings > Notifications to get one.',
} as const;

/** Click to call, Twilio's reports on each call, inbound calls and the missed-call text-back (issue 52). */
export function createCallsService(deps: CallsDeps) {
  const { repo, recordings } = deps;
  const now = deps.now ?? (() => new Date());

  async function readiness(userId: string) {
    const [agent, line] = await Promise.all([repo.agent(userId), deps.voiceLine(userId)]);
    const agentPhone = toE164(agent?.phone ?? undefined) ?? null;
    const problem = !agentPhone ? 'no_phone' : !line.credentials ? 'no_twilio' : !line.number ? 'no_number' : null;
    return { agentPhone, line, problem } as const;
  }

  const log = createCallLog(deps);
  const { url, logged, end, callOf } = log;
  /** A recorded call's TwiML parts: where Twilio reports the recording, and the lead's notice. */
  const recordingOf = (row: { id: string; recorded: boolean }) =>
    row.recorded
      ? { statusCallback: url(CALL_WEBHOOK_PATHS.recording, row.id), noticeUrl: url(CALL_WEBHOOK_PATHS.notice, row.id) }
      : undefined;
  /** Calls as the API answers them, each with its recording still at Twilio. */
  async function responses(rows: Parameters<typeof toCallResponse>[0][]) {
    const kept = await recordings.keptOf(rows.map((r) => r.id));
    return rows.map((row) => toCallResponse(row, kept.get(row.id)));
  }

  /**
   * The call's first leg ended: its whole length (Twilio's CallDuration) is what the month's
   * call minutes count, once per call; crossing 80% or 100% of the allowance tells the agent.
   */
  async function meter(row: { id: string; userId: string }, callDuration: string | undefined) {
    const seconds = Number.parseInt(callDuration ?? '', 10);
    if (!Number.isFinite(seconds) || seconds < 0) return;
    if (await repo.billed(row.id, seconds)) await deps.limits.reportAdded(row.userId, 'callMinutes', billedMinutes(seconds));
  }

  return {
    async readiness(userId: string): Promise<CallReadinessResponse> {
      const [{ agentPhone, problem }, settings, retention] = await Promise.all([
        readiness(userId),
        repo.settings(userId),
        deps.retentionDaysFor([userId]),
      ]);
      return {
        ready: problem === null,
        agent_phone_tail: phoneTail(agentPhone),
        problem,
        missed_call_text: settings?.text ?? DEFAULT_MISSED_CALL_TEXT,
        missed_call_text_enabled: settings?.enabled ?? true,
        record_calls: settings?.recordCalls ?? false,
        recording_retention_days: retention.get(userId) ?? 0,
      };
    },

    async saveSettings(userId: string, body: CallSettingsRequest): Promise<CallReadinessResponse> {
      await repo.saveSettings(userId, {
        enabled: body.missed_call_text_enabled,
        text: body.missed_call_text,
        recordCalls: body.record_calls,
      });
      return this.readiness(userId);
    },

    /**
     * Click to call: the call is written and its dial job queued together (so a crash loses no
     * call, and the job, keyed by the call, dials once). 409 naming what is missing; 402 when
     * the month's call minutes are used up (a minute must be left to start one).
     */
    async start(userId: string, body: StartCallRequest): Promise<CallResponse> {
      const lead = await repo.lead(userId, body.lead_id);
      if (!lead) throw new HttpError(404, 'Lead not found');
      const leadPhone = toE164(lead.phone ?? undefined);
      if (!leadPhone) throw new HttpError(409, `${lead.name} has no phone number to call`, { problem: 'no_lead_phone' });
      const { agentPhone, line, problem } = await readiness(userId);
      if (problem) throw new HttpError(409, problemMessages[problem], { problem });
      const settings = await repo.settings(userId);
      const row = await deps.limits.withinLimit(userId, 'callMinutes', () =>
        repo.db.transaction(async (tx) => {
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
              recorded: settings?.recordCalls ?? false,
            },
            tx,
          );
          await deps.jobs.enqueue(tx, DIAL_QUEUE, { callId: inserted.id }, { accountId: userId, uniqueKey: `call-dial:${inserted.id}` });
          return inserted;
        }),
      );
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
            recording: recordingOf(row),
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
      await meter(row, params.CallDuration);
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

    /** What the lead hears on answering a recorded click-to-call, before they are put through. */
    async notice(query: string | undefined, params: Params, signer: string): Promise<string> {
      await callOf(query, params, signer);
      return recordingNotice();
    },

    ...createCallsInbound(deps, log, recordingOf),
    ...createCallRecordings(deps, log),

    signerOf: deps.signerOf,

    async list(userId: string, leadId: string) {
      return { calls: await responses(await repo.ofLead(userId, leadId)) };
    },

    async get(userId: string, id: string): Promise<CallResponse> {
      const row = await repo.own(userId, id);
      if (!row) throw new HttpError(404, 'Call not found');
      return (await responses([row]))[0]!;
    },

    /** The dashboard's calls: the last 7 days against the 7 before (its rolling week). */
    async stats(userId: string): Promise<CallStatsResponse> {
      const window = periodWindow('week', now());
      const counts = await repo.stats(userId, window.previousFrom, window.from);
      return {
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        calls: counts.calls,
        conversations: counts.conversations,
        previous_calls: counts.previousCalls,
        previous_conversations: counts.previousConversations,
      };
    },

    /** After the call: the agent's outcome and note, on the call and its timeline line. */
    async update(userId: string, id: string, body: UpdateCallRequest): Promise<CallResponse> {
      const row = await repo.noted(userId, id, {
        outcome: body.outcome,
        note: body.note === undefined ? undefined : body.note?.trim() || null,
      });
      if (!row) throw new HttpError(404, 'Call not found');
      if (row.state === 'ended') await logged(repo.db, row);
      return (await responses([row]))[0]!;
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
