import { ChevronsUpDown } from 'lucide-react';
import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { Avatar } from '@/components/ui/avatar';
import { deferredOverlay } from '@/components/ui/deferred-overlay';
import { cn } from '@/lib/cn';

// The menu's Radix code loads after first paint; its trigger shows at once (issue 15).
const SidebarUserMenuPopup = deferredOverlay('menu', () => import('./sidebar-user-menu-popup').then((m) => m.SidebarUserMenuPopup));

type SidebarUserMenuProps = { isCollapsed: boolean; onSignOut: () => void };

/** The user block at the foot of the sidebar: name, initials or avatar, and a small menu. */
export function SidebarUserMenu({ isCollapsed, onSignOut }: SidebarUserMenuProps) {
  const profile = useUserProfile();
  const trigger = (
    <button
      type="button"
      // Collapsed it shows only the avatar and needs a name; open, its name is what it shows.
      aria-label={isCollapsed ? `User menu for ${profile.displayName}` : undefined}
      className={cn(
        'flex w-full items-center gap-3 rounded-md p-2 text-left transition-colors hover:bg-muted',
        isCollapsed && 'justify-center',
      )}
    >
      <Avatar src={profile.avatar} initials={profile.initials} />
      {!isCollapsed && (
        <>
          <span className="min-w-0 flex-1">
            <span className="sr-only">User menu for </span>
            <span className="block truncate text-sm font-medium">{profile.displayName}</span>
            {profile.email && <span className="block truncate text-xs text-muted-foreground">{profile.email}</span>}
          </span>
          <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </>
      )}
    </button>
  );
  return <SidebarUserMenuPopup trigger={trigger} onSignOut={onSignOut} />;
}
