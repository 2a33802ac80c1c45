import { SOCIAL_PLATFORM_CARDS, isSocialPlatform } from '@porchlight/domain/social/social-platforms';
import { postStatusOf, type SocialResultStatus } from '@porchlight/domain/social/social-post-schemas';
import type { Logger } from '../../lib/logger.ts';
import { outboundRequest, type OutboundPolicy } from '../../lib/outbound-request.ts';
import { PUBLISHERS } from './publishers/publishers.ts';
import { PublishError, type PostImage } from './publishers/social-publisher.ts';
import type { MediaSigner } from './social-media.ts';
import type { SocialPostsRepository } from './social-posts.repository.ts';
import type { SocialService } from './social.service.ts';

type Deps = {
  repo: SocialPostsRepository;
  social: Pick<SocialService, 'publishingAccount'>;
  media: MediaSigner;
  logger: Logger;
  /** Property photos are addresses the agent typed: production reads only public ones (the outbound guard). */
  remotePhotos: OutboundPolicy;
  now?: () => Date;
};

export const REMOTE_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** A property's photo lives elsewhere: read only when a platform wants the bytes (LinkedIn), through the outbound guard. */
async function readRemote(url: string, policy: OutboundPolicy) {
  const response = await outboundRequest(url, { policy, timeoutMs: 30_000, maxBytes: REMOTE_PHOTO_MAX_BYTES, maxRedirects: 3 }).catch(
    () => undefined,
  );
  if (!response || response.status < 200 || response.status >= 300)
    throw new PublishError(`The property's photo could not be read (${url}). It will be tried again.`, true);
  return { bytes: response.body, contentType: response.headers['content-type'] ?? 'image/jpeg' };
}

/**
 * The publishing job's work for one account. The result is taken in one statement (pending to
 * publishing, for this attempt only), so a job run twice, or by two instances, publishes once.
 */
export function createSocialPublishing({ repo, social, media, logger, remotePhotos, now = () => new Date() }: Deps) {
  const refresh = (postId: string) =>
    repo.refreshStatus(postId, (post, results) =>
      postStatusOf(false, results as { status: SocialResultStatus }[], post.scheduledAt, now()),
    );

  async function imagesOf(userId: string, imageIds: string[], propertyId: string | null): Promise<PostImage[]> {
    if (imageIds.length > 0) {
      return imageIds.map((id) => ({
        url: media.publicUrlOf(id),
        read: async () => {
          const image = await repo.image(id);
          if (!image) throw new PublishError('A picture of the post was removed. Edit the post, then Retry.');
          return image;
        },
      }));
    }
    const property = propertyId ? (await repo.propertiesOf(userId, [propertyId]))[0] : undefined;
    // Posts saved with an uploaded cover carry a copy of it; this is a listing's picture on the web.
    const remote = property?.photoUrl && /^https?:\/\//.test(property.photoUrl) ? property.photoUrl : null;
    return remote ? [{ url: remote, read: () => readRemote(remote, remotePhotos) }] : [];
  }

  return {
    async publish(resultId: string, attempt: number, signal?: AbortSignal) {
      const result = await repo.claim(resultId, attempt);
      if (!result) return; // published, failed, replaced or taken by another run: nothing to do
      await refresh(result.postId);
      try {
        const post = await repo.find(result.userId, result.postId);
        if (!post || !isSocialPlatform(result.platform)) throw new PublishError('The post was removed.');
        const name = SOCIAL_PLATFORM_CARDS[result.platform].name;
        const account = await social.publishingAccount(result.userId, result.platform);
        if (!account) throw new PublishError(`${name} is not connected any more. Connect it in Settings > Accounts, then Retry.`);
        const property = post.propertyId ? (await repo.propertiesOf(result.userId, [post.propertyId]))[0] : undefined;
        const published = await PUBLISHERS[result.platform]({
          ...account,
          text: post.text,
          link: property?.listingUrl ?? null,
          images: await imagesOf(result.userId, post.imageIds, post.propertyId),
          signal,
        });
        await repo.finish(resultId, attempt, { status: 'published', externalPostId: published.externalId, postUrl: published.url });
      } catch (error) {
        const isFinal = error instanceof PublishError && !error.isRetryable;
        logger.warn(
          { err: error instanceof PublishError ? error.message : error, resultId, platform: result.platform },
          isFinal ? 'Social: the post was refused' : 'Social: publishing failed; it will be tried again',
        );
        // Refused: the agent sees why and may Retry. Otherwise the job tries again (pending until then).
        await repo.finish(resultId, attempt, isFinal ? { status: 'failed', error: error.message } : { status: 'pending', error: null });
        if (!isFinal) throw error;
      } finally {
        await refresh(result.postId);
      }
    },
    /** The job's last try failed: the agent sees the reason and a Retry. */
    async markFailed(resultId: string, attempt: number, error: string) {
      const result = await repo.resultById(resultId);
      if (!result) return;
      await repo.finish(resultId, attempt, { status: 'failed', error: error.replace(/ It will be tried again\.$/, '') });
      await refresh(result.postId);
    },
  };
}

export type SocialPublishing = ReturnType<typeof createSocialPublishing>;
