import { useEffect } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from '@porchlight/domain/layout/layout-constants';
import { useAppStore } from '@/lib/store';

const NARROW_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 1}px)`;

// Whether it was the narrowing that collapsed the sidebar (so widening opens it again). One
// window, so one value for the whole app.
let collapsedByWidth = false;

function follow(narrow: boolean): void {
  const { sidebarCollapsed: collapsed, setSidebarCollapsed } = useAppStore.getState();
  if (narrow && !collapsed) {
    collapsedByWidth = true;
    setSidebarCollapsed(true);
  } else if (!narrow && collapsedByWidth) {
    collapsedByWidth = false;
    if (collapsed) setSidebarCollapsed(false);
  }
}

/**
 * The window's width applied once as the app starts (main.tsx), before the shell first renders.
 * When it was applied only as the sidebar mounted, on a phone the store changed under the
 * shell's first render, and React rendered the whole shell a second time at once (issue 15).
 */
export function followWindowWidthAtStart(): void {
  if (typeof window.matchMedia === 'function') follow(window.matchMedia(NARROW_QUERY).matches);
}

/**
 * Spec 001 §2: the sidebar collapses by itself when the window gets narrower than 768 px. When
 * the window is widened again it opens back up if it was the narrowing that collapsed it
 * (issue 18); a sidebar the agent collapsed by hand stays collapsed.
 */
export function useSidebarAutoCollapse(): void {
  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    follow(media.matches);
    const onChange = (event: MediaQueryListEvent) => follow(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
}
