import { Hono } from 'hono';
import { AcceptInvitationRequestSchema, InviteTeamMemberRequestSchema } from '@porchlight/domain/billing/billing-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import type { TeamService } from './team.service.ts';
import { UUID } from '../../lib/record-id.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** Public: the join page shows who invited you before you sign in. */
export const TEAM_INVITATION_PREVIEW_PATH = '/api/team/invitations/preview/*';

export function teamRoutes(service: TeamService) {
  return new Hono<AppEnv>()
    .get('/team', async (c) => c.json(await service.overview(c.var.user.id)))
    .post('/team/invitations', validJson(InviteTeamMemberRequestSchema), async (c) => {
      const { email } = c.req.valid('json');
      return c.json({ member: await service.invite(c.var.user, email) }, 201);
    })
    .get('/team/invitations/preview/:token', async (c) => {
      const token = c.req.param('token');
      if (!TOKEN.test(token)) throw notFound('This invitation does not exist or was withdrawn');
      return c.json(await service.preview(token));
    })
    .post('/team/invitations/accept', validJson(AcceptInvitationRequestSchema), async (c) => {
      const { token } = c.req.valid('json');
      return c.json(await service.accept(c.var.user, token));
    })
    .delete('/team/members/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound('Team member not found');
      await service.remove(c.var.user.id, id);
      return c.body(null, 204);
    })
    .delete('/team/memberships/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound('Team membership not found');
      await service.leave(c.var.user.id, id);
      return c.body(null, 204);
    });
}
