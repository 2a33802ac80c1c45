import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { onboardingReducer, type OnboardingAction } from '@porchlight/domain/onboarding/onboarding';
import {
  fromOnboardingResponse,
  toOnboardingActionRequest,
  toOnboardingResponse,
  type OnboardingResponse,
} from '@porchlight/domain/onboarding/onboarding-api';
import { api, jsonOf } from '@/lib/api';
import { useAppStore } from '@/lib/store';
import { onboardingKey } from './get-onboarding';

export const updateOnboarding = (action: OnboardingAction) =>
  jsonOf(api.onboarding.onboarding.$patch({ json: toOnboardingActionRequest(action) }));

/** Applies a few actions in order on the server (each is one state-machine step). */
async function applyInOrder(actions: OnboardingAction[]): Promise<OnboardingResponse | undefined> {
  let last: OnboardingResponse | undefined;
  for (const action of actions) last = await updateOnboarding(action);
  return last;
}

// One request at a time, in the order the agent acted: restart's start must reach the server after its reset.
let queue: Promise<unknown> = Promise.resolve();
function applyAfterPrevious(actions: OnboardingAction[]): Promise<OnboardingResponse | undefined> {
  const run = queue.then(
    () => applyInOrder(actions),
    () => applyInOrder(actions),
  );
  queue = run.catch(() => undefined);
  return run;
}

const applyLocally = (response: OnboardingResponse, actions: OnboardingAction[]) =>
  toOnboardingResponse(actions.reduce(onboardingReducer, fromOnboardingResponse(response)), response.data);

/**
 * Optimistic: the guide moves at once through the same reducer the server runs, and goes back
 * with a toast when the server refuses.
 */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: onboardingKey,
    mutationFn: applyAfterPrevious,
    onMutate: async (actions) => {
      await queryClient.cancelQueries({ queryKey: onboardingKey });
      const previous = queryClient.getQueryData<OnboardingResponse>(onboardingKey);
      const base = previous ?? toOnboardingResponse(useAppStore.getState().onboarding);
      const next = applyLocally(base, actions);
      queryClient.setQueryData(onboardingKey, next);
      useAppStore.setState({ onboarding: fromOnboardingResponse(next) });
      return { previous };
    },
    onSuccess: (response) => {
      // A later action is still on its way: its optimistic state stays until it answers.
      if (!response || queryClient.isMutating({ mutationKey: onboardingKey }) > 1) return;
      queryClient.setQueryData(onboardingKey, response);
      useAppStore.setState({ onboarding: fromOnboardingResponse(response) });
    },
    onError: (error, _actions, context) => {
      if (context?.previous) {
        queryClient.setQueryData(onboardingKey, context.previous);
        useAppStore.setState({ onboarding: fromOnboardingResponse(context.previous) });
      }
      toast.error('The setup guide could not be saved', { description: error.message });
    },
  });
}
