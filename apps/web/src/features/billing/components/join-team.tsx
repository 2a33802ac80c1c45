import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { PanelError } from './panel-error';

export type JoinTeamLayout = ComponentType<{ title: string; description?: ReactNode; children: ReactNode }>;

type JoinTeamProps = {
  token: string | null;
  user: { email: string } | null;
  isSessionLoading: boolean;
  /** The page frame (the auth pages' centred card), given by the route. */
  Layout: JoinTeamLayout;
};

const AFTER_JOIN_PATH = '/dashboard';

function Message({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-center text-sm">
      {children}
    </p>
  );
}

/** /team/join?token=...: who invited you, then sign in (or sign up) and accept. */
export function JoinTeam({ token, user, isSessionLoading, Layout }: JoinTeamProps) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const home = (
    <Button asChild variant="outline" className="w-full">
      <Link to={user ? AFTER_JOIN_PATH : '/signin'}>{user ? 'Go to the dashboard' : 'Go to sign in'}</Link>
    </Button>
  );

  if (!token) {
    return (
      <Layout title="Invitation link incomplete">
        <div className="grid gap-4">
          <Message>
            This link is missing its invitation code. Open the link in the invitation e-mail again, or ask for a new invitation.
          </Message>
          {home}
        </div>
      </Layout>
    );
  }
  if (invitation.isPending) {
    return (
      <Layout title="Team invitation">
        <div className="flex justify-center py-6">
          <Spinner className="size-6" label="Loading the invitation..." />
        </div>
      </Layout>
    );
  }
  if (invitation.isError) {
    if (isApiError(invitation.error) && invitation.error.status === 404) {
      return (
        <Layout title="Invitation not found">
          <div className="grid gap-4">
            <Message>{invitation.error.message}</Message>
            {home}
          </div>
        </Layout>
      );
    }
    return (
      <Layout title="Team invitation">
        <PanelError
          message="We couldn't load this invitation."
          detail={invitation.error.message}
          onRetry={() => void invitation.refetch()}
          isRetrying={invitation.isRefetching}
        />
      </Layout>
    );
  }

  const { owner_name: owner, email, status } = invitation.data;
  const ownerName = owner || 'A Porchlight agent';
  if (status === 'expired') {
    return (
      <Layout title="Invitation expired">
        <div className="grid gap-4">
          <Message>
            This invitation to {ownerName}'s team has expired. Ask {owner || 'them'} to send you a new one.
          </Message>
          {home}
        </div>
      </Layout>
    );
  }
  if (status === 'accepted') {
    return (
      <Layout title="Invitation already used">
        <div className="grid gap-4">
          <Message>This invitation has already been accepted. If that was you, the team is in Settings, on the Usage tab.</Message>
          {home}
        </div>
      </Layout>
    );
  }

  const here = `/team/join?token=${encodeURIComponent(token)}`;
  const next = encodeURIComponent(here);
  const isOtherAccount = user !== null && user.email.toLowerCase() !== email.toLowerCase();

  const onAccept = () => {
    setAcceptError(null);
    accept.mutate(token, {
      onSuccess: async ({ team_owner_name }) => {
        toast.success(`You joined ${team_owner_name || ownerName}'s team`);
        await navigate(AFTER_JOIN_PATH, { replace: true });
      },
      onError: (error) => setAcceptError(error.message || 'Accepting the invitation failed. Please try again.'),
    });
  };

  return (
    <Layout title={`Join ${ownerName}'s team`} description={`${ownerName} invited ${email} to join their team on Porchlight.`}>
      {isSessionLoading ? (
        <div className="flex justify-center py-2">
          <Spinner className="size-5" label="Checking your session..." />
        </div>
      ) : !user ? (
        <div className="grid gap-3">
          <p className="text-center text-sm text-muted-foreground">Sign in, or create an account with {email}, to accept.</p>
          <Button asChild className="w-full">
            <Link to={`/signin?next=${next}`}>Sign in</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to={`/signup?next=${next}`}>Create account</Link>
          </Button>
        </div>
      ) : isOtherAccount ? (
        <div className="grid gap-4">
          <Message>
            You are signed in as {user.email}, but this invitation was sent to {email}. Sign out and sign in with {email} to accept it.
          </Message>
          {home}
        </div>
      ) : (
        <div className="grid gap-3">
          {acceptError && <Message>{acceptError}</Message>}
          <Button className="w-full" isLoading={accept.isPending} onClick={onAccept}>
            {accept.isPending ? 'Accepting...' : 'Accept invitation'}
          </Button>
        </div>
      )}
    </Layout>
  );
}
