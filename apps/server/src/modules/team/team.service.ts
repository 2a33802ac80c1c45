import crypto from 'node:crypto';
import type { InvitationPreview, TeamResponse } from '@porchlight/domain/billing/billing-schemas';
import { teamSeatCount } from '@porchlight/domain/billing/usage';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../lib/app-env.ts';
import type { RequestQuotas } from '../../lib/request-quota.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import { teamInvitationEmail } from '../../providers/email/templates.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { TeamRepository } from './team.repository.ts';

export const INVITATION_VALID_DAYS = 7;
/** Invitations one account may send a day, withdrawn ones included: our sender is not a relay. */
export const INVITATIONS_PER_DAY = 20;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

type Deps = {
  repo: TeamRepository;
  limits: LimitGuard;
  email: EmailProvider;
  quotas: Pick<RequestQuotas, 'consume'>;
  appUrl: string;
  now?: () => Date;
};

export function createTeamService({ repo, limits, email, quotas, appUrl, now = () => new Date() }: Deps) {
  return {
    async overview(userId: string): Promise<TeamResponse> {
      const [members, memberships, seats] = await Promise.all([
        repo.members(userId),
        repo.memberships(userId),
        limits.status(userId, 'userSeats'),
      ]);
      return {
        members: members.map((m) => ({
          id: m.id,
          email: m.email,
          name: m.name,
          status: m.status === 'active' ? 'active' : 'invited',
          invited_at: m.invitedAt.toISOString(),
          accepted_at: m.acceptedAt?.toISOString() ?? null,
        })),
        seats: { used: teamSeatCount(members.length), allowed: Number.isFinite(seats.allowed) ? seats.allowed : -1 },
        memberships: memberships.map((m) => ({
          id: m.id,
          team_id: m.teamId,
          owner_name: m.ownerName,
          owner_email: m.ownerEmail,
          accepted_at: m.acceptedAt?.toISOString() ?? null,
        })),
      };
    },

    /** An invitation holds its seat from the moment it is sent. */
    async invite(owner: SessionUser, address: string) {
      if (address === owner.email.toLowerCase())
        throw new HttpError(400, "email: that's your own address: you already have the owner's seat");
      await quotas.consume(
        `team-invite:${owner.id}`,
        { max: INVITATIONS_PER_DAY, windowSeconds: 24 * 60 * 60 },
        `You can send at most ${INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`,
      );
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
      const row = await limits.withinLimit(owner.id, 'userSeats', () =>
        repo.insertInvitation({ teamId: owner.id, email: address, inviteTokenHash: hashToken(token), inviteExpiresAt: expiresAt }),
      );
      if (!row) throw new HttpError(409, `${address} is already on your team or invited`);
      const message = teamInvitationEmail(owner, `${appUrl}/team/join?token=${token}`, INVITATION_VALID_DAYS);
      await email.send({ to: address, ...message, kind: 'team-invite', userId: owner.id });
      return {
        id: row.id,
        email: address,
        name: null,
        status: 'invited' as const,
        invited_at: row.invitedAt.toISOString(),
        accepted_at: null,
      };
    },

    async preview(token: string): Promise<InvitationPreview> {
      const row = await repo.findByTokenHash(hashToken(token));
      if (!row) throw notFound('This invitation does not exist or was withdrawn');
      const status = row.status === 'active' ? 'accepted' : row.expiresAt < now() ? 'expired' : 'pending';
      return { email: row.email, owner_name: row.ownerName, status };
    },

    async accept(user: SessionUser, token: string) {
      const row = await repo.findByTokenHash(hashToken(token));
      if (!row) throw notFound('This invitation does not exist or was withdrawn');
      if (row.teamId === user.id) throw new HttpError(409, 'This is an invitation to your own team');
      if (row.status === 'active') throw new HttpError(409, 'This invitation has already been accepted');
      if (row.expiresAt < now()) throw new HttpError(410, 'This invitation has expired. Ask for a new one.');
      if (row.email !== user.email.toLowerCase()) {
        throw new HttpError(403, `This invitation was sent to ${row.email}. Sign in with that address to accept it.`);
      }
      if (!(await repo.accept(row.id, user.id, now()))) throw new HttpError(409, 'This invitation has already been accepted');
      return { team_owner_name: row.ownerName };
    },

    async remove(ownerId: string, id: string) {
      if (!(await repo.remove(ownerId, id))) throw notFound('Team member not found');
    },

    async leave(userId: string, id: string) {
      if (!(await repo.leave(userId, id))) throw notFound('Team membership not found');
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
