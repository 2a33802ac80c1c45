import { SignInForm } from '@/features/auth/components/sign-in-form';
import { GuestOnly } from '@/features/auth/components/guest-only';

export function Component() {
  return (
    <GuestOnly>
      <SignInForm />
    </GuestOnly>
  );
}
