import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { createMediaSigner } from './social-media.ts';
import { defineSocialPostJobs } from './social-posts.jobs.ts';
import { createSocialPostsRepository } from './social-posts.repository.ts';
import { createSocialPostsService } from './social-posts.service.ts';
import { createSocialPublishing } from './social-publishing.ts';
import { defineSocialJobs } from './social.jobs.ts';
import { createSocialRepository } from './social.repository.ts';
import { createSocialService } from './social.service.ts';

export type SocialPorts = { limits: LimitGuard };

/** Connected social accounts and the feed of posts to them (issue 16). */
export function registerSocial({ config, logger, db, jobs }: Infra, { limits }: SocialPorts) {
  const social = createSocialService({
    repo: createSocialRepository(db),
    platforms: config.socialPosting,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    appSecretPrevious: config.appSecretPrevious,
    jobs,
    logger,
  });
  defineSocialJobs(jobs, social);
  const postsRepo = createSocialPostsRepository(db);
  const media = createMediaSigner(config.appSecret, config.appUrl);
  const socialPosts = createSocialPostsService({ repo: postsRepo, social, limits, jobs, media });
  defineSocialPostJobs(
    jobs,
    createSocialPublishing({
      repo: postsRepo,
      social,
      media,
      logger,
      remotePhotos: { allowHttp: true, allowPrivate: config.nodeEnv !== 'production' },
    }),
  );
  return { social, socialPosts };
}
