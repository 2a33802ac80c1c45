import { MISSED_CALL_TEXT_BACK_WINDOW_MINUTES, DEFAULT_MISSED_CALL_TEXT, type CallResult } from '@porchlight/domain/calls/call-schemas';
import { SEND_REQUEST_QUEUE, type SendRequest } from '@porchlight/domain/messaging/send-request';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { CallsDeps } from './calls.service.ts';
import type { CallsRepository } from './calls.repository.ts';

type CallRow = NonNullable<Awaited<ReturnType<CallsRepository['byId']>>>;
type Params = Record<string, string>;

/** A call's end (once, with its line on the timeline and a missed call's text-back), and the webhooks' lookup of a call. */
export function createCallLog(deps: Pick<CallsDeps, 'repo' | 'eventLog' | 'jobs' | 'appUrl' | 'now'>) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  /** A report's URL, naming our call: it finds the row before the dial job recorded Twilio's SID. */
  const url = (path: string, callId: string) => `${deps.appUrl}${path}?call=${callId}`;

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

  return { url, logged, end, callOf };
}

export type CallLog = ReturnType<typeof createCallLog>;
