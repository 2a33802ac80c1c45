import { and, desc, eq, sql } from 'drizzle-orm';
import type { LeadPropertyKind, LeadPropertyLinkResponse } from '@porchlight/domain/leads/lead-property-links';
import { propertyPhotoUrl } from '@porchlight/domain/properties/property-photos';
import type { Database } from '../../db/client.ts';
import { leadProperties, leads, properties } from '../../db/schema/index.ts';

// Spelled out: inside a select list Drizzle would print the outer id unqualified.
const coverPhotoId = sql<string | null>`(select cover.id from property_photos cover where cover.property_id = ${sql.raw('"properties"."id"')} order by cover.position, cover.created_at limit 1)`;

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
type Row = { [K in keyof typeof columns]: unknown } & { id: string; kind: string; createdAt: Date; leadId: string; propertyId: string; coverPhotoId: string | null };

const toResponse = (r: Row): LeadPropertyLinkResponse => ({
  id: r.id,
  kind: r.kind as LeadPropertyKind,
  createdAt: r.createdAt.toISOString(),
  lead: { id: r.leadId, name: r.leadName as string, email: r.leadEmail as string | null, phone: r.leadPhone as string | null, status: r.leadStatus as string | null },
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

export function createLeadPropertiesRepository(db: Database) {
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
      const [row] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, leadId), eq(leads.userId, userId)));
      return Boolean(row);
    },

    async propertyExists(userId: string, propertyId: string) {
      const [row] = await db.select({ id: properties.id }).from(properties).where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
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

    /** One link per lead and property: linking again changes its kind. Answers the link's id. */
    async upsert(userId: string, leadId: string, propertyId: string, kind: LeadPropertyKind): Promise<{ id: string; created: boolean }> {
      const [row] = await db
        .insert(leadProperties)
        .values({ userId, leadId, propertyId, kind })
        .onConflictDoUpdate({ target: [leadProperties.leadId, leadProperties.propertyId], set: { kind, updatedAt: sql`now()` } })
        .returning({ id: leadProperties.id, created: sql<boolean>`(xmax = 0)` });
      return row!;
    },

    async remove(userId: string, id: string) {
      const deleted = await db
        .delete(leadProperties)
        .where(and(eq(leadProperties.userId, userId), eq(leadProperties.id, id)))
        .returning({ id: leadProperties.id });
      return deleted.length > 0;
    },
  };
}
export type LeadPropertiesRepository = ReturnType<typeof createLeadPropertiesRepository>;
