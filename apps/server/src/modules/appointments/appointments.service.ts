import {
  APPOINTMENT_NOT_FOUND,
  timesProblem,
  type AppointmentListQuery,
  type AppointmentOutcomeRequest,
  type AppointmentResponse,
  type CreateAppointmentRequest,
  type UpdateAppointmentRequest,
} from '@porchlight/domain/appointments/appointment-schemas';
import { appointmentTitle } from '@porchlight/domain/appointments/appointment-rules';
import type { AppointmentSettings } from '@porchlight/domain/appointments/appointment-settings';
import type { EventType } from '@porchlight/domain/events/event-types';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { UUID } from '../../lib/record-id.ts';
import { queueReminders } from './appointment-reminders.ts';
import type { AppointmentChange, AppointmentRow, AppointmentsRepository, Tx } from './appointments.repository.ts';

export const APPOINTMENT_STAGE_QUEUE = 'appointments.move-stage';
/** The stage rule's job: the leads of an appointment set or held move on the board (once per appointment and rule). */
export type StageJob = { appointmentId: string; rule: 'set' | 'held' };

export type AppointmentsDeps = {
  repo: AppointmentsRepository;
  jobs: JobQueue;
  eventLog: Pick<EventLog, 'record'>;
  now?: () => Date;
};

const CLOSED = 'This appointment is closed (held, no-show, rescheduled or cancelled): book a new one instead';

const payloadOf = (row: AppointmentRow, leadIds: string[]) => ({
  title: row.title,
  type: row.type,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  timeZone: row.timeZone,
  leadIds,
  propertyId: row.propertyId,
  agentId: row.agentId,
});

