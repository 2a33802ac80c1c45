import { ONBOARDING_STEPS, type OnboardingStep } from './onboarding';

// Where each step of the tutorial is shown, and which steps the agent's own data completes.

/** The page (path and query) each step concerns: the tutorial is shown there. */
export const ONBOARDING_STEP_PAGES: Record<OnboardingStep, string> = {
  welcome: '/dashboard',
  profile: '/settings?tab=profile',
  social: '/settings?tab=accounts',
  extension: '/settings?tab=api',
  tracking: '/properties?tab=tracking',
  leads: '/leads',
  flows: '/flows',
  completion: '/dashboard',
};

/**
 * Steps whose completion is read from the agent's data (a filled profile, a connected account,
 * the browser extension signed in with its device key, a tracked property, a lead, a flow), never
 * claimed by a click. The others are completed by reading them.
 */
export const DATA_ONBOARDING_STEPS = [
  'profile',
  'social',
  'extension',
  'tracking',
  'leads',
  'flows',
] as const satisfies readonly OnboardingStep[];
export type DataOnboardingStep = (typeof DATA_ONBOARDING_STEPS)[number];
export const READING_ONBOARDING_STEPS = ONBOARDING_STEPS.filter((s) => !(DATA_ONBOARDING_STEPS as readonly string[]).includes(s));

export const isDataOnboardingStep = (step: OnboardingStep): step is DataOnboardingStep =>
  (DATA_ONBOARDING_STEPS as readonly string[]).includes(step);

/** Whether `location` (path plus query, e.g. "/settings?tab=profile") is the page of `step`. */
export function isOnOnboardingStepPage(step: OnboardingStep, location: string): boolean {
  const [wantPath = '', wantQuery = ''] = ONBOARDING_STEP_PAGES[step].split('?');
  const [path = '', query = ''] = location.split('?');
  if (path.replace(/\/+$/, '') !== wantPath) return false;
  const want = new URLSearchParams(wantQuery);
  const have = new URLSearchParams(query);
  // The settings page opens on its profile tab when no tab is named.
  if (wantPath === '/settings' && !have.has('tab') && want.get('tab') === 'profile') return true;
  // A page without a tab is its default tab, which the lists call "all".
  const tabMatches = want.has('tab') ? have.get('tab') === want.get('tab') : [null, 'all'].includes(have.get('tab'));
  return tabMatches && [...want.entries()].every(([key, value]) => have.get(key) === value);
}

/**
 * The steps still to do before the guide may say "You are set up" (issue 46: it once said so at 2
 * of 8): every step but the last, which only closes the tour.
 */
export function onboardingStepsLeft(completedSteps: readonly OnboardingStep[]): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((step) => step !== 'completion' && !completedSteps.includes(step));
}

/**
 * A first visit, greeted "Welcome" rather than "Welcome back": the tour is open on its welcome
 * step, not yet read and not left.
 */
export function isFirstVisit(
  state: { isActive: boolean; currentStep: number; completedSteps: readonly OnboardingStep[] } | undefined,
): boolean {
  return Boolean(state?.isActive && state.currentStep === 0 && !state.completedSteps.includes('welcome'));
}
