import { describe, it, expect } from 'vitest';
import {
  currentOnboardingStep,
  INITIAL_ONBOARDING_STATE as initial,
  ONBOARDING_RESTART_DELAY_MS,
  ONBOARDING_STEPS,
  onboardingProgressPercent,
  onboardingReducer as reduce,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding';

const run = (actions: OnboardingAction[], from: OnboardingState = initial) => actions.reduce(reduce, from);

describe('onboarding steps', () => {
  it('has eight steps in order', () => {
    expect(ONBOARDING_STEPS).toEqual(['welcome', 'profile', 'social', 'extension', 'tracking', 'leads', 'flows', 'completion']);
  });
  it('restarts after 0.1 s', () => expect(ONBOARDING_RESTART_DELAY_MS).toBe(100));
});

describe('onboardingReducer', () => {
  const dirty: OnboardingState = { isActive: false, currentStep: 4, completedSteps: ['welcome'], skipped: true, showTutorial: true, tutorialPage: '/leads' };

  it.each<[string, OnboardingAction[], OnboardingState, Partial<OnboardingState>]>([
    ['start', [{ type: 'start' }], dirty, { isActive: true, currentStep: 0, completedSteps: [], skipped: false, showTutorial: true }],
    ['next', [{ type: 'start' }, { type: 'next' }, { type: 'next' }], initial, { isActive: true, currentStep: 2 }],
    ['complete', [{ type: 'complete', step: 'welcome' }, { type: 'complete', step: 'profile' }], initial, { completedSteps: ['welcome', 'profile'] }],
    ['complete twice', [{ type: 'complete', step: 'welcome' }, { type: 'complete', step: 'welcome' }], initial, { completedSteps: ['welcome'] }],
    ['skip', [{ type: 'start' }, { type: 'skip' }], initial, { isActive: false, skipped: true }],
    ['finish', [{ type: 'finish' }], dirty, { isActive: false, skipped: false }],
    ['startTutorial', [{ type: 'startTutorial', page: '/properties' }], initial, { showTutorial: true, tutorialPage: '/properties' }],
    ['stopTutorial', [{ type: 'stopTutorial' }], dirty, { showTutorial: false, tutorialPage: null }],
    ['reset', [{ type: 'reset' }], dirty, initial],
  ])('%s', (_name, actions, from, expected) => {
    expect(run(actions, from)).toMatchObject(expected);
  });

  it('next on step 7 finishes, without moving past the last step', () => {
    const atLast = run([{ type: 'start' }, ...Array.from({ length: 7 }, () => ({ type: 'next' }) as const)]);
    expect(atLast).toMatchObject({ isActive: true, currentStep: 7 });
    expect(currentOnboardingStep(atLast)).toBe('completion');
    expect(reduce(atLast, { type: 'next' })).toMatchObject({ isActive: false, skipped: false, currentStep: 7 });
  });

  it('does not mutate the given state', () => {
    const before = JSON.parse(JSON.stringify(dirty));
    reduce(dirty, { type: 'complete', step: 'leads' });
    expect(dirty).toEqual(before);
  });
});

describe('onboardingProgressPercent', () => {
  it.each([
    [0, 0],
    [1, 12.5],
    [4, 50],
    [8, 100],
  ])('%i completed steps is %d %%', (count, expected) => {
    expect(onboardingProgressPercent({ completedSteps: ONBOARDING_STEPS.slice(0, count) })).toBe(expected);
  });
});
