import crypto from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { leadKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import { STRANGER_WAYS, type StrangerWay } from '@porchlight/domain/lead-capture/automatic-messages';
import {
  DEFAULT_AUTO_REPLY,
  DEFAULT_LEAD_FORM,
  type LeadFormOutcome,
  type LeadFormSettings,
  type LeadFormSubmissionView,
  type StoredLeadForm,
} from '@porchlight/domain/lead-capture/lead-form';
import type { Database } from '../../db/client.ts';
import { events, leadFormSubmissions, leadForms, leads, messages, users } from '../../db/schema/index.ts';

type FormRow = typeof leadForms.$inferSelect;
type SubmissionRow = typeof leadFormSubmissions.$inferSelect;

/** 16 random bytes: a link nobody can guess or walk through. */
const newPublicId = () => crypto.randomBytes(16).toString('base64url');

const toForm = (row: FormRow): StoredLeadForm => ({
  publicId: row.publicId,
  title: row.title,
  intro: row.intro,
  fields: row.fields,
  askConsent: row.askConsent,
  consentText: row.consentText,
  thankYou: row.thankYou,
  source: row.source,
  enabled: row.enabled,
  // Forms saved before a setting existed take its default.
  autoReply: { ...DEFAULT_AUTO_REPLY, ...row.autoReply },
  updatedAt: row.updatedAt.toISOString(),
});

const toSubmission = (row: SubmissionRow): LeadFormSubmissionView => ({
  id: row.id,
  outcome: row.outcome as LeadFormOutcome,
  leadId: row.leadId,
  name: row.values.name ?? '',
  email: row.values.email ?? null,
  phone: row.values.phone ?? null,
  message: row.values.message ?? null,
  consent: row.consent,
  createdAt: row.createdAt.toISOString(),
});

export function createLeadCaptureRepository(db: Database) {
  return {
    /** The agent's form, made with the defaults the first time it is asked for. */
    async formOf(userId: string): Promise<StoredLeadForm> {
      await db
        .insert(leadForms)
        .values({ userId, publicId: newPublicId(), ...DEFAULT_LEAD_FORM })
        .onConflictDoNothing({ target: leadForms.userId });
      const [row] = await db.select().from(leadForms).where(eq(leadForms.userId, userId));
      return toForm(row!);
    },

    async saveForm(userId: string, settings: LeadFormSettings): Promise<StoredLeadForm> {
      await this.formOf(userId);
      const [row] = await db
        .update(leadForms)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(leadForms.userId, userId))
        .returning();
      return toForm(row!);
    },

    async newLink(userId: string): Promise<StoredLeadForm> {
      await this.formOf(userId);
      const [row] = await db
        .update(leadForms)
        .set({ publicId: newPublicId(), updatedAt: new Date() })
        .where(eq(leadForms.userId, userId))
        .returning();
      return toForm(row!);
    },

    /** The agent's forwarding token, made the first time it is asked for (the form row holds it). */
    async inboxToken(userId: string): Promise<string | undefined> {
      await this.formOf(userId);
      await db
        .update(leadForms)
        .set({
          inboxToken: crypto
            .randomBytes(12)
            .toString('base64url')
            .toLowerCase()
            .replace(/[^a-z0-9]/g, ''),
        })
        .where(and(eq(leadForms.userId, userId), isNull(leadForms.inboxToken)));
      const [row] = await db.select({ token: leadForms.inboxToken }).from(leadForms).where(eq(leadForms.userId, userId));
      return row?.token ?? undefined;
    },

    async userOfInboxToken(token: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: leadForms.userId }).from(leadForms).where(eq(leadForms.inboxToken, token));
      return row?.userId;
    },

    /** A form by its public id, with its agent's name (the consent text names them). */
    async publicForm(publicId: string) {
      const [row] = await db
        .select({ form: leadForms, agentName: users.name })
        .from(leadForms)
        .innerJoin(users, eq(users.id, leadForms.userId))
        .where(eq(leadForms.publicId, publicId));
      return row ? { userId: row.form.userId, form: toForm(row.form), agentName: row.agentName } : undefined;
    },

    /** The agent's lead with this e-mail or phone (through the duplicate-key indexes), e-mail first. */
    async leadWithContact(userId: string, contact: { email: string | null; phone: string | null }): Promise<string | undefined> {
      const keys = leadKeyColumns(contact);
      const matches = [
        keys.email_key ? eq(leads.emailKey, keys.email_key) : undefined,
        keys.phone_key ? eq(leads.phoneKey, keys.phone_key) : undefined,
      ].filter(Boolean);
      if (matches.length === 0) return undefined;
      const rows = await db
        .select({ id: leads.id, emailKey: leads.emailKey })
        .from(leads)
        .where(and(eq(leads.userId, userId), or(...matches)))
        .orderBy(leads.createdAt)
        .limit(10);
      return (rows.find((r) => keys.email_key && r.emailKey === keys.email_key) ?? rows[0])?.id;
    },

    /** The way a stranger's lead came in (its lead.created event's `intake`), or undefined for a lead the agent made or imported. */
    async strangerWayOf(leadId: string): Promise<StrangerWay | undefined> {
      const [row] = await db
        .select({ way: sql<string | null>`${events.payload}->>'intake'` })
        .from(leads)
        .innerJoin(
          events,
          and(
            eq(events.accountId, leads.userId),
            eq(events.subjectType, 'lead'),
            eq(events.subjectId, sql`${leads.id}::text`),
            eq(events.type, 'lead.created'),
          ),
        )
        .where(eq(leads.id, leadId))
        .limit(1);
      return STRANGER_WAYS.find((way) => way === row?.way);
    },

    /** Whether an automatic message (one with a request key: the instant reply, a flow's, an alert's) was already queued for the lead. */
    async hadAutomaticMessage(userId: string, leadId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.userId, userId), eq(messages.leadId, leadId), eq(messages.direction, 'outbound'), isNotNull(messages.requestKey)),
        )
        .limit(1);
      return Boolean(row);
    },

    async record(
      userId: string,
      values: {
        outcome: LeadFormOutcome;
        leadId: string | null;
        fields: Record<string, string | null>;
        consent: boolean;
        consentText: string | null;
      },
    ) {
      const [row] = await db
        .insert(leadFormSubmissions)
        .values({
          userId,
          outcome: values.outcome,
          leadId: values.leadId,
          values: values.fields,
          consent: values.consent,
          consentText: values.consentText,
        })
        .returning();
      return toSubmission(row!);
    },

    async submissions(userId: string, limit: number): Promise<LeadFormSubmissionView[]> {
      const rows = await db
        .select()
        .from(leadFormSubmissions)
        .where(eq(leadFormSubmissions.userId, userId))
        .orderBy(desc(leadFormSubmissions.createdAt))
        .limit(limit);
      return rows.map(toSubmission);
    },

    async submission(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(leadFormSubmissions)
        .where(and(eq(leadFormSubmissions.userId, userId), eq(leadFormSubmissions.id, id)));
      return row;
    },

    async settle(userId: string, id: string, leadId: string): Promise<LeadFormSubmissionView | undefined> {
      const [row] = await db
        .update(leadFormSubmissions)
        .set({ outcome: 'created', leadId })
        .where(and(eq(leadFormSubmissions.userId, userId), eq(leadFormSubmissions.id, id)))
        .returning();
      return row ? toSubmission(row) : undefined;
    },
  };
}
export type LeadCaptureRepository = ReturnType<typeof createLeadCaptureRepository>;
