import { describe, expect, it } from 'vitest';
import { INITIAL_ONBOARDING_STATE, type OnboardingAction } from './onboarding';
import {
  fromOnboardingResponse,
  OnboardingActionRequestSchema,
  toOnboardingAction,
  toOnboardingActionRequest,
  toOnboardingResponse,
} from './onboarding-schemas';

describe('onboarding API contract', () => {
  it.each<OnboardingAction>([
    { type: 'start' },
    { type: 'next' },
    { type: 'complete', step: 'welcome' },
    { type: 'skip' },
    { type: 'finish' },
    { type: 'startTutorial', page: '/settings?tab=profile' },
    { type: 'stopTutorial' },
    { type: 'reset' },
  ])('%j travels as a request and back unchanged', (action) => {
    const request = OnboardingActionRequestSchema.parse(toOnboardingActionRequest(action));
    expect(toOnboardingAction(request)).toEqual(action);
  });

  it.each([
    [{ action: 'complete', step: 'flows' }, 'step'],
    [{ action: 'start_tutorial', page: '//evil.example' }, 'page'],
    [{ action: 'start_tutorial', page: 'leads' }, 'page'],
    [{ action: 'restart' }, 'action'],
  ])('refuses %j at %s', (body, field) => {
    const result = OnboardingActionRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('maps the state to the response and back, with progress = completed / 8', () => {
    const state = {
      ...INITIAL_ONBOARDING_STATE,
      isActive: true,
      currentStep: 2,
      completedSteps: ['welcome', 'leads'] as const,
      tutorialPage: '/leads',
    };
    const response = toOnboardingResponse({ ...state, completedSteps: [...state.completedSteps] });
    expect(response).toMatchObject({
      is_active: true,
      current_step: 2,
      completed_steps: ['welcome', 'leads'],
      progress_percent: 25,
      tutorial_page: '/leads',
    });
    expect(fromOnboardingResponse(response)).toEqual({ ...state, completedSteps: ['welcome', 'leads'] });
  });
});
