import {
  LISTING_CHECK_HOURS,
  describeWatchedChange,
  listingName,
  taskTitle,
  type TrackingTaskRequest,
  type TrackingTaskUpdate,
} from '@porchlight/domain/automations/tracking-tasks';
import { NO_LISTING_DATA_MESSAGE, describeListingChange, readListingPage } from '@porchlight/domain/automations/listing-page';
import type { PropertyStatus } from '@porchlight/domain/properties/property-status';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { ListingFetchError } from './listing-fetch.ts';
import { inBookLink, leadLink, propertyLink, usageLink } from '@porchlight/domain/notifications/notification-links';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { LimitReachedError, type LimitGuard } from '../billing/limit-guard.ts';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { TaskRow, TrackingTasksRepository } from './tracking-tasks.repository.ts';
import { UUID } from '../../lib/record-id.ts';

export const LISTING_CHECK_QUEUE = 'automations.listing-check';

export type Notify = (userId: string, notification: NewNotification, options: { dedupeKey?: string }) => Promise<unknown>;
export type ListingCheckJob = { taskId: string; due: string };
export const FOLLOW_UP_DUE_QUEUE = 'tracking-tasks.follow-up-due';
/** A follow-up's reminder, queued for its date (the same shape as a listing reading's). */
export type FollowUpDueJob = { taskId: string; due: string };

/** A linked property takes what a watched listing page says (wired in compose to the properties module's update). */
export type UpdateProperty = (
  userId: string,
  propertyId: string,
  change: { currentPrice?: number; status?: PropertyStatus },
) => Promise<unknown>;

export type TrackingTasksDeps = {
  repo: TrackingTasksRepository;
  limits: LimitGuard;
  notify: Notify;
  now: () => Date;
  jobs?: JobQueue;
  /** Reads a listing page (the guarded fetcher, with the operator's private-address setting). */
  readPage?: (url: string) => Promise<string>;
  updateProperty?: UpdateProperty;
};

/** Tracking tasks: CRUD under activeTasks; each run recorded once and counted against taskExecutions. */
/**
 * Completing a follow-up makes it done (no reminder, no active task's place); reopening it brings
 * the reminder back only while its date is still to come.
 */
