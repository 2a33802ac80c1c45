import { z } from 'zod';
import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_CARDS, type SocialPlatform } from './social-platforms';
import { SOCIAL_POST_MAX_IMAGES, SOCIAL_POST_TEXT_MAX, platformCounts } from './post-length';

/** A post is kept as a draft, published now, or scheduled for later. */
export const SOCIAL_POST_ACTIONS = ['draft', 'now', 'schedule'] as const;
export type SocialPostAction = (typeof SOCIAL_POST_ACTIONS)[number];

export const SOCIAL_POST_STATUSES = ['draft', 'scheduled', 'publishing', 'published', 'failed'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

/** One chosen account's outcome: pending until its time, then publishing, published or failed. */
export const SOCIAL_RESULT_STATUSES = ['pending', 'publishing', 'published', 'failed'] as const;
export type SocialResultStatus = (typeof SOCIAL_RESULT_STATUSES)[number];

/**
 * POST /api/social/posts and PUT /api/social/posts/:id. The web form and the server check the
 * same rules; the server adds what needs the database (the accounts are connected, the time is
 * still ahead, Instagram has a picture).
 */
export const SaveSocialPostRequestSchema = z
  .object({
    text: z
      .string({ error: 'Write the post' })
      .max(SOCIAL_POST_TEXT_MAX, `At most ${SOCIAL_POST_TEXT_MAX.toLocaleString('en-US')} characters`),
    platforms: z
      .array(z.enum(SOCIAL_PLATFORMS, { error: 'Choose among facebook, instagram, linkedin and x' }))
      .max(SOCIAL_PLATFORMS.length),
    image_ids: z
      .array(z.uuid({ error: 'Each must be an uploaded picture' }))
      .max(SOCIAL_POST_MAX_IMAGES, `At most ${SOCIAL_POST_MAX_IMAGES} pictures`)
      .default([]),
    property_id: z.uuid({ error: 'Choose one of your properties' }).nullable().default(null),
    action: z.enum(SOCIAL_POST_ACTIONS, { error: 'Draft, now or schedule' }),
    scheduled_at: z.iso.datetime({ offset: true, error: 'A date and time' }).nullable().default(null),
  })
  .strict()
  .superRefine((post, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (post.text.trim() === '' && post.image_ids.length === 0) issue('text', 'Write the post or add a picture');
    if (new Set(post.platforms).size !== post.platforms.length) issue('platforms', 'Each account once');
    if (post.action === 'draft') return;
    if (post.platforms.length === 0) issue('platforms', 'Choose at least one account to post to');
    for (const count of platformCounts(post.text, post.platforms)) {
      if (count.isOver)
        issue(
          'text',
          `${count.used.toLocaleString('en-US')} characters is too long for ${SOCIAL_PLATFORM_CARDS[count.platform].name} (at most ${count.max.toLocaleString('en-US')})`,
        );
    }
    if (post.action === 'schedule' && !post.scheduled_at) issue('scheduled_at', 'Choose when to publish');
  });
export type SaveSocialPostRequest = z.infer<typeof SaveSocialPostRequestSchema>;
export type SaveSocialPostInput = z.input<typeof SaveSocialPostRequestSchema>;

export type SocialPostResultResponse = {
  id: string;
  platform: SocialPlatform;
  status: SocialResultStatus;
  /** The post on the platform, once published. */
  post_url: string | null;
  /** Why it failed, in words the agent can act on. */
  error: string | null;
  published_at: string | null;
};

export type SocialPostResponse = {
  id: string;
  text: string;
  images: { id: string; url: string }[];
  property: { id: string; address: string; photo_url: string | null } | null;
  status: SocialPostStatus;
  /** The chosen accounts (a draft's too): each result once the post is scheduled or published. */
  platforms: SocialPlatform[];
  scheduled_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  results: SocialPostResultResponse[];
};

/** GET /api/social/posts: newest first, with this month's posts against the plan's maxSocialPosts (-1 unlimited). */
export type SocialPostsResponse = { posts: SocialPostResponse[]; usage: { used: number; allowed: number } };

export type SocialImageResponse = { id: string; url: string };

/** What the feed shows for a post: a draft, waiting for its time, or how its accounts went. */
export function postStatusOf(
  isDraft: boolean,
  results: readonly { status: SocialResultStatus }[],
  scheduledAt: Date | null,
  now: Date,
): SocialPostStatus {
  if (isDraft) return 'draft';
  if (results.some((r) => r.status === 'publishing')) return 'publishing';
  if (results.some((r) => r.status === 'pending')) return scheduledAt && scheduledAt > now ? 'scheduled' : 'publishing';
  if (results.some((r) => r.status === 'failed')) return 'failed';
  return 'published';
}
