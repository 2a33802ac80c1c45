import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A seat on an agent's team: team_id is the owner's user id (spec 000 §3). A row is an
 * invitation until someone accepts it, and holds its seat from the moment it is sent.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: text('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    memberUserId: text('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** invited or active. */
    status: text('status').notNull().default('invited'),
    /** SHA-256 of the invitation token; the token itself only travels in the e-mail. */
    inviteTokenHash: text('invite_token_hash').notNull(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }).notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_members_team_email_idx').on(t.teamId, t.email),
    uniqueIndex('team_members_token_idx').on(t.inviteTokenHash),
    index('team_members_member_idx').on(t.memberUserId),
  ],
);
