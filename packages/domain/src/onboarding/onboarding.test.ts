import { describe, it, expect, vi } from 'vitest';
import {
  currentOnboardingStep,
  INITIAL_ONBOARDING_STATE as initial,
  ONBOARDING_RESTART_DELAY_MS,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEPS,
  onboardingProgressPercent,
  onboardingReducer as reduce,
  restartOnboarding,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding';

const run = (actions: OnboardingAction[], from: OnboardingState = initial) => actions.reduce(reduce, from);
const nexts = (n: number): OnboardingAction[] => Array.from({ length: n }, () => ({ type: 'next' }) as const);
const state = (overrides: Partial<OnboardingState>): OnboardingState => ({ ...initial, ...overrides });

// A state far from the initial one, so each rule shows what it changes and what it keeps.
const dirty = state({
  isActive: false,
  currentStep: 4,
  completedSteps: ['welcome', 'profile'],
  skipped: true,
  showTutorial: true,
  tutorialPage: '/leads',
});
const active = state({ isActive: true, currentStep: 3, completedSteps: ['welcome'], showTutorial: true, tutorialPage: '/properties' });

describe('onboarding steps (spec 001 §2, §9)', () => {
  it('has eight steps in order, indices 0 to 7', () => {
    expect(ONBOARDING_STEPS).toEqual(['welcome', 'profile', 'social', 'extension', 'tracking', 'leads', 'flows', 'completion']);
    expect(ONBOARDING_STEP_COUNT).toBe(8);
  });
  it('restarts after 0.1 s', () => expect(ONBOARDING_RESTART_DELAY_MS).toBe(100));
  it('starts inactive, on step 0, with nothing completed, not skipped, no tutorial', () =>
    expect(initial).toEqual({
      isActive: false,
      currentStep: 0,
      completedSteps: [],
      skipped: false,
      showTutorial: false,
      tutorialPage: null,
    }));
});

// One table per rule of spec 001 §4 / spec 000 §4: [case, from, actions, expected whole state].
describe('rule: start sets active, step 0, no completed steps, not skipped', () => {
  it.each<[string, OnboardingState, OnboardingAction[], OnboardingState]>([
    ['from the initial state', initial, [{ type: 'start' }], state({ isActive: true })],
    ['after a skip', dirty, [{ type: 'start' }], { ...dirty, isActive: true, currentStep: 0, completedSteps: [], skipped: false }],
    ['while active on step 3', active, [{ type: 'start' }], { ...active, currentStep: 0, completedSteps: [] }],
  ])('%s', (_case, from, actions, expected) => expect(run(actions, from)).toEqual(expected));
});

describe('rule: next moves one step and finishes after step index 7', () => {
  it.each<[string, OnboardingState, OnboardingAction[], Partial<OnboardingState>]>([
    ['step 0 to 1', state({ isActive: true }), nexts(1), { isActive: true, currentStep: 1 }],
    ['step 0 to 7 in seven nexts', state({ isActive: true }), nexts(7), { isActive: true, currentStep: 7, skipped: false }],
    [
      'the eighth next on step 7 finishes (inactive, not skipped)',
      state({ isActive: true }),
      nexts(8),
      { isActive: false, currentStep: 7, skipped: false },
    ],
    [
      'next on step 7 of a skipped tutorial finishes it as not skipped',
      state({ currentStep: 7, skipped: true }),
      nexts(1),
      { isActive: false, skipped: false },
    ],
    ['next keeps the completed steps', active, nexts(1), { currentStep: 4, completedSteps: ['welcome'] }],
  ])('%s', (_case, from, actions, expected) => expect(run(actions, from)).toMatchObject(expected));

  it('the step after 7 is never shown', () => expect(currentOnboardingStep(run(nexts(8), state({ isActive: true })))).toBe('completion'));
});

describe('rule: complete appends the step to completedSteps', () => {
  it.each<[string, OnboardingState, OnboardingAction[], OnboardingState['completedSteps']]>([
    ['one step', initial, [{ type: 'complete', step: 'welcome' }], ['welcome']],
    [
      'appends in the order completed, not step order',
      initial,
      [
        { type: 'complete', step: 'leads' },
        { type: 'complete', step: 'profile' },
      ],
      ['leads', 'profile'],
    ],
    [
      'a step completed twice counts once',
      initial,
      [
        { type: 'complete', step: 'welcome' },
        { type: 'complete', step: 'welcome' },
      ],
      ['welcome'],
    ],
    [
      'works while inactive (data completes steps at any time)',
      dirty,
      [{ type: 'complete', step: 'flows' }],
      ['welcome', 'profile', 'flows'],
    ],
  ])('%s', (_case, from, actions, expected) => expect(run(actions, from).completedSteps).toEqual(expected));

  it('changes nothing else', () =>
    expect(reduce(active, { type: 'complete', step: 'social' })).toEqual({ ...active, completedSteps: ['welcome', 'social'] }));
});

describe('rule: skip makes it inactive and skipped', () => {
  it.each<[string, OnboardingState]>([
    ['while active', active],
    ['from the initial state', initial],
    ['when already skipped', dirty],
  ])('%s', (_case, from) => expect(reduce(from, { type: 'skip' })).toEqual({ ...from, isActive: false, skipped: true }));
});

describe('rule: finish makes it inactive and not skipped', () => {
  it.each<[string, OnboardingState]>([
    ['while active', active],
    ['after a skip', dirty],
  ])('%s', (_case, from) => expect(reduce(from, { type: 'finish' })).toEqual({ ...from, isActive: false, skipped: false }));
});

describe('rule: start tutorial shows it for a page; stop clears it', () => {
  it.each<[string, OnboardingState, OnboardingAction[], Partial<OnboardingState>]>([
    [
      'start tutorial on a page',
      initial,
      [{ type: 'startTutorial', page: '/properties' }],
      { showTutorial: true, tutorialPage: '/properties' },
    ],
    [
      'start tutorial on another page moves it',
      active,
      [{ type: 'startTutorial', page: '/leads' }],
      { showTutorial: true, tutorialPage: '/leads' },
    ],
    ['stop tutorial clears it', active, [{ type: 'stopTutorial' }], { showTutorial: false, tutorialPage: null }],
    ['stop keeps the tutorial active', active, [{ type: 'stopTutorial' }], { isActive: true, currentStep: 3 }],
  ])('%s', (_case, from, actions, expected) => expect(run(actions, from)).toMatchObject(expected));
});

describe('rule: reset returns to the initial state', () => {
  it.each<[string, OnboardingState]>([
    ['from a skipped tutorial', dirty],
    ['from an active one', active],
  ])('%s', (_case, from) => expect(reduce(from, { type: 'reset' })).toEqual(initial));
});

describe('rule: restart is reset, then start after 0.1 s', () => {
  it.each<[string, OnboardingState]>([
    ['after a skip', dirty],
    ['after finishing', run(nexts(8), state({ isActive: true }))],
  ])('%s', (_case, from) => {
    vi.useFakeTimers();
    try {
      let current = from;
      const seen: OnboardingAction['type'][] = [];
      restartOnboarding((action) => {
        seen.push(action.type);
        current = reduce(current, action);
      });
      expect(seen).toEqual(['reset']);
      expect(current).toEqual(initial);
      vi.advanceTimersByTime(ONBOARDING_RESTART_DELAY_MS - 1);
      expect(seen).toEqual(['reset']);
      vi.advanceTimersByTime(1);
      expect(seen).toEqual(['reset', 'start']);
      expect(current).toEqual(state({ isActive: true }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the given scheduler with 100 ms', () => {
    const wait = vi.fn((_ms: number, then: () => void) => then());
    const dispatch = vi.fn();
    restartOnboarding(dispatch, wait);
    expect(wait).toHaveBeenCalledWith(100, expect.any(Function));
    expect(dispatch.mock.calls.map(([a]) => a.type)).toEqual(['reset', 'start']);
  });
});

describe('rule: progress percent = completed steps / 8', () => {
  it.each([
    [0, 0],
    [1, 12.5],
    [3, 37.5],
    [4, 50],
    [7, 87.5],
    [8, 100],
  ])('%i completed steps is %d %%', (count, expected) => {
    expect(onboardingProgressPercent({ completedSteps: ONBOARDING_STEPS.slice(0, count) })).toBe(expected);
  });
});

describe('onboardingReducer', () => {
  it('does not mutate the given state', () => {
    const before = structuredClone(dirty);
    for (const action of [
      { type: 'complete', step: 'leads' },
      { type: 'start' },
      { type: 'next' },
      { type: 'skip' },
      { type: 'reset' },
    ] as OnboardingAction[])
      reduce(dirty, action);
    expect(dirty).toEqual(before);
  });

  it('reset gives a state that later actions cannot share with the constant', () => {
    const afterReset = run([{ type: 'reset' }, { type: 'complete', step: 'welcome' }], dirty);
    expect(afterReset.completedSteps).toEqual(['welcome']);
    expect(initial.completedSteps).toEqual([]);
  });
});
