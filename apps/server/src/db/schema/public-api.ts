import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The agent's keys to the public API (/api/v1). Only a SHA-256 of the key is kept: the key
 * itself is shown once, when it is made. `prefix` is the key's first characters, shown in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** read, read_write, or extension (a browser extension's device key, decision 063). */
    scope: text('scope').notNull(),
    prefix: text('prefix').notNull(),
    /** hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** Calls to /api/v1 per account and calendar month (UTC), counted against the plan's apiCalls. */
export const apiUsage = pgTable(
  'api_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month's first day, YYYY-MM-01. */
    month: text('month').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** The first answer to a POST carrying an Idempotency-Key, replayed for 24 hours. Never a secret: a route whose answer holds one keeps it out (v1-route.ts `secretInAnswer`). */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** METHOD path: a key reused on another route is refused, not replayed. */
    request: text('request').notNull(),
    /** SHA-256 (hex) of the request's body: the same key with another body is refused (422), not replayed. Null on rows kept before it was recorded. */
    fingerprint: text('fingerprint'),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] }), index('api_idempotency_created_idx').on(t.createdAt)],
);

/** A URL the agent's integration asked us to POST chosen events to (Zapier's REST hooks, Make). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    /** Signs each delivery (HMAC-SHA256); shown to the integration once, when the endpoint is made; sealed at rest (older rows: plain `whsec_...` until resealed at start). */
    secret: text('secret').notNull(),
    /** The first failure of the current run of failures; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/** Each event sent (or being sent) to an endpoint, with its last answer: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** pending, delivered or failed. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    uniqueIndex('webhook_deliveries_event_uq').on(t.endpointId, t.eventId),
  ],
);
