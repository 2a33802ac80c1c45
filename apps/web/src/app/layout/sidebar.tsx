import { memo, useDeferredValue } from 'react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { SIDEBAR_NAV } from '@porchlight/domain/layout/navigation';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/lib/store';
import { NavList } from './nav-list';
import { useInboxUnread } from '@/features/messaging/api/conversations';
import { BookSwitcher } from '@/features/ownership/components/book-switcher';
import { SidebarUserMenu } from './sidebar-user-menu';
import { useSidebarAutoCollapse } from './use-sidebar-auto-collapse';

/** Desktop navigation (md and up): w-16 icons only, or w-64 with labels; the choice persists. */
export function Sidebar({ onSignOut }: { onSignOut: () => void }) {
  // Read deferred: React renders a store's change at once, in the task of the click that made it.
  // The urgent render stops here (the panel is memoised) and the panel, with every link of the
  // navigation, renders in a deferred render React slices, so the click answers at once (issue 15).
  const isCollapsed = useDeferredValue(useAppStore((s) => s.sidebarCollapsed));
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  useSidebarAutoCollapse();
  const inboxUnread = useInboxUnread();
  return <SidebarPanel isCollapsed={isCollapsed} inboxUnread={inboxUnread} onToggle={toggleSidebar} onSignOut={onSignOut} />;
}

type SidebarPanelProps = { isCollapsed: boolean; inboxUnread: number; onToggle: () => void; onSignOut: () => void };

const SidebarPanel = memo(function SidebarPanel({ isCollapsed, inboxUnread, onToggle, onSignOut }: SidebarPanelProps) {
  return (
    <aside
      data-collapsed={isCollapsed}
      className={cn(
        'fixed bottom-0 left-0 top-16 z-20 hidden flex-col border-r border-border bg-card transition-[width] duration-200 md:flex',
        isCollapsed ? 'w-16' : 'w-64',
      )}
    >
      {!isCollapsed && (
        <div className="px-3 pt-4 empty:hidden">
          <BookSwitcher />
        </div>
      )}
      <nav aria-label="Main navigation" className={cn('flex-1 overflow-y-auto py-4', isCollapsed ? 'px-2' : 'px-3')}>
        <NavList groups={SIDEBAR_NAV} isCollapsed={isCollapsed} badges={{ inbox: inboxUnread }} />
      </nav>
      <div className={cn('flex flex-col gap-1 border-t border-border py-3', isCollapsed ? 'px-2' : 'px-3')}>
        <button
          type="button"
          onClick={onToggle}
          aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!isCollapsed}
          className={cn(
            'flex h-9 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
            isCollapsed && 'justify-center px-0',
          )}
        >
          {isCollapsed ? <PanelLeftOpen className="size-4" aria-hidden="true" /> : <PanelLeftClose className="size-4" aria-hidden="true" />}
          {!isCollapsed && <span>Collapse</span>}
        </button>
        <SidebarUserMenu isCollapsed={isCollapsed} onSignOut={onSignOut} />
      </div>
    </aside>
  );
});
