import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call: 13 ms here, 51 ms at
 * a slow phone's 4x, which landed inside the first render slice that called `cn` (issue 15).
 * Called in a task of its own at start (main.tsx), before any screen renders.
 */
export function warmUpClassMerging(): void {
  twMerge('p-0 p-1');
}
