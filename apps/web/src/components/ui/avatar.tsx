import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from '@/lib/cn';

// Decorative by default: the user's name is always written next to it.
type AvatarProps = { src?: string | null; initials: string; alt?: string; className?: string };

/** The picture when it loads, the initials otherwise. */
export function Avatar({ src, initials, alt = '', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}>
      {src && <AvatarPrimitive.Image src={src} alt={alt} className="aspect-square size-full object-cover" />}
      <AvatarPrimitive.Fallback
        aria-hidden={alt ? undefined : true}
        className="flex size-full items-center justify-center bg-primary/15 text-xs font-semibold text-primary"
      >
        {initials}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
