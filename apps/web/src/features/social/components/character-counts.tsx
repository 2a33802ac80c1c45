import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_CARDS, type SocialPlatform } from '@porchlight/domain/social/social-platforms';
import { platformCounts } from '@porchlight/domain/social/post-length';
import { cn } from '@/lib/cn';

const number = new Intl.NumberFormat('en-US');

/** How long the text is on each chosen platform (all four until some are chosen), red past a limit. */
export function CharacterCounts({ text, platforms, id }: { text: string; platforms: SocialPlatform[]; id?: string }) {
  // Always in the platforms' usual order, whatever order they were ticked in.
  const counts = platformCounts(text, platforms.length ? SOCIAL_PLATFORMS.filter((p) => platforms.includes(p)) : undefined);
  const over = counts.filter((c) => c.isOver);
  return (
    <div id={id} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Characters per platform">
        {counts.map((c) => (
          <li key={c.platform} className={cn('tabular-nums', c.isOver ? 'font-medium text-destructive-text' : 'text-muted-foreground')}>
            {SOCIAL_PLATFORM_CARDS[c.platform].name} {number.format(c.used)}/{number.format(c.max)}
          </li>
        ))}
      </ul>
      {/* Read out only when it matters: the text became too long for a platform. */}
      <p role="status" className="sr-only">
        {over.length ? `Too long for ${over.map((c) => SOCIAL_PLATFORM_CARDS[c.platform].name).join(' and ')}` : ''}
      </p>
    </div>
  );
}
