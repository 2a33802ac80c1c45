import { useEffect, useRef } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from '@porchlight/domain/layout/layout-constants';
import { useAppStore } from '@/lib/store';

const NARROW_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 1}px)`;

/**
 * Spec 001 §2: the sidebar collapses by itself when the window gets narrower than 768 px. When
 * the window is widened again it opens back up if it was the narrowing that collapsed it
 * (issue 18); a sidebar the agent collapsed by hand stays collapsed.
 */
export function useSidebarAutoCollapse(): void {
  const setSidebarCollapsed = useAppStore((s) => s.setSidebarCollapsed);
  const collapsedByWidth = useRef(false);

  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    const follow = (narrow: boolean) => {
      const collapsed = useAppStore.getState().sidebarCollapsed;
      if (narrow && !collapsed) {
        collapsedByWidth.current = true;
        setSidebarCollapsed(true);
      } else if (!narrow && collapsedByWidth.current) {
        collapsedByWidth.current = false;
        if (collapsed) setSidebarCollapsed(false);
      }
    };
    follow(media.matches);
    const onChange = (event: MediaQueryListEvent) => follow(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [setSidebarCollapsed]);
}
