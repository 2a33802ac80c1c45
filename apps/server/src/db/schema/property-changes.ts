import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { properties } from './properties.ts';

/**
 * The history of a property: one row each time its price changes (the first row is the price it
 * was added at) and each time its status changes. Prices are whole dollars, like current_price.
 */
export const propertyChanges = pgTable(
  'property_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'price' or 'status'. */
    changeType: text('change_type').notNull(),
    previousPrice: bigint('previous_price', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }),
    previousStatus: text('previous_status'),
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_changes_property_created_idx').on(t.propertyId, t.createdAt)],
);
