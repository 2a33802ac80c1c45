import type { SocialPlatform } from '@porchlight/domain/social/social-platforms';
import { publishToFacebook } from './facebook-publisher.ts';
import { publishToInstagram } from './instagram-publisher.ts';
import { publishToLinkedIn } from './linkedin-publisher.ts';
import type { SocialPublisher } from './social-publisher.ts';
import { publishToX } from './x-publisher.ts';

/** The publisher of each platform; where each one sends is configured (SOCIAL_<P>_API_URL). */
export const PUBLISHERS: Record<SocialPlatform, SocialPublisher> = {
  facebook: publishToFacebook,
  instagram: publishToInstagram,
  linkedin: publishToLinkedIn,
  x: publishToX,
};
