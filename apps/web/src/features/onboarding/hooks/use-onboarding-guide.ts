import { useNavigate } from 'react-router';
import {
  currentOnboardingStep,
  ONBOARDING_STEPS,
  restartOnboarding,
  type OnboardingAction,
} from '@porchlight/domain/onboarding/onboarding';
import { fromOnboardingResponse } from '@porchlight/domain/onboarding/onboarding-api';
import { isDataOnboardingStep, ONBOARDING_STEP_PAGES } from '@porchlight/domain/onboarding/onboarding-steps';
import { useOnboarding } from '../api/get-onboarding';
import { useUpdateOnboarding } from '../api/update-onboarding';

/**
 * The guide's buttons, each by the spec's rules (spec 001 §4): Next moves one step (and finishes
 * after step 7), Skip leaves it skipped, Finish leaves it not skipped, Restart is reset then start
 * after 0.1 s. Reading steps (welcome, completion) count as done once read; data
 * steps only when the data shows them.
 */
export function useOnboardingGuide() {
  const query = useOnboarding();
  const update = useUpdateOnboarding();
  const navigate = useNavigate();
  const response = query.data;
  const state = response ? fromOnboardingResponse(response) : undefined;
  const step = state ? currentOnboardingStep(state) : 'welcome';
  const send = (...actions: OnboardingAction[]) => update.mutate(actions);
  const readIt: OnboardingAction[] = isDataOnboardingStep(step) ? [] : [{ type: 'complete', step }];

  /** Shows the tutorial on `page` and goes there. */
  const showOn = (page: string, before: OnboardingAction[] = []) => {
    send(...before, { type: 'startTutorial', page });
    void navigate(page);
  };

  return {
    query,
    response,
    state,
    step,
    stepNumber: ONBOARDING_STEPS.indexOf(step) + 1,
    isSaving: update.isPending,
    next: () => {
      const following = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1];
      if (!following) return send(...readIt, { type: 'next' });
      showOn(ONBOARDING_STEP_PAGES[following], [...readIt, { type: 'next' }]);
    },
    skip: () => send({ type: 'skip' }),
    finish: () => send(...readIt, { type: 'finish' }),
    hide: () => send({ type: 'stopTutorial' }),
    show: (page: string) => send({ type: 'startTutorial', page }),
    goToStep: () => showOn(ONBOARDING_STEP_PAGES[step]),
    restart: () =>
      restartOnboarding((action) => {
        if (action.type === 'reset') return send(action);
        // After the 0.1 s: start, and open the welcome step where it lives.
        showOn(ONBOARDING_STEP_PAGES.welcome, [action]);
      }),
  };
}
