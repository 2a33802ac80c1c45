import { and, desc, eq, sql } from 'drizzle-orm';
import type { LeadPropertyKind, LeadPropertyLinkResponse } from '@porchlight/domain/leads/lead-property-links';
import { propertyPhotoUrl } from '@porchlight/domain/properties/property-photos';
import type { Database } from '../../db/client.ts';
import type { EventLog } from '../../events/event-log.ts';
import { leadProperties, leads, properties } from '../../db/schema/index.ts';

// Spelled out: inside a select list Drizzle would print the outer id unqualified.
const coverPhotoId = sql<
  string | null
>`(select cover.id from property_photos cover where cover.property_id = ${sql.raw('"properties"."id"')} order by cover.position, cover.created_at limit 1)`;

const columns = {
  id: leadProperties.id,
  kind: leadProperties.kind,
  createdAt: leadProperties.createdAt,
  leadId: leads.id,
  leadName: leads.name,
  leadEmail: leads.email,
  leadPhone: leads.phone,
  leadStatus: leads.status,
  propertyId: properties.id,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  currentPrice: properties.currentPrice,
  propertyStatus: properties.status,
  coverPhotoId,
};
type Row = { [K in keyof typeof columns]: unknown } & {
  id: string;
  kind: string;
  createdAt: Date;
  leadId: string;
  propertyId: string;
  coverPhotoId: string | null;
};

const toResponse = (r: Row): LeadPropertyLinkResponse => ({
  id: r.id,
  kind: r.kind as LeadPropertyKind,
  createdAt: r.createdAt.toISOString(),
  lead: {
    id: r.leadId,
    name: r.leadName as string,
    email: r.leadEmail as string | null,
    phone: r.leadPhone as string | null,
    status: r.leadStatus as string | null,
  },
  property: {
    id: r.propertyId,
    address: r.address as string,
    city: r.city as string | null,
    state: r.state as string | null,
    currentPrice: r.currentPrice as number | null,
    status: r.propertyStatus as string | null,
    coverPhotoUrl: r.coverPhotoId ? propertyPhotoUrl(r.propertyId, r.coverPhotoId) : null,
  },
});

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The names the history sentences carry, so they stay readable after a rename or a delete. */
async function namesOf(tx: Transaction, leadId: string, propertyId: string) {
  const [lead] = await tx.select({ name: leads.name }).from(leads).where(eq(leads.id, leadId));
  const [property] = await tx.select({ address: properties.address }).from(properties).where(eq(properties.id, propertyId));
  return { leadName: lead?.name ?? 'A lead', address: property?.address ?? 'a property' };
}

export function createLeadPropertiesRepository(db: Database, events: Pick<EventLog, 'record'>) {
  const select = (where: ReturnType<typeof and>) =>
    db
      .select(columns)
      .from(leadProperties)
      .innerJoin(leads, eq(leads.id, leadProperties.leadId))
      .innerJoin(properties, eq(properties.id, leadProperties.propertyId))
      .where(where)
      .orderBy(desc(leadProperties.updatedAt), desc(leadProperties.id));

  return {
    async leadExists(userId: string, leadId: string) {
      const [row] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.userId, userId)));
      return Boolean(row);
    },

    async propertyExists(userId: string, propertyId: string) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
      return Boolean(row);
    },

    async forLead(userId: string, leadId: string) {
      return ((await select(and(eq(leadProperties.userId, userId), eq(leadProperties.leadId, leadId)))) as Row[]).map(toResponse);
    },

    async forProperty(userId: string, propertyId: string) {
      return ((await select(and(eq(leadProperties.userId, userId), eq(leadProperties.propertyId, propertyId)))) as Row[]).map(toResponse);
    },

    async find(userId: string, id: string) {
      const [row] = (await select(and(eq(leadProperties.userId, userId), eq(leadProperties.id, id)))) as Row[];
      return row ? toResponse(row) : undefined;
    },

    /**
     * One link per lead and property: linking again changes its kind. The link and its events
     * (one on each side's history; none when nothing changed) are written together.
     */
    async upsert(userId: string, leadId: string, propertyId: string, kind: LeadPropertyKind): Promise<{ id: string; created: boolean }> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ kind: leadProperties.kind })
          .from(leadProperties)
          .where(and(eq(leadProperties.leadId, leadId), eq(leadProperties.propertyId, propertyId)))
          .for('update');
        const [row] = await tx
          .insert(leadProperties)
          .values({ userId, leadId, propertyId, kind })
          .onConflictDoUpdate({ target: [leadProperties.leadId, leadProperties.propertyId], set: { kind, updatedAt: sql`now()` } })
          .returning({ id: leadProperties.id });
        if (before?.kind !== kind) {
          const names = await namesOf(tx, leadId, propertyId);
          const from = before?.kind ?? null;
          await events.record(tx, [
            {
              type: 'lead.property_linked',
              accountId: userId,
              actorId: userId,
              subjectType: 'lead',
              subjectId: leadId,
              payload: { propertyId, address: names.address, kind, from },
            },
            {
              type: 'property.lead_linked',
              accountId: userId,
              actorId: userId,
              subjectType: 'property',
              subjectId: propertyId,
              payload: { leadId, leadName: names.leadName, kind, from },
            },
          ]);
        }
        return { id: row!.id, created: !before };
      });
    },

    async remove(userId: string, id: string) {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(leadProperties)
          .where(and(eq(leadProperties.userId, userId), eq(leadProperties.id, id)))
          .returning({ leadId: leadProperties.leadId, propertyId: leadProperties.propertyId });
        if (!deleted) return false;
        const { leadId, propertyId } = deleted;
        const names = await namesOf(tx, leadId, propertyId);
        await events.record(tx, [
          {
            type: 'lead.property_unlinked',
            accountId: userId,
            actorId: userId,
            subjectType: 'lead',
            subjectId: leadId,
            payload: { propertyId, address: names.address },
          },
          {
            type: 'property.lead_unlinked',
            accountId: userId,
            actorId: userId,
            subjectType: 'property',
            subjectId: propertyId,
            payload: { leadId, leadName: names.leadName },
          },
        ]);
        return true;
      });
    },
  };
}
export type LeadPropertiesRepository = ReturnType<typeof createLeadPropertiesRepository>;
