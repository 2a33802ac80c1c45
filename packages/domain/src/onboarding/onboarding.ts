// The onboarding tutorial's state machine (spec 000 §4, spec 001 §2/§4).

export const ONBOARDING_STEPS = ['welcome', 'profile', 'social', 'extension', 'tracking', 'leads', 'flows', 'completion'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;
/** Restart = reset, then start after this delay. */
export const ONBOARDING_RESTART_DELAY_MS = 100;

export type OnboardingState = {
  isActive: boolean;
  currentStep: number;
  completedSteps: OnboardingStep[];
  skipped: boolean;
  showTutorial: boolean;
  tutorialPage: string | null;
};

export type OnboardingAction =
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'complete'; step: OnboardingStep }
  | { type: 'skip' }
  | { type: 'finish' }
  | { type: 'startTutorial'; page: string }
  | { type: 'stopTutorial' }
  | { type: 'reset' };

export const INITIAL_ONBOARDING_STATE: OnboardingState = {
  isActive: false,
  currentStep: 0,
  completedSteps: [],
  skipped: false,
  showTutorial: false,
  tutorialPage: null,
};

export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'start':
      return { ...state, isActive: true, currentStep: 0, completedSteps: [], skipped: false };
    case 'next':
      // Next on the last step (index 7) finishes the tutorial.
      if (state.currentStep >= ONBOARDING_STEP_COUNT - 1) return onboardingReducer(state, { type: 'finish' });
      return { ...state, currentStep: state.currentStep + 1 };
    case 'complete':
      // Completing the same step twice must not push progress past 100 %.
      if (state.completedSteps.includes(action.step)) return state;
      return { ...state, completedSteps: [...state.completedSteps, action.step] };
    case 'skip':
      return { ...state, isActive: false, skipped: true };
    case 'finish':
      return { ...state, isActive: false, skipped: false };
    case 'startTutorial':
      return { ...state, showTutorial: true, tutorialPage: action.page };
    case 'stopTutorial':
      return { ...state, showTutorial: false, tutorialPage: null };
    case 'reset':
      return INITIAL_ONBOARDING_STATE;
  }
}

/** Completed steps out of 8, as a percentage from 0 to 100 (not rounded). */
export function onboardingProgressPercent(state: Pick<OnboardingState, 'completedSteps'>): number {
  return Math.min(100, (state.completedSteps.length / ONBOARDING_STEP_COUNT) * 100);
}

/**
 * Restart = reset, then start after 0.1 s (spec 001 §4). `dispatch` applies an action wherever
 * the state lives (the client store, the server); `wait` schedules the second half.
 */
export function restartOnboarding(
  dispatch: (action: OnboardingAction) => void,
  wait: (ms: number, then: () => void) => void = (ms, then) => void setTimeout(then, ms),
): void {
  dispatch({ type: 'reset' });
  wait(ONBOARDING_RESTART_DELAY_MS, () => dispatch({ type: 'start' }));
}

export function currentOnboardingStep(state: Pick<OnboardingState, 'currentStep'>): OnboardingStep {
  const index = Math.min(Math.max(state.currentStep, 0), ONBOARDING_STEP_COUNT - 1);
  return ONBOARDING_STEPS[index] ?? 'welcome';
}
