import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { Avatar } from '@/components/ui/avatar';
import { deferredOverlay } from '@/components/ui/deferred-overlay';

// The menu's Radix code loads after first paint; its trigger shows at once (issue 15).
const AccountMenuPopup = deferredOverlay('menu', () => import('./account-menu-popup').then((m) => m.AccountMenuPopup));

/** Spec 001 §2: Profile, Billing and Sign out (which asks for confirmation first). */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const profile = useUserProfile();
  const trigger = (
    <button type="button" aria-label="Account menu" className="rounded-full">
      <Avatar src={profile.avatar} initials={profile.initials} />
    </button>
  );
  return <AccountMenuPopup trigger={trigger} displayName={profile.displayName} email={profile.email} onSignOut={onSignOut} />;
}
