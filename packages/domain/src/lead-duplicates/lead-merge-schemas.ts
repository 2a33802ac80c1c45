import { z } from 'zod';
import type { DuplicateReason } from './duplicate-groups';
import { LEAD_MERGE_MAX, LEAD_MERGE_MIN, MERGE_CHOICE_FIELDS, type MergeChoiceField } from './merge-values';

// The contracts of finding and merging duplicate leads (issue 50): the session API and v1 alike.

const leadId = z.uuid({ error: 'must be a lead id' });

/** POST /api/leads/merge: the leads (2 to 10), the one that stays, and whose value each field keeps. */
export const MergeLeadsRequestSchema = z
  .object({
    leadIds: z
      .array(leadId, { error: 'must be a list of lead ids' })
      .min(LEAD_MERGE_MIN, `Choose at least ${LEAD_MERGE_MIN} leads to merge`)
      .max(LEAD_MERGE_MAX, `At most ${LEAD_MERGE_MAX} leads can be merged at once`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'must not list a lead twice'),
    primaryId: leadId,
    choices: z
      .partialRecord(z.enum(MERGE_CHOICE_FIELDS, { error: `must be one of ${MERGE_CHOICE_FIELDS.join(', ')}` }), leadId)
      .default({}),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ids = new Set(body.leadIds.map((id) => id.toLowerCase()));
    if (!ids.has(body.primaryId.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['primaryId'], message: 'must be one of leadIds' });
    for (const [field, id] of Object.entries(body.choices)) {
      if (id && !ids.has(id.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['choices', field], message: 'must be one of leadIds' });
    }
  });
export type MergeLeadsRequest = z.infer<typeof MergeLeadsRequestSchema>;
export type MergeLeadsInput = z.input<typeof MergeLeadsRequestSchema>;

/** GET /api/leads/merge-candidates?ids=a,b: the leads an agent picked to merge, compared as the duplicates screen does. */
export const MergeCandidatesQuerySchema = z
  .object({
    ids: z
      .string({ error: 'ids must list the leads, separated by commas' })
      .transform((v) => v.split(',').map((id) => id.trim()))
      .pipe(
        z
          .array(leadId)
          .min(LEAD_MERGE_MIN, `Choose at least ${LEAD_MERGE_MIN} leads to merge`)
          .max(LEAD_MERGE_MAX, `At most ${LEAD_MERGE_MAX} leads can be merged at once`),
      ),
  })
  .strict();
export type MergeCandidatesQuery = z.infer<typeof MergeCandidatesQuerySchema>;

/** The most leads one "Not a duplicate" covers (a suggested group larger than this is rare). */
export const DUPLICATE_DISMISSAL_MAX = 100;

/** POST /api/lead-duplicates/dismissals: "Not a duplicate" for a suggested group (or a pair of it). */
export const DismissDuplicatesRequestSchema = z
  .object({
    leadIds: z
      .array(leadId, { error: 'must be a list of lead ids' })
      .min(LEAD_MERGE_MIN, `Choose at least ${LEAD_MERGE_MIN} leads`)
      .max(DUPLICATE_DISMISSAL_MAX, `At most ${DUPLICATE_DISMISSAL_MAX} leads at once`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'must not list a lead twice'),
  })
  .strict();
export type DismissDuplicatesRequest = z.infer<typeof DismissDuplicatesRequestSchema>;
export type DuplicateDismissalResponse = { id: string; leadIds: string[] };

/** A merge as the API answers it: the lead that stayed, the ones merged into it, and until when it can be undone. */
export const LeadMergeSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  mergedLeadIds: z.array(z.uuid()),
  mergedNames: z.array(z.string()),
  createdAt: z.string(),
  undoUntil: z.string(),
});
export type LeadMergeResponse = z.infer<typeof LeadMergeSchema>;

export const UndoLeadMergeResponseSchema = z.object({ leadIds: z.array(z.uuid()) });
export type UndoLeadMergeResponse = z.infer<typeof UndoLeadMergeResponseSchema>;

/** A lead as the duplicates screen compares it: every field the agent can choose, with names for stage and owner. */
export type DuplicateLeadResponse = { id: string; name: string; notes: string | null; tags: string[] } & {
  [K in Exclude<MergeChoiceField, 'name' | 'dealValue'>]: string | null;
} & {
  dealValue: number | null;
  stageName: string | null;
  assignedName: string | null;
  additionalEmails: string[];
  additionalPhones: string[];
  createdAt: string;
  firstReplyAt: string | null;
  sourceCreatedAt: string | null;
  lastActivityAt: string | null;
};

export type DuplicateGroupResponse = { leads: DuplicateLeadResponse[]; reasons: DuplicateReason[] };

/** GET /api/lead-duplicates: every group of likely duplicates in the book. */
export type DuplicateGroupsResponse = { groups: DuplicateGroupResponse[] };

/** GET /api/leads/:id/duplicates: the lead's own group (empty when it has none) and its merges that can still be undone. */
export type MergeCandidatesResponse = { leads: DuplicateLeadResponse[] };

export type LeadDuplicatesResponse = { group: DuplicateGroupResponse | null; merges: LeadMergeResponse[] };
