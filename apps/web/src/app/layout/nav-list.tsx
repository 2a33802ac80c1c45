import { Link, useLocation } from 'react-router';
import { findActiveHref, navHrefs, type NavGroup } from '@porchlight/domain/layout/navigation';
import { cn } from '@/lib/cn';
import { NAV_ICONS } from './nav-icons';

type NavListProps = {
  groups: readonly NavGroup[];
  isCollapsed?: boolean;
  /** The drawer closes itself when a link is followed. */
  onNavigate?: () => void;
  /** Counts shown beside items (the Inbox's unread messages). */
  badges?: Partial<Record<string, number>>;
};

/** The grouped links of the sidebar and the drawer; the active one matches path and query. */
export function NavList({ groups, isCollapsed = false, onNavigate, badges = {} }: NavListProps) {
  const { pathname, search } = useLocation();
  const activeHref = findActiveHref(navHrefs(groups), pathname, search);

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.id} role="group" aria-label={group.label ?? 'Main'}>
          {group.label &&
            (isCollapsed ? (
              <div className="mx-auto mb-2 h-px w-6 bg-border" aria-hidden="true" />
            ) : (
              <p className="mb-1 px-3 text-[11px] font-semibold tracking-wider text-muted-foreground" aria-hidden="true">
                {group.label}
              </p>
            ))}
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => {
              const Icon = NAV_ICONS[item.id];
              const isActive = item.href === activeHref;
              const badge = badges[item.id] ?? 0;
              return (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    onClick={onNavigate}
                    aria-current={isActive ? 'page' : undefined}
                    title={isCollapsed ? item.label : undefined}
                    className={cn(
                      'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                      isCollapsed && 'justify-center px-0',
                      isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )}
                  >
                    <span className="relative">
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      {badge > 0 && isCollapsed && (
                        <span className="absolute -right-1.5 -top-1.5 size-2 rounded-full bg-primary" aria-hidden="true" />
                      )}
                    </span>
                    <span className={cn(isCollapsed && 'sr-only')}>{item.label}</span>
                    {badge > 0 && (
                      <span
                        className={cn(
                          'ml-auto rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground',
                          isCollapsed && 'sr-only',
                        )}
                        data-testid={`nav-badge-${item.id}`}
                      >
                        {badge > 99 ? '99+' : badge}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
