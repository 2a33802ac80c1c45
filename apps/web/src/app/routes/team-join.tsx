import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { JoinTeam } from '@/features/billing/components/join-team';

/** Public: the link in a team invitation e-mail. Works signed out, and brings you back after sign-in. */
export function Component() {
  const [params] = useSearchParams();
  const { user, isLoading } = useAuth();
  return <JoinTeam token={params.get('token')} user={user} isSessionLoading={isLoading} Layout={AuthLayout} />;
}
