import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppointmentListQuery, AppointmentResponse } from '@porchlight/domain/appointments/appointment-schemas';
import { DEFAULT_APPOINTMENT_SETTINGS, type AppointmentSettings } from '@porchlight/domain/appointments/appointment-settings';
import type { Database } from '../../db/client.ts';
import {
  appointmentLeads,
  appointmentSettings,
  appointments,
  leads,
  notificationSettings,
  pipelineStages,
  profiles,
  properties,
} from '../../db/schema/index.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AppointmentChange = Partial<Omit<NewAppointment, 'userId'>>;
/** The change's transaction (or the database), for writes that go with an event and jobs. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AppointmentLead = { id: string; name: string; email: string | null; phone: string | null; stageId: string | null };

const LIST_MAX = 500;

/**
 * Appointments and their leads, and what they read of other modules' tables, read-only (the
 * leads' names, contacts and stages; the property's address; the agent's name and time zone),
 * as calls and search do.
 */
export function createAppointmentsRepository(db: Database) {
  async function responses(rows: AppointmentRow[]): Promise<AppointmentResponse[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const propertyIds = [...new Set(rows.map((r) => r.propertyId).filter((id): id is string => Boolean(id)))];
    const [withLeads, addresses] = await Promise.all([
      db
        .select({ appointmentId: appointmentLeads.appointmentId, id: leads.id, name: leads.name })
        .from(appointmentLeads)
        .innerJoin(leads, eq(leads.id, appointmentLeads.leadId))
        .where(inArray(appointmentLeads.appointmentId, ids))
        .orderBy(asc(appointmentLeads.position)),
      propertyIds.length
        ? db.select({ id: properties.id, address: properties.address }).from(properties).where(inArray(properties.id, propertyIds))
        : [],
    ]);
    const addressOf = new Map(addresses.map((p) => [p.id, p.address]));
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      status: r.status,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      time_zone: r.timeZone,
      location: r.location,
      notes: r.notes,
      leads: withLeads.filter((l) => l.appointmentId === r.id).map((l) => ({ id: l.id, name: l.name })),
      property_id: r.propertyId,
      property_address: r.propertyId ? (addressOf.get(r.propertyId) ?? null) : null,
      agent_id: r.agentId,
      outcome_note: r.outcomeNote,
      outcome_at: r.outcomeAt?.toISOString() ?? null,
      rescheduled_from_id: r.rescheduledFromId,
      rescheduled_to_id: r.rescheduledToId,
      lead_response: r.leadResponse,
      lead_response_text: r.leadResponseText,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  return {
    db,
    responses,

    async insert(tx: Tx, values: NewAppointment, leadIds: string[]): Promise<AppointmentRow> {
      const [row] = await tx.insert(appointments).values(values).returning();
      if (leadIds.length)
        await tx.insert(appointmentLeads).values(leadIds.map((leadId, position) => ({ appointmentId: row!.id, leadId, position })));
      return row!;
    },

    /** Writes the change and bumps the sequence (the `.ics` files' version); new leads replace the old. */
    async update(tx: Tx, id: string, change: AppointmentChange, leadIds?: string[]): Promise<AppointmentRow> {
      const [row] = await tx
        .update(appointments)
        .set({ ...change, sequence: sql`${appointments.sequence} + 1`, updatedAt: new Date() })
        .where(eq(appointments.id, id))
        .returning();
      if (leadIds) {
        await tx.delete(appointmentLeads).where(eq(appointmentLeads.appointmentId, id));
        if (leadIds.length)
          await tx.insert(appointmentLeads).values(leadIds.map((leadId, position) => ({ appointmentId: id, leadId, position })));
      }
      return row!;
    },

    async own(bookId: string, id: string): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.userId, bookId), eq(appointments.id, id)));
      return row;
    },

    async byId(id: string): Promise<AppointmentRow | undefined> {
      const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
      return row;
    },

    /** The book's appointments in the range (or one lead's, one property's), soonest first. */
    async list(bookId: string, q: AppointmentListQuery): Promise<AppointmentRow[]> {
      const where: SQL[] = [eq(appointments.userId, bookId)];
      if (q.from) where.push(gte(appointments.endsAt, new Date(q.from)));
      if (q.to) where.push(lt(appointments.startsAt, new Date(q.to)));
      if (q.status) where.push(eq(appointments.status, q.status));
      if (q.property_id) where.push(eq(appointments.propertyId, q.property_id));
      if (q.lead_id)
        where.push(
          inArray(
            appointments.id,
            db.select({ id: appointmentLeads.appointmentId }).from(appointmentLeads).where(eq(appointmentLeads.leadId, q.lead_id)),
          ),
        );
      return db
        .select()
        .from(appointments)
        .where(and(...where))
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(LIST_MAX);
    },

    /** An agent's appointments from `since` on, whatever book they are in (their calendar feed). */
    async ofAgent(agentId: string, since: Date): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(and(eq(appointments.agentId, agentId), gte(appointments.endsAt, since)))
        .orderBy(asc(appointments.startsAt))
        .limit(LIST_MAX * 4);
    },

    /** The leads named, those of the book only. */
    async leadsOf(bookId: string, ids: string[]): Promise<AppointmentLead[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, stageId: leads.stageId })
        .from(leads)
        .where(and(eq(leads.userId, bookId), inArray(leads.id, ids)));
      return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is AppointmentLead => Boolean(r));
    },

    async leadsOfAppointment(id: string): Promise<AppointmentLead[]> {
      return db
        .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, stageId: leads.stageId })
        .from(appointmentLeads)
        .innerJoin(leads, eq(leads.id, appointmentLeads.leadId))
        .where(eq(appointmentLeads.appointmentId, id))
        .orderBy(asc(appointmentLeads.position));
    },

    /** The property's address as a place ("12 Oak St, Austin, TX 78701"), in the book only. */
    async propertyPlace(bookId: string, id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ address: properties.address, city: properties.city, state: properties.state, zipcode: properties.zipcode })
        .from(properties)
        .where(and(eq(properties.userId, bookId), eq(properties.id, id)));
      if (!row) return undefined;
      const region = [row.state, row.zipcode].filter(Boolean).join(' ');
      return [row.address, row.city, region].filter(Boolean).join(', ');
    },

    /** The stages' places on the book's board, by id. */
    async stagePositions(bookId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: pipelineStages.id, position: pipelineStages.position })
        .from(pipelineStages)
        .where(eq(pipelineStages.userId, bookId));
      return new Map(rows.map((r) => [r.id, r.position]));
    },

    /** The stage a rule names, in the book it belongs to and by name (whichever book that is). */
    async stageNamed(id: string): Promise<string | undefined> {
      const [row] = await db.select({ name: pipelineStages.name }).from(pipelineStages).where(eq(pipelineStages.id, id));
      return row?.name;
    },

    /** The book's stage of that name (case and spaces aside), if it has one. */
    async stageByName(bookId: string, name: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: pipelineStages.id })
        .from(pipelineStages)
        .where(and(eq(pipelineStages.userId, bookId), sql`lower(trim(${pipelineStages.name})) = lower(trim(${name}))`))
        .limit(1);
      return row?.id;
    },

    async agent(userId: string): Promise<{ name: string; timeZone: string }> {
      const [[profile], [settings]] = await Promise.all([
        db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId)),
        db.select({ timeZone: notificationSettings.timeZone }).from(notificationSettings).where(eq(notificationSettings.userId, userId)),
      ]);
      return { name: profile?.name?.trim() || 'your agent', timeZone: settings?.timeZone ?? 'UTC' };
    },

    async settings(userId: string): Promise<AppointmentSettings> {
      const [row] = await db.select().from(appointmentSettings).where(eq(appointmentSettings.userId, userId));
      if (!row) return DEFAULT_APPOINTMENT_SETTINGS;
      return {
        stage_on_set: row.stageOnSet,
        stage_on_held: row.stageOnHeld,
        agent_reminder_minutes: row.agentReminderMinutes,
        lead_reminder_minutes: row.leadReminderMinutes,
      };
    },

    async saveSettings(userId: string, s: AppointmentSettings) {
      const values = {
        stageOnSet: s.stage_on_set,
        stageOnHeld: s.stage_on_held,
        agentReminderMinutes: s.agent_reminder_minutes,
        leadReminderMinutes: s.lead_reminder_minutes,
        updatedAt: new Date(),
      };
      await db
        .insert(appointmentSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: appointmentSettings.userId, set: values });
    },

    /**
     * Appointments set (booked, not a reschedule's new one) and held in a window, in the book.
     * Set counts by when it was booked; held by when it took place.
     */
    async counts(bookId: string, from: Date, to: Date): Promise<{ set: number; held: number }> {
      const [[set], [held]] = await Promise.all([
        db
          .select({ n: count() })
          .from(appointments)
          .where(
            and(
              eq(appointments.userId, bookId),
              isNull(appointments.rescheduledFromId),
              gte(appointments.createdAt, from),
              lt(appointments.createdAt, to),
            ),
          ),
        db
          .select({ n: count() })
          .from(appointments)
          .where(
            and(
              eq(appointments.userId, bookId),
              eq(appointments.status, 'held'),
              gte(appointments.startsAt, from),
              lt(appointments.startsAt, to),
            ),
          ),
      ]);
      return { set: set?.n ?? 0, held: held?.n ?? 0 };
    },

    /** The newest scheduled appointment with this lead still to come (a reply to a reminder is about it). */
    async nextWithLead(bookId: string, leadId: string, now: Date): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.userId, bookId),
            eq(appointments.status, 'scheduled'),
            gte(appointments.endsAt, now),
            inArray(
              appointments.id,
              db.select({ id: appointmentLeads.appointmentId }).from(appointmentLeads).where(eq(appointmentLeads.leadId, leadId)),
            ),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(1);
      return row;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
