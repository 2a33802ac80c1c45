import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AudienceFilter } from '@porchlight/domain/messaging/message-schemas';
import type { Database } from '../../db/client.ts';
import { leadConsents, leads, messages } from '../../db/schema/index.ts';

export type LeadContact = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  smsOptedOut: boolean;
  emailUnsubscribed: boolean;
};

/** A segment's leads with their consents, and a bulk send's messages. */
export function createBulkSendsRepository(db: Database) {
  return {
    db,
    /** The leads of an audience segment (same rules as the audience view: case and spaces ignored). */
    async audience(userId: string, filter: AudienceFilter, limit: number): Promise<LeadContact[]> {
      const same = (column: PgColumn, value: string) =>
        value === '' ? sql`coalesce(trim(${column}), '') = ''` : sql`lower(trim(${column})) = ${value.trim().toLowerCase()}`;
      const rows = await db
        .select({
          id: leads.id,
          name: leads.name,
          email: leads.email,
          phone: leads.phone,
          smsOptedOutAt: leadConsents.smsOptedOutAt,
          emailUnsubscribedAt: leadConsents.emailUnsubscribedAt,
        })
        .from(leads)
        .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id))
        .where(
          and(
            eq(leads.userId, userId),
            filter.lead_ids !== undefined ? inArray(leads.id, filter.lead_ids) : undefined,
            filter.status !== undefined ? same(leads.status, filter.status) : undefined,
            filter.source !== undefined ? same(leads.source, filter.source) : undefined,
            filter.location !== undefined ? same(leads.location, filter.location) : undefined,
            filter.tag !== undefined
              ? filter.tag === ''
                ? sql`cardinality(${leads.tags}) = 0`
                : sql`exists (select 1 from unnest(${leads.tags}) as t(tag) where lower(t.tag) = ${filter.tag.trim().toLowerCase()})`
              : undefined,
          ),
        )
        .orderBy(asc(leads.name))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        smsOptedOut: Boolean(r.smsOptedOutAt),
        emailUnsubscribed: Boolean(r.emailUnsubscribedAt),
      }));
    },

    /** A bulk send's messages, one per recipient, with the lead's name. */
    async bulkMessages(userId: string, bulkId: string) {
      return db
        .select({
          id: messages.id,
          leadId: messages.leadId,
          leadName: leads.name,
          to: messages.toAddress,
          status: messages.status,
          error: messages.error,
          sendAt: messages.sendAt,
        })
        .from(messages)
        .leftJoin(leads, eq(leads.id, messages.leadId))
        .where(and(eq(messages.userId, userId), eq(messages.bulkId, bulkId)))
        .orderBy(asc(leads.name), asc(messages.id));
    },
  };
}

export type BulkSendsRepository = ReturnType<typeof createBulkSendsRepository>;
