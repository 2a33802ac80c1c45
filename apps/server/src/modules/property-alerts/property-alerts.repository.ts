import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  describeAlert,
  type AlertNotifyLead,
  type PropertyAlertRequest,
  type PropertyAlertResponse,
} from '@porchlight/domain/automations/property-alerts';
import { toPropertyType } from '@porchlight/domain/properties/property-types';
import type { Database } from '../../db/client.ts';
import { leads, properties, propertyAlertMatches, propertyAlerts } from '../../db/schema/index.ts';

const columns = {
  id: propertyAlerts.id,
  userId: propertyAlerts.userId,
  leadId: propertyAlerts.leadId,
  name: propertyAlerts.name,
  enabled: propertyAlerts.enabled,
  city: propertyAlerts.city,
  zipcode: propertyAlerts.zipcode,
  minPrice: propertyAlerts.minPrice,
  maxPrice: propertyAlerts.maxPrice,
  minBeds: propertyAlerts.minBeds,
  minBaths: propertyAlerts.minBaths,
  propertyType: propertyAlerts.propertyType,
  status: propertyAlerts.status,
  notifyLead: propertyAlerts.notifyLead,
  lastMatchedAt: propertyAlerts.lastMatchedAt,
  createdAt: propertyAlerts.createdAt,
};
export type AlertRow = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null);
};

const toValues = (a: PropertyAlertRequest) => ({
  leadId: a.lead_id,
  name: a.name,
  enabled: a.enabled,
  city: a.city,
  zipcode: a.zipcode,
  minPrice: a.min_price,
  maxPrice: a.max_price,
  minBeds: a.min_beds,
  minBaths: a.min_baths,
  propertyType: a.property_type,
  status: a.status,
  notifyLead: a.notify_lead,
});

