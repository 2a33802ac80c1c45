import type { Infra } from '../../infra.ts';
import { createProfileRepository } from './profile.repository.ts';
import { createProfileService } from './profile.service.ts';

export const registerProfile = ({ db }: Infra) => createProfileService(createProfileRepository(db));
