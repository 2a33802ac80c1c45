import { FLOW_RUN_UPDATE_KIND, type FlowRunUpdate } from '@porchlight/domain/automations/run-update';
import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { defineAutomationsJobs } from './automations.jobs.ts';
import { createAutomationsRepository } from './automations.repository.ts';
import { createAutomationsService } from './automations.service.ts';
import { createFlowEngine, type Notify } from './flow-engine.ts';

export type AutomationsPorts = { limits: LimitGuard; notify: Notify; now: () => Date };

/**
 * Flows, triggers and the flow engine. They meet the other modules through the event log and
 * jobs: messaging's send-request queue for sends, and the one notify() every feature uses.
 */
export function registerAutomations(infra: Infra, ports: AutomationsPorts) {
  const { jobs, eventLog, logger } = infra;
  const { limits, notify, now } = ports;
  const repo = createAutomationsRepository(infra.db, eventLog);
  const announce = infra.sideEffect('flow run update', (userId: string, update: FlowRunUpdate) =>
    infra.bus.publish(userId, FLOW_RUN_UPDATE_KIND, update),
  );
  const engine = createFlowEngine({ repo, jobs, notify, limits, logger, now, announce });
  const service = createAutomationsService({ repo, engine, limits, notify, now });
  defineAutomationsJobs(jobs, eventLog, repo, engine, service, now);
  // What property alerts read of the account's leads.
  return { service, leads: { owned: repo.leads.owned, facts: repo.leads.facts } };
}
