import { SOCIAL_PLATFORMS, type SocialPlatform } from './social-platforms';

/** The longest post each platform takes, in characters (issue 16). */
export const SOCIAL_POST_MAX_CHARACTERS: Record<SocialPlatform, number> = {
  x: 280,
  linkedin: 3_000,
  instagram: 2_200,
  facebook: 63_206,
};

/** The longest text the composer accepts at all: the most generous platform's. */
export const SOCIAL_POST_TEXT_MAX = Math.max(...Object.values(SOCIAL_POST_MAX_CHARACTERS));

/** X shortens every link to a t.co address of this many characters, whatever its real length. */
export const X_LINK_LENGTH = 23;

const LINK = /\bhttps?:\/\/[^\s]+/gi;

/** Characters as a person counts them: an emoji or accented letter is one, not two UTF-16 units. */
const characters = (text: string) => Array.from(text).length;

/** How long a text is on a platform: X counts every link as 23 characters; the others count them as written. */
export function postLength(text: string, platform: SocialPlatform): number {
  if (platform !== 'x') return characters(text);
  const links = text.match(LINK) ?? [];
  return characters(text.replace(LINK, '')) + links.length * X_LINK_LENGTH;
}

export type PlatformCount = { platform: SocialPlatform; used: number; max: number; isOver: boolean };

/** The counter under the composer, for the chosen platforms (all four when none is chosen). */
export function platformCounts(text: string, platforms: readonly SocialPlatform[] = SOCIAL_PLATFORMS): PlatformCount[] {
  return platforms.map((platform) => {
    const used = postLength(text, platform);
    const max = SOCIAL_POST_MAX_CHARACTERS[platform];
    return { platform, used, max, isOver: used > max };
  });
}

/** Instagram publishes only posts with a picture. */
export const PLATFORMS_NEEDING_AN_IMAGE: readonly SocialPlatform[] = ['instagram'];

/** At most this many pictures in one post. */
export const SOCIAL_POST_MAX_IMAGES = 4;
