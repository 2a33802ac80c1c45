import { useState } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TeamMember, TeamResponse } from '@porchlight/domain/billing/billing-schemas';
import { UNLIMITED } from '@porchlight/domain/billing/plans';
import { Skeleton } from '@/components/ui/skeleton';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useLeaveTeam } from '../api/leave-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useTeam } from '../api/get-team';
import { ConfirmDialog } from './confirm-dialog';
import { InviteMemberForm } from './invite-member-form';
import { MembershipsList, type Membership } from './memberships-list';
import { PanelError } from './panel-error';
import { TeamMemberList } from './team-member-list';

function seatsText({ used, allowed }: TeamResponse['seats']): string {
  if (allowed === UNLIMITED) return `${used} seats used (you and ${used - 1} more) · unlimited seats`;
  const left = Math.max(0, allowed - used);
  return `${used} of ${allowed} seats used (you included) · ${left} ${left === 1 ? 'seat' : 'seats'} left`;
}

function TeamSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">Loading your team...</span>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** Team seats: who you invited, the seats left, invite and remove; and the teams you joined. */
export function TeamPanel() {
  const team = useTeam();
  const removeMember = useRemoveTeamMember();
  const leaveTeam = useLeaveTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [leaving, setLeaving] = useState<Membership | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    removeMember.mutate(removing.id, {
      onSuccess: () => {
        toast.success(
          removing.status === 'invited'
            ? `Invitation to ${removing.email} withdrawn`
            : `${removing.name ?? removing.email} removed from your team`,
        );
        setRemoving(null);
      },
      onError: (error) => toastErrorUnlessLimitReached(error, 'Could not remove that team member. Please try again.'),
    });
  };

  const confirmLeave = () => {
    if (!leaving) return;
    leaveTeam.mutate(leaving.id, {
      onSuccess: () => {
        toast.success(`You left ${leaving.owner_name}'s team`);
        setLeaving(null);
      },
      onError: (error) => toastErrorUnlessLimitReached(error, 'Could not leave that team. Please try again.'),
    });
  };

  let body;
  if (team.isPending) body = <TeamSkeleton />;
  else if (team.isError)
    body = (
      <PanelError
        message="We couldn't load your team."
        detail={team.error.message}
        onRetry={() => void team.refetch()}
        isRetrying={team.isRefetching}
      />
    );
  else {
    const { seats, members, memberships } = team.data;
    const isFull = seats.allowed !== UNLIMITED && seats.used >= seats.allowed;
    body = (
      <div className="grid gap-5">
        <p className="text-sm font-medium">{seatsText(seats)}</p>
        <InviteMemberForm isFull={isFull} />
        {isFull && (
          <p className="text-sm text-muted-foreground">
            Every seat is taken.{' '}
            <Link to="/settings?tab=plan" className="font-medium text-primary underline-offset-4 hover:underline">
              Add seats or upgrade
            </Link>{' '}
            to invite more people.
          </p>
        )}
        {members.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm">
            <Users className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No team members yet</p>
            <p className="text-muted-foreground">People you invite appear here; each one takes a seat from the moment you invite them.</p>
          </div>
        ) : (
          <TeamMemberList members={members} onRemove={setRemoving} />
        )}
        {memberships.length > 0 && <MembershipsList memberships={memberships} onLeave={setLeaving} />}
      </div>
    );
  }

  return (
    <section aria-labelledby="team-title" className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id="team-title" className="text-lg font-semibold">
          Team
        </h2>
        <p className="text-sm text-muted-foreground">
          Invite colleagues to work in Porchlight with you. Your plan's user seats include you.
        </p>
      </div>
      {body}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.status === 'invited' ? 'Withdraw this invitation?' : 'Remove this team member?'}
        description={
          removing?.status === 'invited'
            ? `The invitation link sent to ${removing.email} will stop working and the seat becomes free.`
            : `${removing?.name ?? removing?.email ?? 'They'} will lose access to your team and the seat becomes free.`
        }
        confirmLabel={removing?.status === 'invited' ? 'Withdraw invitation' : 'Remove member'}
        busyLabel="Removing..."
        isBusy={removeMember.isPending}
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title="Leave this team?"
        description={`You will no longer be part of ${leaving?.owner_name ?? 'this'}'s team. They can invite you again.`}
        confirmLabel="Leave team"
        busyLabel="Leaving..."
        isBusy={leaveTeam.isPending}
        onConfirm={confirmLeave}
      />
    </section>
  );
}
