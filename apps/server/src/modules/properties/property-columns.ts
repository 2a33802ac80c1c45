import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fromHundredths, toHundredths } from '@porchlight/domain/properties/format-price';
import { PROPERTY_FIELDS } from '@porchlight/domain/properties/property-fields';
import type { PropertyFields, PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { properties, users } from '../../db/schema/index.ts';

const CENTS_KEYS = PROPERTY_FIELDS.filter((f) => f.kind === 'cents').map((f) => f.key);

/** Exactly the columns the API shows: the domain's field list plus identity and timestamps (never user_id). */
export const propertyColumns = {
  id: properties.id,
  ...(Object.fromEntries(PROPERTY_FIELDS.map((f) => [f.key, properties[f.key]])) as unknown as Record<keyof PropertyFields, PgColumn>),
  isWatched: properties.isWatched,
  assignedUserId: properties.assignedUserId,
  assignedName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${properties.assignedUserId})`.as(
    'assigned_name',
  ),
  sourceCodes: properties.sourceCodes,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

export type PropertyRow = Record<string, unknown> & { id: string; isWatched: boolean; createdAt: Date; updatedAt: Date };

/** A property's row as the API shows it: times as ISO text, prices in dollars and cents. */
export function toPropertyResponse(row: PropertyRow): PropertyResponse {
  const out: Record<string, unknown> = { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
  for (const key of CENTS_KEYS) out[key] = fromHundredths(row[key] as number | null);
  return out as PropertyResponse;
}

/** API values (dollars and cents) as column values (hundredths where the table keeps them). */
export function toColumnValues(values: Partial<Record<keyof PropertyFields, unknown>>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = (CENTS_KEYS as string[]).includes(key) ? toHundredths(value as number | null) : value;
  }
  return out;
}
