import { recordingSidOf } from '@porchlight/domain/calls/call-schemas';
import { HttpError } from '../../lib/http-errors.ts';
import { forEachRetentionCutoff } from '../../lib/retention-sweep.ts';
import type { CallLog } from './calls-log.ts';
import type { CallsDeps } from './calls.service.ts';

export const RECORDING_DELETE_QUEUE = 'calls.recording-delete';
export const RECORDING_RETENTION_QUEUE = 'calls.recording-retention';
/** Accounts read per page by the retention sweep. */
const RETENTION_BATCH = 200;

type Params = Record<string, string>;
type Recording = { id: string; userId: string };

const seconds = (value: string | undefined) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : null;
};

/**
 * Recordings of calls (decision 068): Twilio reports each one; the agent plays it through our
 * signed-in route (streamed from Twilio with the account's credentials, never Twilio's address);
 * it is deleted at Twilio past the plan's data retention, and when the lead is deleted.
 */
export function createCallRecordings(deps: CallsDeps, { callOf }: Pick<CallLog, 'callOf'>) {
  const { recordings } = deps;
  const now = deps.now ?? (() => new Date());

  /** Each deletion is a job of its own (retried alone); `reason` keys it, so each cause asks once. */
  async function queueDeletion(rows: Recording[], reason: string) {
    for (const row of rows)
      await deps.jobs.enqueue(
        deps.repo.db,
        RECORDING_DELETE_QUEUE,
        { recordingId: row.id },
        { accountId: row.userId, uniqueKey: `call-recording-delete:${row.id}:${reason}` },
      );
  }

  return {
    /** Twilio's report of a conversation's recording (the <Dial>'s recordingStatusCallback). */
    async recorded(query: string | undefined, params: Params, signer: string): Promise<void> {
      const row = await callOf(query, params, signer);
      const recordingSid = recordingSidOf(params);
      // "absent": nothing was said, so nothing was kept; "failed": Twilio has nothing to play.
      if (!row || !recordingSid || params.RecordingStatus !== 'completed') return;
      const saved = await recordings.insert({
        userId: row.userId,
        callId: row.id,
        leadId: row.leadId,
        kind: 'call',
        recordingSid,
        accountSid: signer,
        durationSeconds: seconds(params.RecordingDuration),
      });
      // A click-to-call whose lead was deleted while they talked: its recording goes at once.
      if (saved && !row.leadId && row.direction === 'outbound') await queueDeletion([saved], 'lead');
    },

    /** The recording's audio from Twilio, for the player (404 when there is none any more). */
    async recordingAudio(userId: string, callId: string, range: string | undefined): Promise<Response> {
      const recording = await recordings.keptOfCall(userId, callId);
      if (!recording) throw new HttpError(404, 'Recording not found');
      const credentials = await deps.voiceAccount(userId, recording.accountSid);
      if (!credentials) throw new HttpError(409, 'This recording is in a Twilio account that is no longer connected to Porchlight');
      const audio = await deps.voice(credentials).recordingAudio(recording.recordingSid, range);
      if (audio.ok) return audio;
      await audio.body?.cancel();
      if (audio.status === 404) throw new HttpError(404, 'Twilio no longer has this recording');
      if (audio.status === 416) throw new HttpError(416, 'range is past the end of the recording');
      throw new HttpError(502, `Twilio did not give the recording (HTTP ${audio.status})`);
    },

    /** Deletes one recording at Twilio (a job): a rerun finds it deleted, and Twilio's 404 is done too. */
    async deleteRecording(recordingId: string) {
      const recording = await recordings.byId(recordingId);
      if (!recording || recording.deletedAt || recording.deleteError) return;
      const credentials = await deps.voiceAccount(recording.userId, recording.accountSid);
      if (!credentials) {
        deps.logger.warn({ recordingId, accountSid: recording.accountSid }, 'A recording could not be deleted: its Twilio account is gone');
        await recordings.undeletable(recording.id, "Its Twilio account is no longer connected: delete it in Twilio's console");
        return;
      }
      await deps.voice(credentials).deleteRecording(recording.recordingSid);
      await recordings.deleted(recording.id, now());
    },

    /** The lead was deleted (leads' `lead.deleted`): its recordings are deleted at Twilio. */
    async leadDeleted(userId: string, leadId: string) {
      await queueDeletion(await recordings.keptOfLead(userId, leadId), 'lead');
    },

    /**
     * The daily retention sweep: each account's recordings older than its plan's data retention
     * are deleted at Twilio. Answers how many deletions it queued.
     */
    async sweepRecordings(): Promise<number> {
      const at = now();
      const day = at.toISOString().slice(0, 10);
      let queued = 0;
      const walk = { at, batch: RETENTION_BATCH, accounts: recordings.accountsWithKept, retentionDaysFor: deps.retentionDaysFor };
      await forEachRetentionCutoff(walk, async (ids, cutoff) => {
        const expired = await recordings.keptBefore(ids, cutoff);
        // Keyed by the day: a deletion Twilio refused today is asked again tomorrow.
        await queueDeletion(expired, `retention:${day}`);
        queued += expired.length;
      });
      return queued;
    },
  };
}
