import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { leads } from './leads.ts';
import { properties } from './properties.ts';

/** A lead interested in, having toured or offered on a property: one row per pair, its kind changes. */
export const leadProperties = pgTable(
  'lead_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** 'interested', 'toured' or 'offered'. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_properties_lead_property_idx').on(t.leadId, t.propertyId),
    index('lead_properties_property_idx').on(t.propertyId),
  ],
);
