import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { AutomationsDeps } from './automations.service.ts';
export { UUID } from '../../lib/record-id.ts';
import { UUID } from '../../lib/record-id.ts';

export const RUN_HISTORY_LIMIT = 50;

/** One lead's runs of flows: reading them, pausing, resuming and stopping one, and a refused send. */
export function createFlowRunsService(deps: Pick<AutomationsDeps, 'repo' | 'engine' | 'now'>) {
  const { repo, engine, now } = deps;

  return {
    async ofLead(userId: string, leadId: string) {
      if (!UUID.test(leadId) || (await repo.leads.owned(userId, [leadId])).length === 0) throw notFound('Lead not found');
      return repo.runs.ofLead(userId, leadId, RUN_HISTORY_LIMIT);
    },
    async get(userId: string, id: string) {
      const run = UUID.test(id) ? await repo.runs.response(userId, id) : undefined;
      if (!run) throw notFound('Run not found');
      return run;
    },
    /** Pause, resume or stop one lead's run (the lead page). */
    async act(userId: string, id: string, action: 'pause' | 'resume' | 'stop') {
      const run = UUID.test(id) ? await repo.runs.owned(userId, id) : undefined;
      if (!run) throw notFound('Run not found');
      if (action === 'stop') {
        if (!(await repo.runs.end(run.id, 'stopped', 'Stopped by you', now()))) throw new HttpError(409, 'This run has already ended');
      } else if (action === 'pause') {
        if (!(await repo.runs.pause(run.id, 'hand'))) throw new HttpError(409, 'Only a running or waiting run can be paused');
      } else {
        const resumed = await repo.db.transaction(async (tx) => {
          const rows = await repo.runs.resume(tx, { runId: run.id });
          for (const r of rows)
            if (r.currentStep !== null)
              await engine.queueStep(tx, { id: r.id, userId, generation: r.generation }, r.currentStep, r.nextStepAt);
          return rows.length;
        });
        if (!resumed) throw new HttpError(409, 'Only a paused run can be resumed');
      }
      return (await repo.runs.response(userId, run.id))!;
    },

    /** The agent hears about a send a flow asked for and messaging refused; the run stops there. */
    async sendRefused(runId: string, stepIndex: number, reason: string) {
      const run = await repo.runs.byId(runId);
      if (!run) return;
      await repo.runs.markStepFailed(runId, stepIndex, `Not sent: ${reason}`);
      await engine.failRun(run, `Step ${stepIndex + 1} was not sent: ${reason}`, true);
      await engine.announce(run); // the step's new result shows even when the run had already failed
    },
  };
}
