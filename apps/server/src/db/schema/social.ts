import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * An agent's connected social account (issue 16): one per platform. Tokens are sealed with a
 * key derived from APP_SECRET (lib/secret-box.ts), never stored or returned in the clear.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** The platform's id of the person (or page) who authorised us, when it says. */
    externalId: text('external_id'),
    displayName: text('display_name'),
    pictureUrl: text('picture_url'),
    scopes: text('scopes').array().notNull().default([]),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the tokens or the profile were refreshed from the platform. */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** Why the last refresh failed (the agent reconnects); null while healthy. */
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('social_accounts_user_platform_idx').on(t.userId, t.platform)],
);

/**
 * A connect in progress: the OAuth state (its hash) and the PKCE verifier (sealed), used once by
 * the callback; older than OAUTH_STATE_MINUTES it is refused and swept.
 */
export const socialOauthStates = pgTable(
  'social_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_oauth_states_created_idx').on(t.createdAt)],
);
