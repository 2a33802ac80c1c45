import { INITIAL_ONBOARDING_STATE, onboardingReducer, type OnboardingState } from '@porchlight/domain/onboarding/onboarding';
import {
  toOnboardingAction,
  toOnboardingResponse,
  type OnboardingActionRequest,
  type OnboardingDataProgress,
  type OnboardingResponse,
} from '@porchlight/domain/onboarding/onboarding-schemas';
import { DATA_ONBOARDING_STEPS, ONBOARDING_STEP_PAGES } from '@porchlight/domain/onboarding/onboarding-steps';
import type { OnboardingRepository } from './onboarding.repository.ts';

/** Each data step the agent's records show done is completed (appended), in step order. */
export function completeFromData(state: OnboardingState, data: OnboardingDataProgress): OnboardingState {
  return DATA_ONBOARDING_STEPS.filter((step) => data[step]).reduce((s, step) => onboardingReducer(s, { type: 'complete', step }), state);
}

/** The tutorial a brand-new account sees: started, shown on the welcome step's page. */
export const NEW_ACCOUNT_ONBOARDING = onboardingReducer(onboardingReducer(INITIAL_ONBOARDING_STATE, { type: 'start' }), {
  type: 'startTutorial',
  page: ONBOARDING_STEP_PAGES.welcome,
});

export function createOnboardingService(repo: OnboardingRepository) {
  /** Applies `change`, then completes what the data shows, and answers the stored result. */
  async function update(userId: string, change: (state: OnboardingState) => OnboardingState): Promise<OnboardingResponse> {
    const { data, profileMissing } = await repo.dataProgress(userId);
    const state = await repo.change(userId, INITIAL_ONBOARDING_STATE, (current) => completeFromData(change(current), data));
    return toOnboardingResponse(state, data, profileMissing);
  }

  return {
    /** The user's state; steps their data completed since the last look are appended first. */
    async get(userId: string): Promise<OnboardingResponse> {
      const [state, { data, profileMissing }] = await Promise.all([repo.find(userId), repo.dataProgress(userId)]);
      // Most looks change nothing: answer without taking the row's lock.
      if (state && completeFromData(state, data) === state) return toOnboardingResponse(state, data, profileMissing);
      return update(userId, (current) => current);
    },

    apply: (userId: string, request: OnboardingActionRequest) =>
      update(userId, (state) => onboardingReducer(state, toOnboardingAction(request))),

    /**
     * A new account (someone signing up on their own) starts the tutorial; a teammate joining
     * through an invitation does not (the owner set the account up), and can start it from Settings.
     */
    async createForNewUser(user: { id: string; email: string }): Promise<void> {
      const isInvitedTeammate = await repo.hasPendingInvitation(user.email);
      await repo.create(user.id, isInvitedTeammate ? INITIAL_ONBOARDING_STATE : NEW_ACCOUNT_ONBOARDING);
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
