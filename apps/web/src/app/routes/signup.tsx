import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { GuestOnly } from '@/features/auth/components/guest-only';

export function Component() {
  return (
    <GuestOnly>
      <SignUpForm />
    </GuestOnly>
  );
}
