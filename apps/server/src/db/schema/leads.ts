import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { pipelineStages } from './pipeline.ts';
import { leadSearchText } from './search-documents.ts';

/** A lead: the shape of spec 001 §3 plus tags, preferred contact and best time to reach them. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    location: text('location'),
    /** Dollar-formatted text ("$450,000"), as the import normalises it. */
    budget: text('budget'),
    timeline: text('timeline'),
    source: text('source'),
    leadType: text('lead_type'),
    /** hot, warm, cold or null. */
    status: text('status'),
    /** pending, qualified, pre-qualified, not-qualified or null. */
    qualification: text('qualification'),
    notes: text('notes'),
    tags: text('tags').array().notNull().default([]),
    preferredContact: text('preferred_contact'),
    bestTime: text('best_time'),
    platform: text('platform'),
    /** Dates date triggers read (YYYY-MM-DD): the birthday, and the purchase (closing) date whose anniversary recurs. */
    birthday: date('birthday'),
    purchaseDate: date('purchase_date'),
    /** Duplicate keys (domain csv-import/duplicate-keys), kept by every write: imports and inbound messages find a lead by index. */
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    /** The import that created the lead and its row in the file, for the import's duplicate check. */
    importId: uuid('import_id'),
    importRow: integer('import_row'),
    /** The agent's first text, e-mail or logged call to the lead: the response clock stops here. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    /**
     * A book brought in from another CRM (issue 46): the lead's other e-mails and phones (Email 2,
     * Phone 3), when that CRM created it and when it was last worked there. An import writes
     * created_at from source_created_at once the rows are in (its duplicate check reads created_at = now()).
     */
    additionalEmails: text('additional_emails').array().notNull().default([]),
    additionalPhones: text('additional_phones').array().notNull().default([]),
    /** Issue 50: each e-mail's and phone's label as the file's column named it ("Cell 2", "Work", "Email 1"), by value. */
    contactLabels: jsonb('contact_labels').$type<Record<string, string>>().notNull().default({}),
    sourceCreatedAt: timestamp('source_created_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /**
     * Lead routing (issue 19): who has the lead now (the owner or a teammate), since when, and
     * when they claimed it. Null assignee: never routed (added by hand, imported), the owner's.
     */
    assignedUserId: text('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Everyone the lead went to before (a hand-off skips them); each hand-off bumps the round. */
    routingTried: text('routing_tried').array().notNull().default([]),
    routingRound: integer('routing_round').notNull().default(0),
    /**
     * The pipeline (issue 18): the stage (null only until the account's stages are first read,
     * then the first stage), what the deal is worth in whole dollars, and when it should close.
     */
    stageId: uuid('stage_id').references(() => pipelineStages.id, { onDelete: 'set null' }),
    dealValue: bigint('deal_value', { mode: 'number' }),
    expectedCloseDate: date('expected_close_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order rows were added in, kept by the database: rows added together (one import, one
     * insert) share `created_at`, and the lists break that tie by it, not by random id (decision 034).
     */
    entryOrder: bigint('entry_order', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** What global search and the list's search box match (decision 031): kept by the database. */
    searchText: text('search_text').generatedAlwaysAs(leadSearchText),
  },
  (t) => [
    index('leads_user_email_key_idx').on(t.userId, t.emailKey),
    index('leads_user_phone_key_idx').on(t.userId, t.phoneKey),
    // The list screen filters by status and sorts by name within one agent's book.
    index('leads_user_status_idx').on(t.userId, t.status),
    index('leads_user_name_idx').on(t.userId, t.name),
    // The default order (newest first, ties in the order rows were added) without a sort.
    index('leads_user_created_order_idx').on(t.userId, t.createdAt, t.entryOrder),
    // The board counts and sums each stage's leads, and reads each stage's first cards in their
    // order (soonest close first) from here (issue 46).
    index('leads_user_stage_close_idx').on(t.userId, t.stageId, t.expectedCloseDate.asc().nullsLast(), t.name, t.id),
    // "Assigned to you" across every team the agent is on.
    index('leads_assigned_user_idx').on(t.assignedUserId),
    // "Mine" in a team's book.
    index('leads_user_assigned_idx').on(t.userId, t.assignedUserId),
    // Global search and the list's search box (decision 020): words of the name, e-mail,
    // location and source; digits of the phone.
    index('leads_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('leads_phone_key_trgm_idx').using('gin', t.phoneKey.op('gin_trgm_ops')),
    // Finding duplicates (issue 50) reads the additional e-mails and phones of the few leads that have any.
    index('leads_user_additional_contacts_idx')
      .on(t.userId)
      .where(sql`cardinality(${t.additionalEmails}) > 0 OR cardinality(${t.additionalPhones}) > 0`),
  ],
);
