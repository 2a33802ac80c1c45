import type { Infra } from '../../infra.ts';
import { createTwilioVoice } from '../../providers/sms/twilio-calls.ts';
import { defineCallJobs } from './calls.jobs.ts';
import { createCallsRepository } from './calls.repository.ts';
import { createCallsService, type CallsPorts } from './calls.service.ts';

export type { CallsPorts };

/** Calls (issue 52): click to call, inbound calls, voicemail and the missed-call text-back. */
export function registerCalls(infra: Infra, ports: CallsPorts) {
  const calls = createCallsService({
    ...ports,
    repo: createCallsRepository(infra.db),
    jobs: infra.jobs,
    eventLog: infra.eventLog,
    voice: createTwilioVoice,
    appUrl: infra.config.appUrl,
    logger: infra.logger,
  });
  defineCallJobs(infra.jobs, calls);
  return calls;
}
