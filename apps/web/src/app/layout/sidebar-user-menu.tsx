import { Link } from 'react-router';
import { ChevronsUpDown, CreditCard, Link2, LogOut } from 'lucide-react';
import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

type SidebarUserMenuProps = { isCollapsed: boolean; onSignOut: () => void };

/** The user block at the foot of the sidebar: name, initials or avatar, and a small menu. */
export function SidebarUserMenu({ isCollapsed, onSignOut }: SidebarUserMenuProps) {
  const profile = useUserProfile();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
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
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-56">
        <DropdownMenuItem asChild>
          <Link to="/settings?tab=plan">
            <CreditCard aria-hidden="true" /> Plan
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings?tab=accounts">
            <Link2 aria-hidden="true" /> Accounts
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
