import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from '@/lib/cn';

// Decorative by default: the user's name is always written next to it.
type AvatarProps = { src?: string | null; initials: string; alt?: string; className?: string };

const FALLBACK_CLASS = 'flex size-full items-center justify-center bg-primary/15 text-xs font-semibold text-primary';

/** The picture when it loads, the initials otherwise. */
export function Avatar({ src, initials, alt = '', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}>
      {src && <AvatarPrimitive.Image src={src} alt={alt} className="aspect-square size-full object-cover" />}
      {alt ? (
        <AvatarPrimitive.Fallback role="img" aria-label={alt} className={FALLBACK_CLASS}>
          {initials}
        </AvatarPrimitive.Fallback>
      ) : (
        // Drawn, not written: decorative initials are no text of the control they sit in, so a
        // button's name ("Account menu") still contains all its visible text (WCAG 2.5.3).
        <AvatarPrimitive.Fallback
          aria-hidden="true"
          data-initials={initials}
          className={cn(FALLBACK_CLASS, 'before:content-[attr(data-initials)]')}
        />
      )}
    </AvatarPrimitive.Root>
  );
}
