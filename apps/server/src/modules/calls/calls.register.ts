import type { Infra } from '../../infra.ts';
import { createTwilioVoice } from '../../providers/sms/twilio-calls.ts';
import { defineCallJobs } from './calls.jobs.ts';
import { createCallRecordingsRepository } from './calls-recordings.repository.ts';
import { createCallsRepository } from './calls.repository.ts';
import { createCallsService, type CallsPorts } from './calls.service.ts';

export type { CallsPorts };

/** Calls (issue 52): click to call, inbound calls, voicemail, recordings and the missed-call text-back. */
export function registerCalls(infra: Infra, ports: CallsPorts) {
  const calls = createCallsService({
    ...ports,
    repo: createCallsRepository(infra.db),
    recordings: createCallRecordingsRepository(infra.db),
    jobs: infra.jobs,
    eventLog: infra.eventLog,
    voice: createTwilioVoice,
    appUrl: infra.config.appUrl,
    logger: infra.logger,
  });
  defineCallJobs(infra.jobs, calls);
  // A lead deleted takes its recordings with it, at Twilio too.
  infra.eventLog.on('lead.deleted', 'calls-lead-deleted', (event) => calls.leadDeleted(event.account_id, event.subject_id));
  return calls;
}
