import {
  INITIAL_ONBOARDING_STATE,
  onboardingProgressPercent,
  type OnboardingAction,
  type OnboardingState,
  type OnboardingStep,
} from './onboarding';
import { DATA_ONBOARDING_STEPS, type DataOnboardingStep } from './onboarding-steps';

// GET/PATCH /api/onboarding as the app speaks it, without zod: the shell's setup guide reads and
// sends it on every first load (issue 15). The server checks requests with onboarding-schemas.ts.

/** PATCH /api/onboarding: one action of the tutorial's state machine, as it travels. */
export type OnboardingActionRequest =
  | { action: 'start' }
  | { action: 'next' }
  | { action: 'complete'; step: string }
  | { action: 'skip' }
  | { action: 'finish' }
  | { action: 'start_tutorial'; page: string }
  | { action: 'stop_tutorial' }
  | { action: 'reset' };

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

/** What the profile step needs, in the order the guide names them. */
export const PROFILE_REQUIREMENTS = ['first_name', 'last_name', 'photo', 'verified_email'] as const;
export type ProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number];

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
  /**
   * What the saved profile still lacks for the profile step (issue 46: the guide once waited for
   * a first name that was filled). Empty when the step is done, or when not known yet.
   */
  profile_missing: ProfileRequirement[];
};

export const NO_ONBOARDING_DATA: OnboardingDataProgress = Object.fromEntries(
  DATA_ONBOARDING_STEPS.map((s) => [s, false]),
) as OnboardingDataProgress;

export function toOnboardingResponse(
  state: OnboardingState,
  data: OnboardingDataProgress = NO_ONBOARDING_DATA,
  profileMissing: ProfileRequirement[] = [],
): OnboardingResponse {
  return {
    is_active: state.isActive,
    skipped: state.skipped,
    show_tutorial: state.showTutorial,
    current_step: state.currentStep,
    completed_steps: state.completedSteps,
    tutorial_page: state.tutorialPage,
    progress_percent: onboardingProgressPercent(state),
    data,
    profile_missing: profileMissing,
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
