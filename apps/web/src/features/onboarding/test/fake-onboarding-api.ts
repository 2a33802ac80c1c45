import { http, HttpResponse } from 'msw';
import { INITIAL_ONBOARDING_STATE, onboardingReducer, type OnboardingState } from '@porchlight/domain/onboarding/onboarding';
import {
  NO_ONBOARDING_DATA,
  OnboardingActionRequestSchema,
  PROFILE_REQUIREMENTS,
  toOnboardingAction,
  toOnboardingResponse,
  type OnboardingActionRequest,
  type OnboardingDataProgress,
  type ProfileRequirement,
} from '@porchlight/domain/onboarding/onboarding-schemas';

/** Our onboarding API as the server answers it: the same reducer over one user's state, recording each action. */
export function fakeOnboardingApi(
  initial: Partial<OnboardingState> = {},
  data: OnboardingDataProgress = NO_ONBOARDING_DATA,
  profileMissing: ProfileRequirement[] = data.profile ? [] : [...PROFILE_REQUIREMENTS],
) {
  const api = {
    state: { ...INITIAL_ONBOARDING_STATE, ...initial } as OnboardingState,
    actions: [] as OnboardingActionRequest[],
    failNext: false,
  };
  const answer = () => HttpResponse.json(toOnboardingResponse(api.state, data, profileMissing));
  const handlers = [
    http.get('*/api/onboarding', answer),
    http.patch('*/api/onboarding', async ({ request }) => {
      if (api.failNext) {
        api.failNext = false;
        return HttpResponse.json({ error: 'Database unavailable' }, { status: 503 });
      }
      const body = OnboardingActionRequestSchema.parse(await request.json());
      api.actions.push(body);
      api.state = onboardingReducer(api.state, toOnboardingAction(body));
      return answer();
    }),
  ];
  return { api, handlers };
}
