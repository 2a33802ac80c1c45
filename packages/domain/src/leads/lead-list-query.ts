import { z } from 'zod';
import { directionParam, limitParam, pageParam, searchParam } from '../properties/list-query.ts';
import { LEAD_QUALIFICATIONS, LEAD_QUALIFICATION_MESSAGE, LEAD_STATUSES, LEAD_STATUS_MESSAGE } from './lead-status.ts';
import type { LeadResponse } from './lead-schemas.ts';

export const LEAD_SORTS = ['createdAt', 'updatedAt', 'name', 'status', 'qualification', 'source', 'location'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEAD_LIST_DEFAULTS = { sort: 'createdAt', dir: 'desc', page: 1 } as const;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const shortText = () => z.preprocess(blank, z.string().trim().max(100).optional());

/** GET /api/leads and the /leads screen's URL. "none" as status or qualification finds leads without one. */
export const LeadListQuerySchema = z.object({
  search: searchParam(),
  status: z.preprocess(blank, z.enum([...LEAD_STATUSES, 'none'], { error: LEAD_STATUS_MESSAGE }).optional()),
  qualification: z.preprocess(blank, z.enum([...LEAD_QUALIFICATIONS, 'none'], { error: LEAD_QUALIFICATION_MESSAGE }).optional()),
  source: shortText(),
  tag: shortText(),
  location: shortText(),
  platform: shortText(),
  /** A pipeline stage's id: the table's Stage filter, and a board column's "and N more". */
  stage: z.preprocess(blank, z.uuid({ error: 'stage must be a stage id' }).optional()),
  /** "me": the leads lead routing gave the signed-in agent. */
  assigned: z.preprocess(blank, z.enum(['me'], { error: 'assigned must be me' }).optional()),
  sort: z.preprocess(blank, z.enum(LEAD_SORTS, { error: `sort must be one of ${LEAD_SORTS.join(', ')}` }).default('createdAt')),
  dir: directionParam(),
  page: pageParam(),
  limit: limitParam(),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

export const defaultLeadDirection = (sort: LeadSort): 'asc' | 'desc' => (sort === 'createdAt' || sort === 'updatedAt' ? 'desc' : 'asc');

/** totalCapped: a filtered list counted up to its bound (list-total.ts) and found more; total is then the bound. */
export type LeadListResponse = { leads: LeadResponse[]; total: number; totalCapped: boolean; page: number; limit: number };

export const LeadExportRequestSchema = LeadListQuerySchema.omit({ page: true, limit: true }).strict();
export type LeadExportRequest = z.infer<typeof LeadExportRequestSchema>;
