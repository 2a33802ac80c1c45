import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, type OnboardingStep } from './onboarding';
import {
  DATA_ONBOARDING_STEPS,
  isFirstVisit,
  isOnOnboardingStepPage,
  ONBOARDING_STEP_PAGES,
  onboardingStepsLeft,
  READING_ONBOARDING_STEPS,
} from './onboarding-steps';

describe('onboarding step pages', () => {
  it('shows each step on the page it concerns', () => {
    expect(ONBOARDING_STEP_PAGES).toMatchObject({
      profile: '/settings?tab=profile',
      social: '/settings?tab=accounts',
      tracking: '/properties?tab=tracking',
      leads: '/leads',
      flows: '/flows',
    });
    expect(Object.keys(ONBOARDING_STEP_PAGES)).toEqual([...ONBOARDING_STEPS]);
  });

  it('splits the steps into data steps and reading steps', () => {
    expect(DATA_ONBOARDING_STEPS).toEqual(['profile', 'social', 'extension', 'tracking', 'leads', 'flows']);
    expect(READING_ONBOARDING_STEPS).toEqual(['welcome', 'completion']);
  });

  it.each<[OnboardingStep, string, boolean]>([
    ['profile', '/settings?tab=profile', true],
    ['profile', '/settings', true],
    ['profile', '/settings?tab=accounts', false],
    ['social', '/settings?tab=accounts&highlight=true', true],
    ['tracking', '/properties?tab=tracking', true],
    ['tracking', '/properties', false],
    ['extension', '/settings?tab=api', true],
    ['extension', '/properties', false],
    ['leads', '/leads', true],
    ['leads', '/leads/', true],
    ['leads', '/leads?id=1', true],
    ['leads', '/leads?tab=audience', false],
    ['leads', '/leads?tab=all', true],
    ['flows', '/flows', true],
    ['welcome', '/dashboard', true],
    ['welcome', '/leads', false],
  ])('%s is shown on %s: %s', (step, location, expected) => expect(isOnOnboardingStepPage(step, location)).toBe(expected));
});

describe('steps left before "You are set up"', () => {
  it.each<[string, OnboardingStep[], OnboardingStep[]]>([
    ['nothing done', [], ['welcome', 'profile', 'social', 'extension', 'tracking', 'leads', 'flows']],
    ['2 of 8 done', ['welcome', 'profile'], ['social', 'extension', 'tracking', 'leads', 'flows']],
    ['all but the last', ['welcome', 'profile', 'social', 'extension', 'tracking', 'leads', 'flows'], []],
    ['all, in any order', ['flows', 'leads', 'tracking', 'extension', 'social', 'profile', 'welcome', 'completion'], []],
  ])('%s', (_label, done, left) => expect(onboardingStepsLeft(done)).toEqual(left));
});

describe('a first visit', () => {
  const open = { isActive: true, currentStep: 0, completedSteps: [] as OnboardingStep[] };
  it.each<[string, Parameters<typeof isFirstVisit>[0], boolean]>([
    ['a new account, the tour on its welcome step', open, true],
    ['the welcome step read', { ...open, completedSteps: ['welcome'] }, false],
    ['further in the tour', { ...open, currentStep: 2 }, false],
    ['the tour skipped or finished', { ...open, isActive: false }, false],
    ['not known yet', undefined, false],
  ])('%s: %s', (_label, state, first) => expect(isFirstVisit(state)).toBe(first));
});
