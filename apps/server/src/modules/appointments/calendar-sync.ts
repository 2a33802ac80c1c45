import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { BUSY_DAYS_AHEAD, SYNC_DAYS_BACK } from '@porchlight/domain/appointments/calendar-sync';
import { UpdateAppointmentRequestSchema, type UpdateAppointmentRequest } from '@porchlight/domain/appointments/appointment-schemas';
import type { Database } from '../../db/client.ts';
import { appointmentCalendarEvents, calendarConnections } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { OutboundError } from '../../lib/outbound-request.ts';
import { busyTimes } from '../../providers/calendar/busy-times.ts';
import { CalDavError, type CalDavClient, type CalDavEvent } from '../../providers/calendar/caldav-calendar.ts';
import { readCalendarEvent } from '../../providers/calendar/calendar-event.ts';
import { appointmentUid, appointmentsIcs } from './appointment-ics.ts';
import type { AppointmentsRepository, AppointmentRow } from './appointments.repository.ts';
import type { AppointmentsService } from './appointments.service.ts';
import type { CalendarConnection, CalendarConnectionRow } from './calendar-connection.ts';

export const CALENDAR_SYNC_QUEUE = 'appointments.calendar-sync';
export const CALENDAR_SYNC_ALL_QUEUE = 'appointments.calendar-sync-all';
/** One agent's sync: all of it, or one appointment just changed. */
export type CalendarSyncJob = { userId: string; appointmentId?: string };

/** How long a sync holds the agent's calendar at most (a killed one lets go by then). */
const LEASE_MS = 2 * 60_000;
/** A sync that finds the calendar held tries again this much later. */
const RETRY_MS = 5_000;

type LinkRow = typeof appointmentCalendarEvents.$inferSelect;
type Deps = {
  db: Database;
  repo: AppointmentsRepository;
  appointments: Pick<AppointmentsService, 'update' | 'outcome'>;
  connection: CalendarConnection;
  jobs: JobQueue;
  logger: Logger;
  appUrl: string;
  now?: () => Date;
};

/** The connection itself failed (refused, reset, timed out, no route). */
const isNetworkError = (error: unknown) =>
  typeof error === 'object' && error !== null && /^E[A-Z]+$/.test(String((error as { code?: unknown }).code ?? ''));

/** In words the agent can act on (Settings shows it until a sync goes through). */
function problemOf(error: unknown): string {
  if (error instanceof CalDavError && error.reason === 'login')
    return 'Your calendar server no longer accepts the saved password. Connect again with a new app password.';
  if (error instanceof CalDavError && error.reason === 'not-found')
    return 'The calendar Porchlight writes to is gone from your calendar server. Choose another one.';
  if (error instanceof OutboundError || error instanceof CalDavError || isNetworkError(error))
    return `Your calendar server could not be reached (${(error as Error).message}). Porchlight tries again every 5 minutes.`;
  return 'Your calendar server answered in a way Porchlight did not understand. Porchlight tries again every 5 minutes.';
}

/** An event's address as a server may spell it (`@` or `%40`): the same event either way. */
const pathOf = (url: string) => decodeURIComponent(new URL(url).pathname);
/** iCalendar keeps whole seconds: a time within a second of Porchlight's is the same time. */
const movedBy = (there: Date, here: Date) => Math.abs(there.getTime() - here.getTime()) >= 1000;
const isClosed = (row: AppointmentRow) => row.status === 'cancelled' || row.status === 'rescheduled';
const isOurs = (uid: string) => uid.endsWith('@porchlight.app');

/**
 * Two-way sync with the agent's own calendar (issue 53, decision 071). Appointments go out as
 * events written by version (ETag); an event whose ETag changed there was edited by the agent, and
 * its new time, title and place come back; an event deleted there cancels the appointment. The
 * calendar's other events become the agent's busy times. One sync per agent at a time, by lease.
 */
