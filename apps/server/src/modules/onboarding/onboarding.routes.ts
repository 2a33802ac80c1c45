import { Hono } from 'hono';
import { OnboardingActionRequestSchema } from '@porchlight/domain/onboarding/onboarding-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { OnboardingService } from './onboarding.service.ts';

/** GET the signed-in user's tutorial state; PATCH applies one action of the state machine. */
export function onboardingRoutes(service: OnboardingService) {
  return new Hono<AppEnv>()
    .get('/onboarding', async (c) => c.json(await service.get(c.var.user.id)))
    .patch('/onboarding', validJson(OnboardingActionRequestSchema), async (c) => {
      const request = c.req.valid('json');
      return c.json(await service.apply(c.var.user.id, request));
    });
}
