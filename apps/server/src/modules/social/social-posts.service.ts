import { SOCIAL_PLATFORM_CARDS, isSocialPlatform, type SocialPlatform } from '@porchlight/domain/social/social-platforms';
import { PLATFORMS_NEEDING_AN_IMAGE } from '@porchlight/domain/social/post-length';
import {
  postStatusOf,
  type SaveSocialPostRequest,
  type SocialPostResponse,
  type SocialPostsResponse,
  type SocialResultStatus,
} from '@porchlight/domain/social/social-post-schemas';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { JobExecutor } from '../../jobs/job-store.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { MediaSigner } from './social-media.ts';
import type { PostProperty, SocialPostRow, SocialPostsRepository, SocialResultRow } from './social-posts.repository.ts';
import type { SocialService } from './social.service.ts';

export const PUBLISH_SOCIAL_POST_QUEUE = 'social.publish-post';

/** A scheduled time may be this far in the past when it arrives (the agent picked "now-ish"). */
const SCHEDULE_GRACE_MS = 60_000;

type Deps = {
  repo: SocialPostsRepository;
  social: Pick<SocialService, 'status'>;
  limits: Pick<LimitGuard, 'withinLimit' | 'status'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  media: MediaSigner;
  now?: () => Date;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
const nameOf = (platform: string) => (isSocialPlatform(platform) ? SOCIAL_PLATFORM_CARDS[platform].name : platform);

/** Social posts (issue 16): compose, keep as drafts, schedule or publish to the agent's connected accounts. */
export function createSocialPostsService({ repo, social, limits, jobs, media, now = () => new Date() }: Deps) {
  const queueResult = (tx: JobExecutor, userId: string, result: SocialResultRow, runAt?: Date | null) =>
    jobs.enqueue(
      tx,
      PUBLISH_SOCIAL_POST_QUEUE,
      { resultId: result.id, attempt: result.attempt },
      { accountId: userId, uniqueKey: `${result.id}:${result.attempt}`, runAt: runAt ?? undefined },
    );

  function toResponse(post: SocialPostRow, results: SocialResultRow[], property: PostProperty | undefined): SocialPostResponse {
    return {
      id: post.id,
      text: post.text,
      images: post.imageIds.map((id) => ({ id, url: media.pathOf(id) })),
      property: property ? { id: property.id, address: property.address, photo_url: property.photoUrl } : null,
      status: post.status as SocialPostResponse['status'],
      platforms: post.platforms.filter(isSocialPlatform),
      scheduled_at: iso(post.scheduledAt),
      published_at: iso(post.publishedAt),
      created_at: post.createdAt.toISOString(),
      updated_at: post.updatedAt.toISOString(),
      results: results
        .filter((r) => r.postId === post.id && isSocialPlatform(r.platform))
        .map((r) => ({
          id: r.id,
          platform: r.platform as SocialPlatform,
          status: r.status as SocialResultStatus,
          post_url: r.postUrl,
          error: r.error,
          published_at: iso(r.publishedAt),
        })),
    };
  }

  async function respond(userId: string, posts: SocialPostRow[]): Promise<SocialPostResponse[]> {
    const [results, props] = await Promise.all([
      repo.resultsOf(posts.map((p) => p.id)),
      repo.propertiesOf(userId, [...new Set(posts.flatMap((p) => (p.propertyId ? [p.propertyId] : [])))]),
    ]);
    return posts.map((post) =>
      toResponse(
        post,
        results,
        props.find((p) => p.id === post.propertyId),
      ),
    );
  }

  async function get(userId: string, id: string) {
    return (await respond(userId, [await ownPost(userId, id)]))[0]!;
  }

  async function ownPost(userId: string, id: string) {
    const post = await repo.find(userId, id);
    if (!post) throw notFound('Social post not found');
    return post;
  }

  /** The checks that need the database: the accounts are connected, the property and pictures are the agent's, the time is ahead. */
  async function check(userId: string, request: SaveSocialPostRequest) {
    if (request.action !== 'draft') {
      const statuses = await Promise.all(request.platforms.map((p) => social.status(userId, p)));
      const missing = statuses.filter((s) => !s.connected).map((s) => nameOf(s.platform));
      if (missing.length)
        throw new HttpError(
          400,
          `platforms: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not connected. Connect ${missing.length > 1 ? 'them' : 'it'} in Settings > Accounts.`,
        );
    }
    const property = request.property_id ? (await repo.propertiesOf(userId, [request.property_id]))[0] : undefined;
    if (request.property_id && !property) throw new HttpError(400, 'property_id: choose one of your properties');
    const ownImages = await repo.ownImageIds(userId, request.image_ids);
    if (ownImages.length !== new Set(request.image_ids).size)
      throw new HttpError(400, 'image_ids: upload the pictures first (one of them is not yours or no longer exists)');
    const hasPicture = request.image_ids.length > 0 || Boolean(property?.photoUrl);
    const needing = request.platforms.filter((p) => PLATFORMS_NEEDING_AN_IMAGE.includes(p));
    if (request.action !== 'draft' && needing.length && !hasPicture)
      throw new HttpError(400, `image_ids: ${needing.map(nameOf).join(' and ')} needs a picture`);
    if (request.action === 'schedule' && new Date(request.scheduled_at!).getTime() < now().getTime() - SCHEDULE_GRACE_MS)
      throw new HttpError(400, 'scheduled_at: choose a time in the future');
    return property;
  }

  /**
   * The post's pictures: its own, or else a copy of its property's uploaded cover photo (a
   * picture the platforms can fetch by its public link, as they do the agent's uploads).
   */
  async function picturesOf(userId: string, request: SaveSocialPostRequest, property: PostProperty | undefined) {
    if (request.image_ids.length > 0 || !property?.coverPhotoId) return request.image_ids;
    const copy = await repo.copyPropertyPhoto(userId, property.coverPhotoId);
    return copy ? [copy] : [];
  }

  async function save(userId: string, existing: SocialPostRow | null, request: SaveSocialPostRequest) {
    const property = await check(userId, request);
    const imageIds = await picturesOf(userId, request, property);
    const isDraft = request.action === 'draft';
    const scheduledAt = request.action === 'schedule' ? new Date(request.scheduled_at!) : null;
    const status = isDraft ? 'draft' : scheduledAt && scheduledAt > now() ? 'scheduled' : 'publishing';
    const write = () =>
      repo.save(
        userId,
        existing?.id ?? null,
        {
          text: request.text,
          imageIds,
          propertyId: request.property_id,
          platforms: request.platforms,
          status,
          scheduledAt,
          isCounted: !isDraft,
        },
        async (tx, results) => {
          for (const result of results) await queueResult(tx, userId, result, scheduledAt);
        },
      );
    // A post counts once against maxSocialPosts, when it is first scheduled or published.
    const saved = isDraft || existing?.countedAt ? await write() : await limits.withinLimit(userId, 'maxSocialPosts', write);
    return (await respond(userId, [saved]))[0]!;
  }

  /** A post's results may change (publishing, then published or failed) only while it is not in the agent's hands. */
  async function assertEditable(post: SocialPostRow) {
    const results = await repo.resultsOf([post.id]);
    const gone = results.find((r) => r.status === 'published' || r.status === 'publishing');
    if (gone) throw new HttpError(409, `This post is already on ${nameOf(gone.platform)}: it can no longer be changed here.`);
  }

  return {
    async list(userId: string): Promise<SocialPostsResponse> {
      const [posts, usage] = await Promise.all([repo.list(userId), limits.status(userId, 'maxSocialPosts')]);
      return {
        posts: await respond(userId, posts),
        usage: { used: usage.used, allowed: Number.isFinite(usage.allowed) ? usage.allowed : -1 },
      };
    },
    get,
    create: (userId: string, request: SaveSocialPostRequest) => save(userId, null, request),
    async update(userId: string, id: string, request: SaveSocialPostRequest) {
      const post = await ownPost(userId, id);
      await assertEditable(post);
      return save(userId, post, request);
    },
    async remove(userId: string, id: string) {
      const post = await ownPost(userId, id);
      await assertEditable(post);
      await repo.remove(userId, id);
    },
    async retry(userId: string, postId: string, resultId: string) {
      await ownPost(userId, postId);
      const result = await repo.resultById(resultId);
      if (!result || result.postId !== postId) throw notFound('Social post result not found');
      const retried = await repo.retry(userId, resultId, async (tx, row) => void (await queueResult(tx, userId, row)));
      if (!retried) throw new HttpError(409, `This post is not failed on ${nameOf(result.platform)}: nothing to retry.`);
      await refresh(postId);
      return get(userId, postId);
    },
    async saveImage(userId: string, image: { contentType: string; bytes: Buffer }) {
      const id = await repo.insertImage(userId, image.contentType, image.bytes);
      return { id, url: media.pathOf(id) };
    },
    async image(id: string, signature: string) {
      const image = media.isValid(id, signature) ? await repo.image(id) : undefined;
      if (!image) throw notFound('Picture not found');
      return image;
    },
  };

  function refresh(postId: string) {
    return repo.refreshStatus(postId, (post, results) =>
      postStatusOf(false, results as { status: SocialResultStatus }[], post.scheduledAt, now()),
    );
  }
}

export type SocialPostsService = ReturnType<typeof createSocialPostsService>;
