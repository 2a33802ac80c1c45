import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { CreditCard, LogOut, User } from 'lucide-react';
import type { OverlayStart } from '@/components/ui/deferred-overlay';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

type AccountMenuPopupProps = OverlayStart & { trigger: ReactElement; displayName: string; email: string | null; onSignOut: () => void };

/** The account menu itself, loaded after first paint (account-menu.tsx shows its trigger). */
export function AccountMenuPopup({ trigger, defaultOpen, autoFocus, displayName, email, onSignOut }: AccountMenuPopupProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild autoFocus={autoFocus}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{displayName}</span>
          {email && <span className="block truncate text-xs font-normal text-muted-foreground">{email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings?tab=profile">
            <User aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings?tab=billing">
            <CreditCard aria-hidden="true" /> Billing
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
