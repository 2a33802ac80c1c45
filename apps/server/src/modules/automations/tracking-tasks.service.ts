import { describeWatchedChange, taskTitle, type TrackingTaskRequest, type TrackingTaskUpdate } from '@porchlight/domain/automations/tracking-tasks';
import { leadLink, propertyLink, usageLink } from '@porchlight/domain/notifications/notification-links';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { LimitReachedError, type LimitGuard } from '../billing/limit-guard.ts';
import type { Notify } from './flow-engine.ts';
import type { TaskRow, TrackingTasksRepository } from './tracking-tasks.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TrackingTasksDeps = { repo: TrackingTasksRepository; limits: LimitGuard; notify: Notify; now: () => Date };

/** Tracking tasks: CRUD under activeTasks; each run recorded once and counted against taskExecutions. */
export function createTrackingTasksService(deps: TrackingTasksDeps) {
  const { repo, limits, now } = deps;

  async function own(userId: string, id: string) {
    const row = UUID.test(id) ? await repo.row(userId, id) : undefined;
    if (!row) throw notFound('Task not found');
    return row;
  }

  /**
   * One run of a task: recorded once per cause under the month's taskExecutions, then the agent
   * is told. Past the limit the run is skipped and the agent hears it once a month.
   */
  async function execute(task: TaskRow, cause: string, detail: string, notification: { title: string; actionUrl: string; actionLabel: string }) {
    let recorded = false;
    try {
      recorded = await limits.withinLimit(task.userId, 'taskExecutions', () => repo.recordExecution(task, cause, detail, now()));
    } catch (err) {
      if (!(err instanceof LimitReachedError)) throw err;
      const month = now().toISOString().slice(0, 7);
      await deps.notify(
        task.userId,
        { type: 'alert', title: 'Tracking tasks paused for this month', message: `${err.message} "${task.title}" did not run.`, priority: 'high', actionUrl: usageLink(), actionLabel: 'See usage' },
        { dedupeKey: `task-executions-limit:${month}` },
      );
      return;
    }
    if (!recorded) return;
    await deps.notify(task.userId, { type: 'task', title: notification.title, message: detail, priority: 'medium', actionUrl: notification.actionUrl, actionLabel: notification.actionLabel, metadata: { taskId: task.id } }, { dedupeKey: `task:${task.id}:${cause}` });
  }

  return {
    list: (userId: string) => repo.list(userId),
    async create(userId: string, req: TrackingTaskRequest) {
      const subject = req.kind === 'watch_property' ? await repo.propertyAddress(userId, req.property_id) : await repo.leadName(userId, req.lead_id);
      if (!subject) throw notFound(req.kind === 'watch_property' ? 'Property not found' : 'Lead not found');
      const id = await limits.withinLimit(userId, 'activeTasks', () =>
        repo.insert(userId, {
          kind: req.kind,
          title: taskTitle(req.kind, subject),
          note: req.note,
          ...(req.kind === 'watch_property' ? { propertyId: req.property_id } : { leadId: req.lead_id, dueAt: new Date(req.due_at) }),
        }),
      );
      return (await repo.response(userId, id))!;
    },
    async update(userId: string, id: string, req: TrackingTaskUpdate) {
      const task = await own(userId, id);
      if (req.due_at && task.kind !== 'follow_up') throw new HttpError(400, 'due_at: only a follow-up has a date');
      const values = { status: req.status, note: req.note, dueAt: req.due_at ? new Date(req.due_at) : undefined };
      // Turning a task back on takes an active task's place.
      if (req.status === 'active' && task.status !== 'active') await limits.withinLimit(userId, 'activeTasks', () => repo.update(userId, id, values));
      else await repo.update(userId, id, values);
      return (await repo.response(userId, id))!;
    },
    async remove(userId: string, id: string) {
      await own(userId, id);
      await repo.remove(userId, id);
    },
    /** A watched property's price or status changed (an edit, an import, the API). */
    async propertyChanged(userId: string, propertyId: string, eventId: string, change: { kind: 'price' | 'status'; from: unknown; to: unknown }) {
      for (const task of await repo.watching(userId, propertyId)) {
        await execute(task, `event:${eventId}`, describeWatchedChange(change), { title: task.title, actionUrl: propertyLink(propertyId), actionLabel: 'View property' });
      }
    },
    /** The minute tick: follow-ups whose date came are run once and marked done. */
    async runDueFollowUps() {
      for (const task of await repo.dueFollowUps(now())) {
        if (!(await repo.claimDone(task.id))) continue;
        await execute(task, `due:${task.dueAt!.toISOString()}`, task.note || 'It is time to get in touch.', { title: task.title, actionUrl: leadLink(task.leadId!), actionLabel: 'Open lead' });
      }
    },
  };
}

export type TrackingTasksService = ReturnType<typeof createTrackingTasksService>;
