import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { CreditCard, Link2, LogOut } from 'lucide-react';
import type { OverlayStart } from '@/components/ui/deferred-overlay';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

type SidebarUserMenuPopupProps = OverlayStart & { trigger: ReactElement; onSignOut: () => void };

/** The sidebar's user menu itself, loaded after first paint (sidebar-user-menu.tsx shows its trigger). */
export function SidebarUserMenuPopup({ trigger, defaultOpen, autoFocus, onSignOut }: SidebarUserMenuPopupProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild autoFocus={autoFocus}>
        {trigger}
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
