import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './profiles.ts';
import { properties } from './properties.ts';

/**
 * A social post (issue 16): its text, pictures and property, kept as a draft, scheduled or
 * published. `counted_at` is when it first counted against the plan's maxSocialPosts.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The uploaded pictures, in the order the agent chose (ids of social_post_images). */
    imageIds: uuid('image_ids').array().notNull().default([]),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The chosen accounts' platforms (a draft's too; results exist once it is scheduled or published). */
    platforms: text('platforms').array().notNull().default([]),
    /** draft, scheduled, publishing, published or failed: kept in step with the results. */
    status: text('status').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('social_posts_user_created_idx').on(t.userId, t.createdAt),
    index('social_posts_user_counted_idx')
      .on(t.userId, t.countedAt)
      .where(sql`counted_at IS NOT NULL`),
  ],
);

/**
 * One chosen account's publication of a post. `attempt` names the job that may publish it: a
 * retry or a new time makes a new attempt, and a job of an older attempt finds nothing to do.
 */
export const socialPostResults = pgTable(
  'social_post_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** pending, publishing, published or failed. */
    status: text('status').notNull().default('pending'),
    attempt: integer('attempt').notNull().default(1),
    externalPostId: text('external_post_id'),
    postUrl: text('post_url'),
    error: text('error'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_post_results_post_platform_idx').on(t.postId, t.platform)],
);

/**
 * A picture uploaded for a post, kept like avatars are (bytes in the database, resized in the
 * browser before upload). Platforms fetch it through a signed address (docs/product-decisions.md).
 */
export const socialPostImages = pgTable(
  'social_post_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_post_images_user_idx').on(t.userId)],
);
