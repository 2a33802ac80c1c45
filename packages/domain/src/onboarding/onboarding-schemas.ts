import { z } from 'zod';
import { INITIAL_ONBOARDING_STATE, onboardingProgressPercent, type OnboardingAction, type OnboardingState, type OnboardingStep } from './onboarding';
import { DATA_ONBOARDING_STEPS, READING_ONBOARDING_STEPS, type DataOnboardingStep } from './onboarding-steps';

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
export const OnboardingActionRequestSchema = z.discriminatedUnion(
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
export type OnboardingActionRequest = z.infer<typeof OnboardingActionRequestSchema>;

export function toOnboardingAction(request: OnboardingActionRequest): OnboardingAction {
  switch (request.action) {
    case 'complete':
      return { type: 'complete', step: request.step as OnboardingStep };
    case 'start_tutorial':
      return { type: 'startTutorial', page: request.page };
    case 'stop_tutorial':
      return { type: 'stopTutorial' };
    default:
      return { type: request.action };
  }
}

export function toOnboardingActionRequest(action: OnboardingAction): OnboardingActionRequest {
  switch (action.type) {
    case 'complete':
      return { action: 'complete', step: action.step };
    case 'startTutorial':
      return { action: 'start_tutorial', page: action.page };
    case 'stopTutorial':
      return { action: 'stop_tutorial' };
    default:
      return { action: action.type };
  }
}

/** Which data steps the agent's records already complete. */
export type OnboardingDataProgress = Record<DataOnboardingStep, boolean>;

/** GET/PATCH /api/onboarding: the stored state (spec 001 §3), the progress, and what the data shows. */
export type OnboardingResponse = {
  is_active: boolean;
  skipped: boolean;
  show_tutorial: boolean;
  current_step: number;
  completed_steps: OnboardingStep[];
  tutorial_page: string | null;
  /** completed steps / 8, as a percentage (0 to 100). */
  progress_percent: number;
  data: OnboardingDataProgress;
};

export const NO_ONBOARDING_DATA: OnboardingDataProgress = Object.fromEntries(DATA_ONBOARDING_STEPS.map((s) => [s, false])) as OnboardingDataProgress;

export function toOnboardingResponse(state: OnboardingState, data: OnboardingDataProgress = NO_ONBOARDING_DATA): OnboardingResponse {
  return {
    is_active: state.isActive,
    skipped: state.skipped,
    show_tutorial: state.showTutorial,
    current_step: state.currentStep,
    completed_steps: state.completedSteps,
    tutorial_page: state.tutorialPage,
    progress_percent: onboardingProgressPercent(state),
    data,
  };
}

export function fromOnboardingResponse(response: OnboardingResponse): OnboardingState {
  return {
    ...INITIAL_ONBOARDING_STATE,
    isActive: response.is_active,
    skipped: response.skipped,
    showTutorial: response.show_tutorial,
    currentStep: response.current_step,
    completedSteps: response.completed_steps,
    tutorialPage: response.tutorial_page,
  };
}
