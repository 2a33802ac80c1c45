import { z } from 'zod';
import type { BookChange } from '@porchlight/domain/realtime/book-change';
import type { Infra } from '../../infra.ts';
import { createLeadDuplicatesRepository } from './lead-duplicates.repository.ts';
import { createLeadDuplicatesService, type LeadLimits } from './lead-duplicates.service.ts';
import { createLeadMergeRepository } from './lead-merge.repository.ts';

export const EXPIRE_MERGES_QUEUE = 'lead-merges.expire';

export type LeadDuplicatesPorts = {
  /** Open lists and dashboards of the book reload (ownership's). */
  bookChanged: (bookId: string, change: BookChange) => Promise<void>;
  /** Billing's limit guard: undo brings leads back (maxLeads). */
  limits: LeadLimits;
};

/** Duplicate leads (issue 50): the service, and the hourly job that drops merge snapshots past their day. */
export function registerLeadDuplicates({ db, jobs, eventLog }: Infra, { bookChanged, limits }: LeadDuplicatesPorts) {
  const service = createLeadDuplicatesService(createLeadDuplicatesRepository(db), createLeadMergeRepository(db, eventLog), {
    bookChanged,
    limits,
  });
  jobs.define({ queue: EXPIRE_MERGES_QUEUE, payload: z.object({}), priority: 1, run: async () => void (await service.expire()) });
  jobs.schedule('lead-merges-expire', '17 * * * *', EXPIRE_MERGES_QUEUE);
  return service;
}
