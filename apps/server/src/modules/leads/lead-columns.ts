import { sql } from 'drizzle-orm';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { leads, pipelineStages, users } from '../../db/schema/index.ts';

/** Exactly what the API shows of a lead (never user_id). */
export const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  location: leads.location,
  budget: leads.budget,
  timeline: leads.timeline,
  source: leads.source,
  leadType: leads.leadType,
  status: leads.status,
  qualification: leads.qualification,
  notes: leads.notes,
  tags: leads.tags,
  preferredContact: leads.preferredContact,
  bestTime: leads.bestTime,
  platform: leads.platform,
  birthday: leads.birthday,
  purchaseDate: leads.purchaseDate,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  firstReplyAt: leads.firstReplyAt,
  // Brought in from a file: no inquiry, so no response clock (issue 46).
  importId: leads.importId,
  additionalEmails: leads.additionalEmails,
  additionalPhones: leads.additionalPhones,
  contactLabels: leads.contactLabels,
  lastActivityAt: leads.lastActivityAt,
  assignedUserId: leads.assignedUserId,
  // A scalar subquery, not a join: every select and RETURNING of a lead keeps one shape.
  assignedName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${leads.assignedUserId})`.as('assigned_name'),
  claimedAt: leads.claimedAt,
  stageId: leads.stageId,
  stageName: sql<string | null>`(select ${pipelineStages.name} from ${pipelineStages} where ${pipelineStages.id} = ${leads.stageId})`.as(
    'stage_name',
  ),
  dealValue: leads.dealValue,
  expectedCloseDate: leads.expectedCloseDate,
};

export type LeadRow = Omit<LeadResponse, 'createdAt' | 'updatedAt' | 'firstReplyAt' | 'claimedAt' | 'lastActivityAt'> & {
  createdAt: Date;
  updatedAt: Date;
  firstReplyAt: Date | null;
  claimedAt: Date | null;
  lastActivityAt: Date | string | null;
};

/** A lead's row as the API shows it: times as ISO text. */
export const toLeadResponse = (row: LeadRow): LeadResponse =>
  ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
    claimedAt: row.claimedAt ? new Date(row.claimedAt).toISOString() : null,
  }) as LeadResponse;