const toResponse = (r: AlertRow & { leadName: string | null; matches: number }): PropertyAlertResponse => {
  // Migration 0045 made every stored type a key of the list; anything else reads as no type.
  const criteria = {
    city: r.city,
    zipcode: r.zipcode,
    min_price: r.minPrice,
    max_price: r.maxPrice,
    min_beds: r.minBeds,
    min_baths: r.minBaths,
    property_type: toPropertyType(r.propertyType) ?? null,
    status: r.status,
  };
  return {
    id: r.id,
    name: r.name,
    lead_id: r.leadId,
    lead_name: r.leadName,
    enabled: r.enabled,
    ...criteria,
    notify_lead: r.notifyLead as AlertNotifyLead,
    description: describeAlert(criteria),
    matches: r.matches,
    last_matched_at: r.lastMatchedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
};

/**
 * One statement matches a change against every alert of the account (set-based): the
 * properties chosen by `which` × the enabled alerts whose every set criterion holds. A match is
 * stored once per alert and property; the new ones are answered.
 */
function matchStatement(userId: string, which: SQL, alertFilter: SQL = sql`true`, baseline = false) {
  // The changed listings first (a handful, by id or by time), then each against every alert.
  return sql`
    with p as materialized (
      select id, city, zipcode, coalesce(current_price, listing_price) as price, bedrooms, bathrooms, property_type, status
      from ${properties} p
      where p.user_id = ${userId} and ${which}
    )
    insert into ${propertyAlertMatches} (alert_id, property_id, baseline)
    select a.id, p.id, ${baseline}
    from p
    join ${propertyAlerts} a on a.user_id = ${userId} and a.enabled and ${alertFilter}
    where (a.city is null or lower(p.city) = lower(a.city))
      and (a.zipcode is null or lower(p.zipcode) = lower(a.zipcode))
      and (a.min_price is null or p.price >= a.min_price)
      and (a.max_price is null or p.price <= a.max_price)
      and (a.min_beds is null or p.bedrooms >= a.min_beds)
      and (a.min_baths is null or p.bathrooms >= a.min_baths)
      and (a.property_type is null or regexp_replace(lower(trim(p.property_type)), '[[:space:]_-]+', '_', 'g') = a.property_type)
      and (a.status is null or lower(p.status) = lower(a.status))
    on conflict do nothing
    returning alert_id, property_id`;
}

export function createPropertyAlertsRepository(db: Database) {
  const rows = (where: SQL | undefined) =>
    db
      .select({
        ...columns,
        leadName: leads.name,
        matches:
          sql<number>`(select count(*) from ${propertyAlertMatches} m where m.alert_id = ${propertyAlerts.id} and not m.baseline)`.mapWith(
            Number,
          ),
      })
      .from(propertyAlerts)
      .leftJoin(leads, eq(leads.id, propertyAlerts.leadId))
      .where(where)
      .orderBy(desc(propertyAlerts.createdAt));

  async function match(userId: string, which: SQL, alertFilter?: SQL, baseline = false) {
    const result = (await db.execute(matchStatement(userId, which, alertFilter, baseline))) as unknown as {
      rows: { alert_id: string; property_id: string }[];
    };
    return result.rows.map((r) => ({ alertId: r.alert_id, propertyId: r.property_id }));
  }

  return {
    db,
    async list(userId: string, leadId?: string) {
      const where = leadId ? and(eq(propertyAlerts.userId, userId), eq(propertyAlerts.leadId, leadId)) : eq(propertyAlerts.userId, userId);
      return (await rows(where)).map((r) => toResponse(r as never));
    },
    async response(userId: string, id: string) {
      const [row] = await rows(and(eq(propertyAlerts.userId, userId), eq(propertyAlerts.id, id)));
      return row && toResponse(row as never);
    },
    async row(userId: string, id: string): Promise<AlertRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(propertyAlerts)
        .where(and(eq(propertyAlerts.userId, userId), eq(propertyAlerts.id, id)));
      return row as AlertRow | undefined;
    },
    async byId(id: string): Promise<AlertRow | undefined> {
      const [row] = await db.select(columns).from(propertyAlerts).where(eq(propertyAlerts.id, id));
      return row as AlertRow | undefined;
    },
    async insert(userId: string, alert: PropertyAlertRequest) {
      const [row] = await db
        .insert(propertyAlerts)
        .values({ userId, ...toValues(alert) })
        .returning({ id: propertyAlerts.id });
      return row!.id;
    },
    async update(userId: string, id: string, alert: PropertyAlertRequest) {
      await db
        .update(propertyAlerts)
        .set(toValues(alert))
        .where(and(eq(propertyAlerts.userId, userId), eq(propertyAlerts.id, id)));
    },
    async remove(userId: string, id: string) {
      return (
        (
          await db
            .delete(propertyAlerts)
            .where(and(eq(propertyAlerts.userId, userId), eq(propertyAlerts.id, id)))
            .returning({ id: propertyAlerts.id })
        ).length > 0
      );
    },
    /** The properties that already match an alert, recorded without telling anyone: only later changes alert. */
    baseline: (userId: string, alertId: string) => match(userId, sql`true`, sql`a.id = ${alertId}`, true),
    /** A property added or changed. */
    matchProperty: (userId: string, propertyId: string) => match(userId, sql`p.id = ${propertyId}`),
    /** Every property an import wrote (added or updated since it started). */
    matchChangedSince: (userId: string, since: Date) => match(userId, sql`p.updated_at >= ${since.toISOString()}`),
    async property(propertyId: string) {
      const [row] = await db
        .select({
          id: properties.id,
          address: properties.address,
          city: properties.city,
          price: sql<number | null>`coalesce(${properties.currentPrice}, ${properties.listingPrice})`.mapWith((v) =>
            v === null ? null : Number(v),
          ),
        })
        .from(properties)
        .where(eq(properties.id, propertyId));
      return row;
    },
    async touch(alertId: string, at: Date) {
      await db.update(propertyAlerts).set({ lastMatchedAt: at }).where(eq(propertyAlerts.id, alertId));
    },
    async importStartedAt(importId: string) {
      const result = (await db.execute(sql`select created_at from csv_imports where id = ${importId}`)) as unknown as {
        rows: { created_at: string | Date }[];
      };
      const at = result.rows[0]?.created_at;
      return at ? new Date(at) : undefined;
    },
  };
}

export type PropertyAlertsRepository = ReturnType<typeof createPropertyAlertsRepository>;
