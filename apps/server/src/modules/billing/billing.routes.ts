import { Hono } from 'hono';
import { BuyAddonRequestSchema, ChoosePlanRequestSchema } from '@porchlight/domain/billing/billing-schemas';
import type { AppEnv, SessionUser } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import type { BillingService } from './billing.service.ts';
import { UUID } from '../../lib/record-id.ts';

const customer = (user: SessionUser) => ({ userId: user.id, email: user.email, name: user.name || null });

export function billingRoutes(service: BillingService) {
  return new Hono<AppEnv>()
    .get('/subscription', async (c) => c.json(await service.overview(c.var.user.id)))
    .post('/billing/plan', validJson(ChoosePlanRequestSchema), async (c) => {
      const { plan, interval } = c.req.valid('json');
      return c.json(await service.choosePlan(customer(c.var.user), plan, interval));
    })
    .post('/billing/plan/preview', validJson(ChoosePlanRequestSchema), async (c) => {
      const { plan, interval } = c.req.valid('json');
      return c.json(await service.previewPlan(c.var.user.id, plan, interval));
    })
    .post('/billing/addons/preview', validJson(BuyAddonRequestSchema), async (c) =>
      c.json(await service.previewAddon(c.var.user.id, c.req.valid('json').addon_id)),
    )
    .post('/billing/cancel', async (c) => c.json({ subscription: await service.setCancelAtPeriodEnd(c.var.user.id, true) }))
    .post('/billing/resume', async (c) => c.json({ subscription: await service.setCancelAtPeriodEnd(c.var.user.id, false) }))
    .post('/billing/addons', validJson(BuyAddonRequestSchema), async (c) => {
      const { addon_id } = c.req.valid('json');
      return c.json(await service.buyAddon(customer(c.var.user), addon_id));
    })
    .delete('/billing/addons/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound('Add-on not found');
      return c.json({ addon: await service.cancelAddon(c.var.user.id, id) });
    })
    .post('/billing/portal', async (c) => c.json(await service.portalUrl(customer(c.var.user))))
    .get('/billing/history', async (c) => c.json({ entries: await service.history(c.var.user.id) }));
}
