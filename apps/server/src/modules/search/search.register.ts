import type { Infra } from '../../infra.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';

/** Global search: reads the other modules' tables, read-only (decision 020). */
export const registerSearch = ({ db }: Infra) => createSearchService(createSearchRepository(db));
