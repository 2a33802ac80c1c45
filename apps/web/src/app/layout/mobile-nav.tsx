import { MOBILE_NAV } from '@porchlight/domain/layout/navigation';
import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { Avatar } from '@/components/ui/avatar';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { BrandMark } from './brand-mark';
import { BookSwitcher } from '@/features/ownership/components/book-switcher';
import { NavList } from './nav-list';
import { useInboxUnread } from '@/features/messaging/api/conversations';

type MobileNavProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The drawer below md: the sidebar's groups with the spec's tab links, and who is signed in. */
export function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const profile = useUserProfile();
  const close = () => onOpenChange(false);
  const inboxUnread = useInboxUnread();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-16 items-center border-b border-border px-4">
          <SheetTitle asChild>
            <h2>
              <BrandMark />
            </h2>
          </SheetTitle>
        </div>
        <div className="px-3 pt-4 empty:hidden">
          <BookSwitcher />
        </div>
        <nav aria-label="Mobile navigation" className="flex-1 overflow-y-auto px-3 py-4">
          <NavList groups={MOBILE_NAV} onNavigate={close} badges={{ inbox: inboxUnread }} />
        </nav>
        <div className="flex items-center gap-3 border-t border-border p-4">
          <Avatar src={profile.avatar} initials={profile.initials} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{profile.displayName}</p>
            {profile.email && <p className="truncate text-xs text-muted-foreground">{profile.email}</p>}
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
