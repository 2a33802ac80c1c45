import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { propertyPhotoUrl } from '@porchlight/domain/properties/property-photos';
import { properties, propertyPhotos, socialPostImages, socialPostResults, socialPosts } from '../../db/schema/index.ts';
import type { JobExecutor } from '../../jobs/job-store.ts';

export type SocialPostRow = typeof socialPosts.$inferSelect;
export type SocialResultRow = typeof socialPostResults.$inferSelect;
export type PostProperty = {
  id: string;
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  currentPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number | null;
  listingUrl: string | null;
  photoUrl: string | null;
  coverPhotoId: string | null;
};
export type NewPost = Pick<SocialPostRow, 'text' | 'imageIds' | 'propertyId' | 'platforms' | 'status' | 'scheduledAt'> & {
  isCounted: boolean;
};

/** The feed reads this many posts, newest first. */
export const FEED_PAGE_SIZE = 200;

/** Social posts, their results per account and their pictures. Every read and write is scoped to the agent. */
export function createSocialPostsRepository(db: Database) {
  const resultsOf = async (postIds: string[]) =>
    postIds.length === 0
      ? []
      : db.select().from(socialPostResults).where(inArray(socialPostResults.postId, postIds)).orderBy(socialPostResults.platform);
  const propertiesOf = async (userId: string, ids: string[]): Promise<PostProperty[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: properties.id,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zipcode: properties.zipcode,
        currentPrice: properties.currentPrice,
        bedrooms: properties.bedrooms,
        bathrooms: properties.bathrooms,
        sqft: properties.sqft,
        listingUrl: properties.listingUrl,
        images: properties.images,
        // The gallery's cover (issue 18); spelled out, as a select list would print the outer id unqualified.
        coverPhotoId: sql<
          string | null
        >`(select cover.id from ${propertyPhotos} cover where cover.property_id = ${sql.raw('"properties"."id"')} order by cover.position, cover.created_at limit 1)`,
      })
      .from(properties)
      .where(and(eq(properties.userId, userId), inArray(properties.id, ids)));
    // The picture the post shows when it has none of its own: the uploaded cover, else the listing's first image on the web.
    return rows.map(({ images, ...row }) => ({
      ...row,
      photoUrl: row.coverPhotoId ? propertyPhotoUrl(row.id, row.coverPhotoId) : (images?.find((url) => /^https?:\/\//.test(url)) ?? null),
    }));
  };

  return {
    db,
    resultsOf,
    propertiesOf,
    async list(userId: string) {
      const posts = await db
        .select()
        .from(socialPosts)
        .where(eq(socialPosts.userId, userId))
        .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
        .limit(FEED_PAGE_SIZE);
      return posts;
    },
    async find(userId: string, id: string) {
      const [post] = await db
        .select()
        .from(socialPosts)
        .where(and(eq(socialPosts.id, id), eq(socialPosts.userId, userId)));
      return post;
    },
    /** The agent's pictures among `ids` (another agent's are not found). */
    async ownImageIds(userId: string, ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: socialPostImages.id })
        .from(socialPostImages)
        .where(and(eq(socialPostImages.userId, userId), inArray(socialPostImages.id, ids)));
      return rows.map((r) => r.id);
    },
    async insertImage(userId: string, contentType: string, bytes: Buffer) {
      const [row] = await db
        .insert(socialPostImages)
        .values({ userId, contentType, byteSize: bytes.byteLength, bytes })
        .returning({ id: socialPostImages.id });
      return row!.id;
    },
    /** A copy of the agent's property photo as a picture of theirs for posts (one statement: the bytes stay in the database). */
    async copyPropertyPhoto(userId: string, photoId: string): Promise<string | undefined> {
      const [row] = await db
        .insert(socialPostImages)
        .select(
          db
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              userId: propertyPhotos.userId,
              contentType: propertyPhotos.contentType,
              byteSize: propertyPhotos.byteSize,
              bytes: propertyPhotos.bytes,
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(propertyPhotos)
            .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.userId, userId))),
        )
        .returning({ id: socialPostImages.id });
      return row?.id;
    },
    async image(id: string) {
      const [row] = await db
        .select({ contentType: socialPostImages.contentType, bytes: socialPostImages.bytes })
        .from(socialPostImages)
        .where(eq(socialPostImages.id, id));
      return row;
    },
    /**
     * Writes a post and, unless it is a draft, one pending result per account; `queue` adds
     * their publishing jobs in the same transaction. A post saved again replaces its results:
     * the jobs of the old ones then find nothing to publish.
     */
    async save(
      userId: string,
      existingId: string | null,
      post: NewPost,
      queue: (tx: JobExecutor, results: SocialResultRow[]) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const { isCounted, ...values } = post;
        const now = new Date();
        let saved: SocialPostRow;
        if (existingId) {
          [saved] = (await tx
            .update(socialPosts)
            .set({ ...values, updatedAt: now, countedAt: isCounted ? sql`coalesce(${socialPosts.countedAt}, now())` : undefined })
            .where(and(eq(socialPosts.id, existingId), eq(socialPosts.userId, userId)))
            .returning()) as [SocialPostRow];
          await tx.delete(socialPostResults).where(eq(socialPostResults.postId, existingId));
        } else {
          [saved] = (await tx
            .insert(socialPosts)
            .values({ ...values, userId, countedAt: isCounted ? now : null })
            .returning()) as [SocialPostRow];
        }
        const results =
          post.status === 'draft' || post.platforms.length === 0
            ? []
            : await tx
                .insert(socialPostResults)
                .values(post.platforms.map((platform) => ({ postId: saved.id, userId, platform })))
                .returning();
        await queue(tx, results);
        return saved;
      });
    },
    /** Deletes a post and its pictures that no other post of the agent uses. */
    async remove(userId: string, id: string) {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(socialPosts)
          .where(and(eq(socialPosts.id, id), eq(socialPosts.userId, userId)))
          .returning({ imageIds: socialPosts.imageIds });
        if (!removed?.imageIds.length) return;
        await tx
          .delete(socialPostImages)
          .where(
            and(
              eq(socialPostImages.userId, userId),
              inArray(socialPostImages.id, removed.imageIds),
              sql`not exists (select 1 from social_posts p where p.user_id = ${userId} and ${socialPostImages.id} = any(p.image_ids))`,
            ),
          );
      });
    },
    /** A failed result gets a new attempt (and a new job); answers it, or nothing if it was not failed. */
    async retry(userId: string, resultId: string, queue: (tx: JobExecutor, result: SocialResultRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [result] = await tx
          .update(socialPostResults)
          .set({ status: 'pending', attempt: sql`${socialPostResults.attempt} + 1`, error: null, updatedAt: new Date() })
          .where(and(eq(socialPostResults.id, resultId), eq(socialPostResults.userId, userId), eq(socialPostResults.status, 'failed')))
          .returning();
        if (result) await queue(tx, result);
        return result;
      });
    },
    /**
     * Takes a result for publishing: the status is checked and set in one statement, so of two
     * jobs (or two instances) only one gets it, and a finished or replaced one is never taken.
     */
    async claim(resultId: string, attempt: number) {
      const [row] = await db
        .update(socialPostResults)
        .set({ status: 'publishing', updatedAt: new Date() })
        .where(and(eq(socialPostResults.id, resultId), eq(socialPostResults.attempt, attempt), eq(socialPostResults.status, 'pending')))
        .returning();
      return row;
    },
    async finish(
      resultId: string,
      attempt: number,
      outcome: { status: 'published'; externalPostId: string; postUrl: string } | { status: 'failed' | 'pending'; error: string | null },
    ) {
      const values = outcome.status === 'published' ? { ...outcome, error: null, publishedAt: new Date() } : outcome;
      await db
        .update(socialPostResults)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(socialPostResults.id, resultId),
            eq(socialPostResults.attempt, attempt),
            inArray(socialPostResults.status, ['pending', 'publishing']),
          ),
        );
    },
    /**
     * Sets the post's status from its results. The post row is locked first, so of two results
     * finishing at once the later one reads both and writes the final status.
     */
    async refreshStatus(postId: string, statusOf: (post: SocialPostRow, results: SocialResultRow[]) => string) {
      await db.transaction(async (tx) => {
        const [post] = await tx.select().from(socialPosts).where(eq(socialPosts.id, postId)).for('update');
        if (!post || post.status === 'draft') return;
        const results = await tx.select().from(socialPostResults).where(eq(socialPostResults.postId, postId));
        const status = statusOf(post, results);
        const lastPublished = results.map((r) => r.publishedAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
        await tx
          .update(socialPosts)
          .set({ status, publishedAt: lastPublished ? new Date(lastPublished) : null, updatedAt: new Date() })
          .where(eq(socialPosts.id, postId));
      });
    },
    async resultById(resultId: string) {
      const [row] = await db.select().from(socialPostResults).where(eq(socialPostResults.id, resultId));
      return row;
    },
  };
}

export type SocialPostsRepository = ReturnType<typeof createSocialPostsRepository>;