function completionValues(completed: boolean, dueAt: Date | null, at: Date): { completedAt: Date | null; status: 'active' | 'done' } {
  if (completed) return { completedAt: at, status: 'done' };
  return { completedAt: null, status: dueAt && dueAt > at ? 'active' : 'done' };
}

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
  async function execute(
    task: TaskRow,
    cause: string,
    detail: string,
    notification: { title: string; actionUrl: string; actionLabel: string },
  ) {
    let recorded = false;
    try {
      recorded = await limits.withinLimit(task.userId, 'taskExecutions', () => repo.recordExecution(task, cause, detail, now()));
    } catch (err) {
      if (!(err instanceof LimitReachedError)) throw err;
      const month = now().toISOString().slice(0, 7);
      await deps.notify(
        task.userId,
        {
          type: 'alert',
          title: 'Tracking tasks paused for this month',
          message: `${err.message} "${task.title}" did not run.`,
          priority: 'high',
          actionUrl: usageLink(),
          actionLabel: 'See usage',
        },
        { dedupeKey: `task-executions-limit:${month}` },
      );
      return;
    }
    if (!recorded) return;
    // A teammate who made the task hears it, and its link opens the team's book.
    const recipient = await repo.recipientOf(task);
    const actionUrl = recipient === task.userId ? notification.actionUrl : inBookLink(notification.actionUrl, task.userId);
    await deps.notify(
      recipient,
      {
        type: 'task',
        title: notification.title,
        message: detail,
        priority: 'medium',
        actionUrl,
        actionLabel: notification.actionLabel,
        metadata: { taskId: task.id },
      },
      { dedupeKey: `task:${task.id}:${cause}` },
    );
  }

  /** Queues the reading due at `due` (once: the job is unique per task and due time). */
  const queueReading = (task: Pick<TaskRow, 'id' | 'userId'>, due: Date) =>
    deps.jobs?.enqueue(repo.db, LISTING_CHECK_QUEUE, { taskId: task.id, due: due.toISOString() } satisfies ListingCheckJob, {
      accountId: task.userId,
      uniqueKey: `listing:${task.id}:${due.toISOString()}`,
    });

  /**
   * Queues a follow-up's reminder for the minute it falls due, once per task and date (a new
   * date queues another; the one for the old date finds it changed and does nothing). The minute
   * tick stays as the net for a job that was lost.
   */
  const queueFollowUp = (task: Pick<TaskRow, 'id' | 'userId'>, due: Date) =>
    deps.jobs?.enqueue(repo.db, FOLLOW_UP_DUE_QUEUE, { taskId: task.id, due: due.toISOString() } satisfies FollowUpDueJob, {
      accountId: task.userId,
      uniqueKey: `follow-up:${task.id}:${due.toISOString()}`,
      runAt: due,
    });

  /** Reminds the agent of a follow-up that came due, once: marked done first, so the tick or a retry finds it done. */
  async function remindOfFollowUp(task: TaskRow) {
    if (!(await repo.claimDone(task.id))) return;
    await execute(task, `due:${task.dueAt!.toISOString()}`, task.note || 'It is time to get in touch.', {
      title: task.title,
      actionUrl: leadLink(task.leadId!),
      actionLabel: 'Open lead',
    });
  }

  async function subjectOf(userId: string, req: TrackingTaskRequest) {
    if (req.kind === 'follow_up') return repo.leadName(userId, req.lead_id);
    if (req.property_id) return repo.propertyAddress(userId, req.property_id);
    return req.kind === 'watch_listing' ? listingName(req.url) : undefined;
  }

  /**
   * One reading of a watched listing page (the next is due LISTING_CHECK_HOURS later; the minute
   * tick queues it then, so the schedule lives in the row and survives restarts). Read first, then saved only if this reading is still
   * the one due (so two instances or a retry record it once); a change in price or status is a
   * task execution, tells the agent, and updates the linked property (its own events follow).
   */
  async function checkListing({ taskId, due }: ListingCheckJob) {
    const task = await repo.byId(taskId);
    const dueAt = new Date(due);
    if (!task || task.kind !== 'watch_listing' || task.status !== 'active' || task.dueAt?.getTime() !== dueAt.getTime() || !task.url)
      return;
    const next = new Date(now().getTime() + LISTING_CHECK_HOURS * 3_600_000);
    let html: string;
    try {
      html = await (deps.readPage ?? (() => Promise.reject(new ListingFetchError('Listing pages cannot be read here'))))(task.url);
    } catch (err) {
      if (!(err instanceof ListingFetchError)) throw err;
      await repo.saveReading(task.id, dueAt, next, { lastError: err.message });
      return;
    }
    const reading = readListingPage(html);
    if (!reading) {
      await repo.saveReading(task.id, dueAt, next, { lastError: NO_LISTING_DATA_MESSAGE });
      return;
    }
    const change = describeListingChange({ price: task.listingPrice, status: task.listingStatus }, reading);
    const saved = await repo.saveReading(task.id, dueAt, next, {
      listingPrice: reading.price ?? task.listingPrice,
      listingStatus: reading.status ?? task.listingStatus,
      lastError: null,
    });
    if (!saved) return;
    if (!change) return;
    await execute(
      task,
      `listing:${due}`,
      change,
      task.propertyId
        ? { title: task.title, actionUrl: propertyLink(task.propertyId), actionLabel: 'View property' }
        : { title: task.title, actionUrl: '/properties?tab=tracking', actionLabel: 'See the task' },
    );
    if (task.propertyId && deps.updateProperty) {
      const update: { currentPrice?: number; status?: PropertyStatus } = {};
      if (reading.price !== null && reading.price !== task.listingPrice) update.currentPrice = reading.price;
      if (reading.status !== null && reading.status !== task.listingStatus) update.status = reading.status;
      await deps.updateProperty(task.userId, task.propertyId, update).catch(() => undefined); // a deleted property takes nothing
    }
  }

  return {
    list: (userId: string) => repo.list(userId),
    /** `madeBy`: who asked (a teammate working in the owner's book hears the task; decision 027). */
    async create(userId: string, req: TrackingTaskRequest, madeBy: string = userId) {
      const subject = await subjectOf(userId, req);
      if (!subject) throw notFound(req.kind === 'follow_up' ? 'Lead not found' : 'Property not found');
      const at = now();
      const values =
        req.kind === 'watch_property'
          ? { propertyId: req.property_id }
          : req.kind === 'watch_listing'
            ? { propertyId: req.property_id, url: req.url, dueAt: at }
            : { leadId: req.lead_id, dueAt: new Date(req.due_at) };
      const id = await limits.withinLimit(userId, 'activeTasks', () =>
        repo.insert(userId, {
          kind: req.kind,
          title: taskTitle(req.kind, subject),
          note: req.note,
          notifyUserId: madeBy === userId ? null : madeBy,
          ...values,
        }),
      );
      // The first reading at once; the minute tick queues it too if this one is lost.
      if (req.kind === 'watch_listing') await queueReading({ id, userId }, at);
      if (req.kind === 'follow_up') await queueFollowUp({ id, userId }, new Date(req.due_at));
      return (await repo.response(userId, id))!;
    },
    async update(userId: string, id: string, req: TrackingTaskUpdate) {
      const task = await own(userId, id);
      if (req.due_at && task.kind !== 'follow_up') throw new HttpError(400, 'due_at: only a follow-up has a date');
      if (req.completed !== undefined && task.kind !== 'follow_up') throw new HttpError(400, 'completed: only a follow-up is completed');
      const completion: Partial<ReturnType<typeof completionValues>> =
        req.completed === undefined ? {} : completionValues(req.completed, req.due_at ? new Date(req.due_at) : task.dueAt, now());
      const status = completion.status ?? req.status;
      const resuming = status === 'active' && task.status !== 'active';
      // A listing watch turned back on is read at once (readings queued before are stale).
      const readAt = resuming && task.kind === 'watch_listing' ? now() : undefined;
      const values = { note: req.note, dueAt: req.due_at ? new Date(req.due_at) : readAt, ...completion, status };
      // Turning a task back on takes an active task's place.
      if (resuming) await limits.withinLimit(userId, 'activeTasks', () => repo.update(userId, id, values));
      else await repo.update(userId, id, values);
      if (readAt) await queueReading(task, readAt);
      // A new date, or a follow-up reopened: its reminder is queued for the date it has now.
      if (task.kind === 'follow_up' && (req.due_at || resuming)) {
        const saved = await repo.byId(id);
        if (saved?.status === 'active' && saved.dueAt) await queueFollowUp(saved, saved.dueAt);
      }
      return (await repo.response(userId, id))!;
    },
    async remove(userId: string, id: string) {
      await own(userId, id);
      await repo.remove(userId, id);
    },
    /** A watched property's price or status changed (an edit, an import, the API). */
    async propertyChanged(
      userId: string,
      propertyId: string,
      eventId: string,
      change: { kind: 'price' | 'status'; from: unknown; to: unknown },
    ) {
      for (const task of await repo.watching(userId, propertyId)) {
        await execute(task, `event:${eventId}`, describeWatchedChange(change), {
          title: task.title,
          actionUrl: propertyLink(propertyId),
          actionLabel: 'View property',
        });
      }
    },
    checkListing,
    /** The minute tick: listing readings that are due and were not queued (or were lost) are queued. */
    async queueDueReadings() {
      for (const task of await repo.dueReadings(now())) await queueReading(task, task.dueAt!);
    },
    /** A follow-up's own job, at its date: reminds the agent unless the date changed or it was done or paused since. */
    async followUpDue({ taskId, due }: FollowUpDueJob) {
      const task = await repo.byId(taskId);
      if (!task || task.kind !== 'follow_up' || task.status !== 'active' || task.dueAt?.toISOString() !== due) return;
      await remindOfFollowUp(task);
    },
    /** The minute tick: follow-ups whose date came and whose job did not run (lost, or queued before an upgrade). */
    async runDueFollowUps() {
      for (const task of await repo.dueFollowUps(now())) await remindOfFollowUp(task);
    },
  };
}

export type TrackingTasksService = ReturnType<typeof createTrackingTasksService>;
