import { useEffect } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from '@porchlight/domain/layout/layout-constants';
import { useAppStore } from '@/lib/store';

const NARROW_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 1}px)`;

/** Spec 001 §2: the sidebar collapses by itself when the window gets narrower than 768 px. */
export function useSidebarAutoCollapse(): void {
  const setSidebarCollapsed = useAppStore((s) => s.setSidebarCollapsed);

  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    if (media.matches) setSidebarCollapsed(true);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setSidebarCollapsed(true);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [setSidebarCollapsed]);
}
