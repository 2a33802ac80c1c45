import {
  CALL_WEBHOOK_PATHS,
  PHONE_CALL_SOURCE,
  inboundWhisper,
  recordingSidOf,
  withRecordingNotice,
} from '@porchlight/domain/calls/call-schemas';
import { toE164 } from '@porchlight/domain/messaging/phone';
import { HttpError } from '../../lib/http-errors.ts';
import type { CallLog } from './calls-log.ts';
import { forwardToAgent, hangUp, notInService, takeVoicemail, whisper, type Recording } from './calls-twiml.ts';
import type { CallsDeps } from './calls.service.ts';

type Params = Record<string, string>;

/** Calls to the account's number: forwarded to the agent with a whisper, else a voicemail. */
export function createCallsInbound(
  deps: CallsDeps,
  { url, logged, end, callOf }: CallLog,
  recordingOf: (row: { id: string; recorded: boolean }) => Recording | undefined,
) {
  const { repo, recordings, logger } = deps;
  return {
    /**
     * The caller's voicemail (the recording's action and status report: both, once): a recording
     * like a conversation's, kept and deleted by the same rules.
     */
    async voicemail(query: string | undefined, params: Params, signer: string): Promise<string> {
      const row = await callOf(query, params, signer);
      const recordingSid = recordingSidOf(params);
      if (!row || !recordingSid) return hangUp();
      const duration = Number.parseInt(params.RecordingDuration ?? '', 10);
      const durationSeconds = Number.isFinite(duration) ? duration : null;
      const updated = await repo.db.transaction(async (tx) => {
        const saved = await recordings.insert(
          { userId: row.userId, callId: row.id, leadId: row.leadId, kind: 'voicemail', recordingSid, accountSid: signer, durationSeconds },
          tx,
        );
        return saved ? repo.voicemail(row.id, durationSeconds, tx) : undefined;
      });
      if (updated?.state === 'ended') await logged(repo.db, updated, `call-voicemail:${row.id}`);
      else if (updated) await end(updated, { outcome: 'no_answer' });
      return hangUp();
    },

    /** What the agent hears before an inbound caller is put through. */
    async whisper(query: string | undefined, params: Params, signer: string): Promise<string> {
      const row = await callOf(query, params, signer);
      const lead = row?.leadId ? await repo.lead(row.userId, row.leadId) : undefined;
      return whisper(withRecordingNotice(inboundWhisper(lead?.name ?? null, lead?.stage ?? null), !!row?.recorded));
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
        const [agent, settings] = await Promise.all([
          repo.agent(agentId).then(async (a) => a ?? repo.agent(userId)),
          repo.settings(userId),
        ]);
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
          recorded: settings?.recordCalls ?? false,
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
        recording: recordingOf(row),
      });
    },
  };
}
