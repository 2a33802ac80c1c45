import type { Infra } from '../../infra.ts';
import { createLeadPropertiesRepository } from './lead-properties.repository.ts';
import { createLeadPropertiesService } from './lead-properties.service.ts';

/** Leads interested in, having toured or offered on properties (issue 18). */
export const registerLeadProperties = ({ db, eventLog }: Infra) =>
  createLeadPropertiesService(createLeadPropertiesRepository(db, eventLog));