export function createCalendarSync(deps: Deps) {
  const { db, repo, connection, jobs, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** Takes the agent's calendar for this sync, or answers false when another sync has it. */
  async function lease(userId: string): Promise<CalendarConnectionRow | undefined | false> {
    const at = now();
    const [taken] = await db
      .update(calendarConnections)
      .set({ syncingUntil: new Date(at.getTime() + LEASE_MS) })
      .where(
        and(eq(calendarConnections.userId, userId), or(isNull(calendarConnections.syncingUntil), lt(calendarConnections.syncingUntil, at))),
      )
      .returning();
    if (taken) return taken;
    return (await connection.row(userId)) ? false : undefined;
  }

  const release = (userId: string, change: Partial<CalendarConnectionRow>) =>
    db
      .update(calendarConnections)
      .set({ ...change, syncingUntil: null })
      .where(eq(calendarConnections.userId, userId));

  async function saveLink(row: AppointmentRow, link: { eventUrl: string; etag: string | null; sequence: number }) {
    const values = { ...link, userId: row.agentId!, syncedAt: now() };
    await db
      .insert(appointmentCalendarEvents)
      .values({ appointmentId: row.id, ...values })
      .onConflictDoUpdate({ target: appointmentCalendarEvents.appointmentId, set: values });
  }

  const dropLink = (appointmentId: string) =>
    db.delete(appointmentCalendarEvents).where(eq(appointmentCalendarEvents.appointmentId, appointmentId));

  async function icsOf(row: AppointmentRow) {
    const leadNames = (await repo.leadsOfAppointment(row.id)).map((l) => l.name);
    return appointmentsIcs([{ ...row, leadNames }], { name: 'Porchlight', url: (id) => `${deps.appUrl}/calendar?appointment=${id}` });
  }

  /** Writes the appointment when Porchlight's version is newer than the one there (a closed one is deleted there). */
  async function writeOut(dav: CalDavClient, conn: CalendarConnectionRow, row: AppointmentRow, link: LinkRow | undefined) {
    if (isClosed(row)) {
      if (link) await dav.remove({ url: link.eventUrl, etag: link.etag });
      if (link) await dropLink(row.id);
      return;
    }
    if (link && link.sequence >= row.sequence) return;
    const uid = appointmentUid(row.id);
    const ics = await icsOf(row);
    try {
      const written = await dav.put(conn.calendarUrl, { uid, ics, url: link?.eventUrl, etag: link?.etag });
      await saveLink(row, { eventUrl: written.url, etag: written.etag, sequence: row.sequence });
    } catch (error) {
      if (!(error instanceof CalDavError && error.reason === 'conflict') || link) throw error;
      // Written before, its answer lost (a restart): take that event's version and write over it.
      const base = conn.calendarUrl.endsWith('/') ? conn.calendarUrl : `${conn.calendarUrl}/`;
      const [there] = await dav.read(conn.calendarUrl, [new URL(`${uid}.ics`, base).href]);
      if (!there) throw error;
      const written = await dav.put(conn.calendarUrl, { uid, ics, url: there.url, etag: there.etag });
      await saveLink(row, { eventUrl: written.url, etag: written.etag, sequence: row.sequence });
    }
  }

  /**
   * The agent's edit in their calendar app, made here: a new time, title or place through the
   * appointment's own update (its reminders follow the new time; webhooks and the timeline say
   * so). An edit Porchlight cannot take (an end before the start) is written over with its own.
   */
  async function readBack(row: AppointmentRow, there: CalDavEvent, link: LinkRow, timeZone: string): Promise<AppointmentRow> {
    const edit = readCalendarEvent(there.ics, appointmentUid(row.id), timeZone);
    const change: UpdateAppointmentRequest = {};
    if (edit && movedBy(edit.start, row.startsAt)) change.starts_at = edit.start.toISOString();
    if (edit && movedBy(edit.end, row.endsAt)) change.ends_at = edit.end.toISOString();
    if (edit?.summary && edit.summary !== row.title) change.title = edit.summary;
    if (edit && edit.location !== row.location) change.location = edit.location;
    const valid = UpdateAppointmentRequestSchema.safeParse(change);
    if (!edit || !valid.success) {
      await saveLink(row, { eventUrl: link.eventUrl, etag: there.etag, sequence: -1 });
      return row;
    }
    if (!Object.keys(valid.data).length) {
      await saveLink(row, { eventUrl: link.eventUrl, etag: there.etag, sequence: link.sequence });
      return row;
    }
    try {
      await deps.appointments.update(row.userId, row.id, valid.data, row.agentId!);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await saveLink(row, { eventUrl: link.eventUrl, etag: there.etag, sequence: -1 });
      return row;
    }
    const after = (await repo.byId(row.id))!;
    // Changed here too since the last sync (notes, leads): written out next, with the agent's time.
    const changedHere = link.sequence < row.sequence;
    await saveLink(after, { eventUrl: link.eventUrl, etag: there.etag, sequence: changedHere ? -1 : after.sequence });
    return after;
  }

  /** Deleted in the agent's calendar: cancelled here, as if they had cancelled it in Porchlight. */
  async function deletedThere(row: AppointmentRow) {
    await dropLink(row.id);
    await deps.appointments
      .outcome(row.userId, row.id, { outcome: 'cancelled', note: 'Deleted from your calendar' }, row.agentId!)
      .catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
  }

  /** Reads back, then writes out, the appointments given (those of the agent's calendar). */
  async function reconcile(dav: CalDavClient, conn: CalendarConnectionRow, rows: AppointmentRow[], timeZone: string) {
    const links = new Map(
      (await db.select().from(appointmentCalendarEvents).where(eq(appointmentCalendarEvents.userId, conn.userId))).map((l) => [
        l.appointmentId,
        l,
      ]),
    );
    const open = rows.filter((r) => r.status === 'scheduled' && links.has(r.id));
    const there = new Map(
      (
        await dav.read(
          conn.calendarUrl,
          open.map((r) => links.get(r.id)!.eventUrl),
        )
      ).map((e) => [pathOf(e.url), e]),
    );
    for (let row of rows) {
      const link = links.get(row.id);
      if (row.status === 'scheduled' && link) {
        // Missing from the batch read: asked for alone before it is taken as the agent's deletion.
        const event = there.get(pathOf(link.eventUrl)) ?? (await dav.get(link.eventUrl));
        if (!event) {
          await deletedThere(row);
          continue;
        }
        if (event.etag !== link.etag) row = await readBack(row, event, link, timeZone);
      }
      const [current] = await db.select().from(appointmentCalendarEvents).where(eq(appointmentCalendarEvents.appointmentId, row.id));
      await writeOut(dav, conn, row, current);
    }
  }

  /** Everything on the agent's calendar from a little before now on, and the busy times ahead. */
  async function fullSync(dav: CalDavClient, conn: CalendarConnectionRow, timeZone: string) {
    const at = now();
    const rows = await repo.ofAgent(conn.userId, new Date(at.getTime() - SYNC_DAYS_BACK * 86_400_000));
    await reconcile(dav, conn, rows, timeZone);
    const to = new Date(at.getTime() + BUSY_DAYS_AHEAD * 86_400_000);
    const events = await dav.between(conn.calendarUrl, at, to);
    return busyTimes(
      events.map((e) => e.ics),
      at,
      to,
      timeZone,
      isOurs,
    ).map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() }));
  }

  /** One agent's sync (a job): all of it, or one appointment's. A calendar held by another sync is tried again shortly. */
  async function sync(job: CalendarSyncJob): Promise<void> {
    const conn = await lease(job.userId);
    if (conn === undefined) return;
    if (conn === false) {
      await jobs.enqueue(db, CALENDAR_SYNC_QUEUE, job, { accountId: job.userId, runAt: new Date(now().getTime() + RETRY_MS) });
      return;
    }
    try {
      const dav = await connection.open(connection.loginOf(conn));
      const { timeZone } = await repo.agent(conn.userId);
      if (job.appointmentId) {
        const row = await repo.byId(job.appointmentId);
        if (row?.agentId === conn.userId) await reconcile(dav, conn, [row], timeZone);
        await release(conn.userId, { lastError: null });
      } else {
        const busy = await fullSync(dav, conn, timeZone);
        await release(conn.userId, { busyTimes: busy, lastError: null, lastSyncedAt: now() });
      }
    } catch (error) {
      logger.warn({ err: error, userId: conn.userId }, 'Calendar sync did not go through');
      await release(conn.userId, { lastError: problemOf(error) });
    }
  }

  return {
    sync,
    /** Every connected agent's full sync (the 5-minute schedule). */
    async syncAll() {
      const users = await db.select({ userId: calendarConnections.userId }).from(calendarConnections);
      const slot = Math.floor(now().getTime() / 60_000);
      for (const { userId } of users)
        await jobs.enqueue(db, CALENDAR_SYNC_QUEUE, { userId } satisfies CalendarSyncJob, {
          accountId: userId,
          uniqueKey: `calendar-sync:${userId}:${slot}`,
        });
    },
    /** A full sync now (connected, another calendar chosen, or "Sync now"). */
    queueFullSync: (userId: string) => jobs.enqueue(db, CALENDAR_SYNC_QUEUE, { userId } satisfies CalendarSyncJob, { accountId: userId }),
    /** The busy stretches last read from the agent's calendar, for the booking page. */
    async busyOf(userId: string): Promise<{ start: Date; end: Date }[]> {
      const conn = await connection.row(userId);
      return (conn?.busyTimes ?? []).map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
    },
  };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
