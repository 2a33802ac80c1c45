import type { Infra } from '../../infra.ts';
import { createOnboardingRepository } from './onboarding.repository.ts';
import { createOnboardingService } from './onboarding.service.ts';

/** The onboarding tutorial's state, per user. */
export const registerOnboarding = ({ db }: Infra) => createOnboardingService(createOnboardingRepository(db));
