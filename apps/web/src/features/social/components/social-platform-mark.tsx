import { Camera } from 'lucide-react';
import { SOCIAL_PLATFORM_CARDS, type SocialPlatform } from '@porchlight/domain/social/social-platforms';

const LETTERS: Record<Exclude<SocialPlatform, 'instagram'>, string> = { facebook: 'f', linkedin: 'in', x: '𝕏' };

/** The platform's mark: its brand colour with a letter (or a camera for Instagram), decorative. */
export function SocialPlatformMark({ platform }: { platform: SocialPlatform }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg text-lg font-bold text-white"
      style={{ backgroundColor: SOCIAL_PLATFORM_CARDS[platform].color }}
    >
      {platform === 'instagram' ? <Camera className="size-5" /> : LETTERS[platform]}
    </span>
  );
}
