import type { BookChange } from '@porchlight/domain/realtime/book-change';
import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { defineLeadResponseReactions } from './lead-response-reactions.ts';
import { createLeadsRepository } from './leads.repository.ts';
import { createLeadsService } from './leads.service.ts';

export type LeadsPorts = {
  limits: LimitGuard;
  /** Open lists and dashboards of the book reload (ownership's). */
  bookChanged: (bookId: string, change: BookChange) => Promise<void>;
};

export function registerLeads({ db, eventLog }: Infra, { limits, bookChanged }: LeadsPorts) {
  const leads = createLeadsService(createLeadsRepository(db, eventLog), limits, {
    onLeadsChanged: (userId, change, count) => bookChanged(userId, { entity: 'leads', change, count }),
  });
  defineLeadResponseReactions(eventLog, leads);
  return leads;
}
