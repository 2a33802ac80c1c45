import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LeadRoutingRule } from '@porchlight/domain/lead-routing/lead-routing';
import { users } from './auth.ts';

/** How an account routes leads that come in by themselves (one row per account, made on first save). */
export const leadRoutingSettings = pgTable('lead_routing_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** owner, round_robin or rules. */
  mode: text('mode').notNull().default('owner'),
  claimMinutes: integer('claim_minutes').notNull().default(10),
  /** Teammates' user ids in turn order. */
  rotation: text('rotation').array().notNull().default([]),
  rules: jsonb('rules').$type<LeadRoutingRule[]>().notNull().default([]),
  fallbackUserId: text('fallback_user_id'),
  /** The next turn in the rotation: taken with one UPDATE ... RETURNING, so concurrent leads never share a turn. */
  nextTurn: bigint('next_turn', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
