import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the sidebar breakpoint (768 px), lists show cards instead of a table. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';