/** Appointments in a book (issue 53): booking, changes, outcomes, the stage rule and the week's counts. */
export function createAppointmentsService(deps: AppointmentsDeps) {
  const { repo, jobs, eventLog } = deps;
  const now = deps.now ?? (() => new Date());

  async function own(bookId: string, id: string) {
    const row = UUID.test(id) ? await repo.own(bookId, id) : undefined;
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    return row;
  }

  async function leadsOf(bookId: string, ids: string[]) {
    const found = await repo.leadsOf(bookId, ids);
    if (found.length !== ids.length) throw notFound('Lead not found');
    return found;
  }

  async function placeOf(bookId: string, propertyId: string) {
    const place = await repo.propertyPlace(bookId, propertyId);
    if (place === undefined) throw notFound('Property not found');
    return place;
  }

  async function record(
    tx: Tx,
    type: Extract<EventType, 'appointment.created' | 'appointment.cancelled'>,
    row: AppointmentRow,
    leadIds: string[],
    actorId: string | null,
  ) {
    await eventLog.record(tx, {
      type,
      accountId: row.userId,
      actorId,
      subjectType: 'appointment',
      subjectId: row.id,
      payload: payloadOf(row, leadIds),
    });
  }

  async function recordChange(tx: Tx, row: AppointmentRow, leadIds: string[], changes: string[], actorId: string | null) {
    await eventLog.record(tx, {
      type: 'appointment.changed',
      accountId: row.userId,
      actorId,
      subjectType: 'appointment',
      subjectId: row.id,
      payload: { ...payloadOf(row, leadIds), changes },
    });
  }

  /** Queues the stage rule's move when the agent has one (the job reads the rule and the leads when it runs). */
  async function queueStageMove(tx: Tx, row: AppointmentRow, rule: StageJob['rule'], settings: AppointmentSettings) {
    if (!(rule === 'set' ? settings.stage_on_set : settings.stage_on_held)) return;
    await jobs.enqueue(tx, APPOINTMENT_STAGE_QUEUE, { appointmentId: row.id, rule } satisfies StageJob, {
      accountId: row.userId,
      uniqueKey: `appointment-stage:${row.id}:${rule}`,
    });
  }

  async function one(row: AppointmentRow): Promise<AppointmentResponse> {
    return (await repo.responses([row]))[0]!;
  }

  /**
   * Books it: the appointment, its event, its reminders and the stage rule's move, in one
   * transaction. `hooks.guard` runs first in it (the booking page's check that the slot is still
   * free); `hooks.onBooked` adds what goes with the booking (its confirmation to the lead).
   */
  async function create(
    bookId: string,
    req: CreateAppointmentRequest,
    madeBy: string,
    extra: Partial<AppointmentChange> = {},
    hooks: { guard?: (tx: Tx) => Promise<void>; onBooked?: (tx: Tx, row: AppointmentRow) => Promise<void> } = {},
  ) {
    const leads = await leadsOf(bookId, req.lead_ids);
    const place = req.property_id ? await placeOf(bookId, req.property_id) : null;
    const settings = await repo.settings(madeBy);
    const row = await repo.db.transaction(async (tx) => {
      await hooks.guard?.(tx);
      const inserted = await repo.insert(
        tx,
        {
          userId: bookId,
          agentId: madeBy,
          createdBy: madeBy,
          propertyId: req.property_id ?? null,
          type: req.type,
          title:
            req.title ||
            appointmentTitle(
              req.type,
              leads.map((l) => l.name),
            ),
          startsAt: new Date(req.starts_at),
          endsAt: new Date(req.ends_at),
          timeZone: req.time_zone,
          location: req.location || place || null,
          notes: req.notes,
          ...extra,
        },
        leads.map((l) => l.id),
      );
      await record(tx, 'appointment.created', inserted, req.lead_ids, madeBy);
      await queueReminders(tx, jobs, inserted, settings, now());
      if (!extra.rescheduledFromId) await queueStageMove(tx, inserted, 'set', settings);
      await hooks.onBooked?.(tx, inserted);
      return inserted;
    });
    return one(row);
  }

  return {
    create,

    async list(bookId: string, query: AppointmentListQuery) {
      return { appointments: await repo.responses(await repo.list(bookId, query)) };
    },

    async get(bookId: string, id: string) {
      return one(await own(bookId, id));
    },

    /** Edits it; a new time queues the reminders for that time (the old ones find it moved and do nothing). */
    async update(bookId: string, id: string, req: UpdateAppointmentRequest, actorId: string): Promise<AppointmentResponse> {
      const row = await own(bookId, id);
      const change: AppointmentChange = {};
      const changes: string[] = [];
      const set = <K extends keyof AppointmentChange>(field: string, key: K, value: AppointmentChange[K], same: boolean) => {
        if (value === undefined || same) return;
        change[key] = value;
        changes.push(field);
      };
      const startsAt = req.starts_at ? new Date(req.starts_at) : row.startsAt;
      const endsAt = req.ends_at ? new Date(req.ends_at) : row.endsAt;
      const moved = startsAt.getTime() !== row.startsAt.getTime() || endsAt.getTime() !== row.endsAt.getTime();
      if (row.status !== 'scheduled' && moved) throw new HttpError(409, CLOSED);
      const problem = timesProblem(startsAt.toISOString(), endsAt.toISOString());
      if (problem) throw new HttpError(400, `${problem.field}: ${problem.message}`, { fields: { [problem.field]: problem.message } });
      set('type', 'type', req.type, req.type === row.type);
      set('title', 'title', req.title, req.title === row.title);
      set('starts_at', 'startsAt', req.starts_at ? startsAt : undefined, startsAt.getTime() === row.startsAt.getTime());
      set('ends_at', 'endsAt', req.ends_at ? endsAt : undefined, endsAt.getTime() === row.endsAt.getTime());
      set('time_zone', 'timeZone', req.time_zone, req.time_zone === row.timeZone);
      set('notes', 'notes', req.notes, req.notes === row.notes);
      if (req.property_id !== undefined && req.property_id !== row.propertyId) {
        const place = req.property_id ? await placeOf(bookId, req.property_id) : null;
        set('property_id', 'propertyId', req.property_id, false);
        // The place follows the property unless the agent names one.
        if (req.location === undefined && place) set('location', 'location', place, place === row.location);
      }
      if (req.location !== undefined) set('location', 'location', req.location || null, (req.location || null) === row.location);
      const current = await repo.leadsOfAppointment(id);
      let leadIds = current.map((l) => l.id);
      if (req.lead_ids && req.lead_ids.join() !== leadIds.join()) {
        leadIds = (await leadsOf(bookId, req.lead_ids)).map((l) => l.id);
        changes.push('lead_ids');
      }
      if (!changes.length) return one(row);
      // The lead confirmed (or asked to move) the old time: a new time awaits their answer again.
      if (moved) Object.assign(change, { leadResponse: null, leadResponseText: null, leadResponseAt: null });
      const settings = await repo.settings(row.agentId ?? bookId);
      const saved = await repo.db.transaction(async (tx) => {
        const after = await repo.update(tx, id, change, changes.includes('lead_ids') ? leadIds : undefined);
        await recordChange(tx, after, leadIds, changes, actorId);
        if (moved) await queueReminders(tx, jobs, after, settings, now());
        return after;
      });
      return one(saved);
    },

    /**
     * How it went. Held and no-show can be corrected between them; cancelled and rescheduled
     * close it for good. Rescheduled makes the new appointment at the new time (answered here)
     * and leaves this one pointing at it.
     */
    async outcome(bookId: string, id: string, req: AppointmentOutcomeRequest, actorId: string): Promise<AppointmentResponse> {
      const row = await own(bookId, id);
      if (row.status === 'cancelled' || row.status === 'rescheduled') throw new HttpError(409, CLOSED);
      if (req.outcome !== 'held' && req.outcome !== 'no_show' && row.status !== 'scheduled') throw new HttpError(409, CLOSED);
      const leadIds = (await repo.leadsOfAppointment(id)).map((l) => l.id);
      const at = now();
      if (req.outcome === 'rescheduled') {
        const next = await create(
          bookId,
          {
            type: row.type,
            lead_ids: leadIds,
            property_id: row.propertyId,
            title: row.title,
            starts_at: req.starts_at!,
            ends_at: req.ends_at!,
            time_zone: row.timeZone,
            location: row.location,
            notes: row.notes,
          },
          row.agentId ?? actorId,
          { rescheduledFromId: row.id, createdBy: actorId },
        );
        await repo.db.transaction(async (tx) => {
          const after = await repo.update(tx, id, {
            status: 'rescheduled',
            outcomeAt: at,
            outcomeNote: req.note ?? null,
            rescheduledToId: next.id,
          });
          await recordChange(tx, after, leadIds, ['status'], actorId);
        });
        return next;
      }
      // Read before the transaction: the embedded database has one connection, which it holds.
      const settings = await repo.settings(row.agentId ?? bookId);
      const saved = await repo.db.transaction(async (tx) => {
        const after = await repo.update(tx, id, { status: req.outcome, outcomeAt: at, outcomeNote: req.note ?? row.outcomeNote });
        if (req.outcome === 'cancelled') await record(tx, 'appointment.cancelled', after, leadIds, actorId);
        else await recordChange(tx, after, leadIds, ['status'], actorId);
        if (req.outcome === 'held') await queueStageMove(tx, after, 'held', settings);
        return after;
      });
      return one(saved);
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
