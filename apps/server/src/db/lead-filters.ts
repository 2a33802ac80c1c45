import { eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LeadListQuery } from '@porchlight/domain/leads/lead-list-query';
import { LEAD_STATUSES } from '@porchlight/domain/leads/lead-status';
import { ownedBy } from './schema/owned-by.ts';
import { listSearchMatch } from './schema/search-documents.ts';
import { leads } from './schema/index.ts';

/** The leads list's search and filters; viewerId: who "mine" (assigned=me) means, the book's owner when absent. */
export type LeadFilterValues = Partial<Omit<LeadListQuery, 'page' | 'limit' | 'sort' | 'dir'>> & { viewerId?: string };

const sameText = (column: PgColumn, value: string) => sql`lower(trim(${column})) = ${value.trim().toLowerCase()}`;
export const hasTag = (tag: string) =>
  sql`exists (select 1 from unnest(${leads.tags}) as t(tag) where lower(t.tag) = ${tag.trim().toLowerCase()})`;

/**
 * The conditions of the leads list's filters, the account's own first (listTotal reads an
 * unfiltered list from the kept count). Shared by the list and the pipeline board, whose toolbar
 * is the list's (issue 46), so both always match the same leads.
 */
export function leadFilterConditions(userId: string, q: LeadFilterValues): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(leads.userId, userId)];
  if (q.assigned === 'me') conditions.push(ownedBy(leads, userId, q.viewerId ?? userId));
  // The search box matches as global search does, on the same trigram index (decision 020).
  if (q.search) conditions.push(listSearchMatch(leads.searchText, q.search, leads.phoneKey));
  if (q.status === 'none') conditions.push(or(isNull(leads.status), notInArray(leads.status, [...LEAD_STATUSES])));
  else if (q.status) conditions.push(eq(leads.status, q.status));
  if (q.qualification === 'none') conditions.push(isNull(leads.qualification));
  else if (q.qualification) conditions.push(eq(leads.qualification, q.qualification));
  if (q.source) conditions.push(sameText(leads.source, q.source));
  if (q.location) conditions.push(sameText(leads.location, q.location));
  if (q.platform) conditions.push(sameText(leads.platform, q.platform));
  if (q.tag) conditions.push(hasTag(q.tag));
  if (q.stage) conditions.push(eq(leads.stageId, q.stage));
  return conditions.filter((c) => c !== undefined);
}
