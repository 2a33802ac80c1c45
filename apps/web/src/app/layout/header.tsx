import { Link, useLocation } from 'react-router';
import { Menu, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AccountMenu } from './account-menu';
import { BrandMark } from './brand-mark';
import { HeaderSearch } from './header-search';
import { ThemeToggle } from './theme-toggle';

type HeaderProps = { onOpenMobileNav: () => void; onSignOut: () => void };

/** The fixed top bar (spec 001 §2). */
export function Header({ onOpenMobileNav, onSignOut }: HeaderProps) {
  const { search } = useLocation();

  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-card/95 px-3 backdrop-blur sm:gap-3 sm:px-4">
      <Button variant="ghost" size="icon" className="md:hidden" onClick={onOpenMobileNav} aria-label="Open navigation menu">
        <Menu aria-hidden="true" />
      </Button>
      <Link to="/dashboard" className="shrink-0 rounded-md" aria-label="Porchlight, go to dashboard">
        <BrandMark />
      </Link>
      <div className="flex min-w-0 flex-1 justify-center px-2">
        {/* Re-mounted when the query string changes so it shows the current ?q= (see HeaderSearch). */}
        <HeaderSearch key={search} className="hidden sm:block" />
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {/* A phone has no room for the box (and no Ctrl+K): the search page, one tap away. */}
        <Button asChild variant="ghost" size="icon" className="sm:hidden">
          <Link to="/search" aria-label="Search">
            <Search aria-hidden="true" />
          </Link>
        </Button>
        <ThemeToggle />
        <NotificationBell />
        <AccountMenu onSignOut={onSignOut} />
      </div>
    </header>
  );
}
