import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A pulsing placeholder block; hidden from assistive tech (the screen announces loading once). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
