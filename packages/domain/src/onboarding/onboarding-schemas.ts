import { z } from 'zod';
import type { OnboardingActionRequest } from './onboarding-api.ts';
import { READING_ONBOARDING_STEPS } from './onboarding-steps';

// What the server checks PATCH /api/onboarding by. The request's type and the mapping to and from
// the state are in onboarding-api.ts, without zod: the shell's guide uses them (issue 15); the
// type annotation below keeps the schema and the type saying the same thing.

export {
  NO_ONBOARDING_DATA,
  PROFILE_REQUIREMENTS,
  fromOnboardingResponse,
  toOnboardingAction,
  toOnboardingActionRequest,
  toOnboardingResponse,
  type OnboardingActionRequest,
  type OnboardingDataProgress,
  type OnboardingResponse,
  type ProfileRequirement,
} from './onboarding-api.ts';

export const ONBOARDING_PAGE_MAX_LENGTH = 200;

const page = z
  .string({ error: 'must be a page of the app, like /leads' })
  .max(ONBOARDING_PAGE_MAX_LENGTH, `must be at most ${ONBOARDING_PAGE_MAX_LENGTH} characters`)
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a page of the app, like /leads');

/**
 * PATCH /api/onboarding: one action of the tutorial's state machine. Restart is reset, then
 * start after 0.1 s (two requests). Data steps (profile, social, tracking, leads, flows) are
 * completed by the agent's data, so only the reading steps can be completed by a request.
 */
export const OnboardingActionRequestSchema: z.ZodType<OnboardingActionRequest> = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('start') }).strict(),
    z.object({ action: z.literal('next') }).strict(),
    z
      .object({
        action: z.literal('complete'),
        step: z.enum(READING_ONBOARDING_STEPS as [string, ...string[]], {
          error: `must be one of ${READING_ONBOARDING_STEPS.join(', ')} (the other steps complete themselves from your data)`,
        }),
      })
      .strict(),
    z.object({ action: z.literal('skip') }).strict(),
    z.object({ action: z.literal('finish') }).strict(),
    z.object({ action: z.literal('start_tutorial'), page }).strict(),
    z.object({ action: z.literal('stop_tutorial') }).strict(),
    z.object({ action: z.literal('reset') }).strict(),
  ],
  { error: 'must be one of start, next, complete, skip, finish, start_tutorial, stop_tutorial, reset' },
);
