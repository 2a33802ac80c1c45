import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { createTeamRepository } from './team.repository.ts';
import { createTeamService } from './team.service.ts';

export type TeamPorts = { limits: LimitGuard };

export const registerTeam = ({ config, db, email, quotas }: Infra, { limits }: TeamPorts) =>
  createTeamService({ repo: createTeamRepository(db), limits, email, quotas, appUrl: config.appUrl });
