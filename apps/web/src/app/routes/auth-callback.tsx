import { AuthCallback } from '@/features/auth/components/auth-callback';

export function Component() {
  return <AuthCallback />;
}
