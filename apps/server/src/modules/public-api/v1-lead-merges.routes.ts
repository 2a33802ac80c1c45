import type { LeadMergeResponse, MergeLeadsRequest, UndoLeadMergeResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { V1LeadMergeSchema, V1MergeLeadsRequestSchema, V1UndoLeadMergeResponseSchema } from '@porchlight/domain/public-api/v1-schemas';
import { notFound } from '../../lib/http-errors.ts';
import { parseJsonBody } from '../../lib/validate.ts';
import type { V1Route } from './v1-route.ts';
import { UUID } from '../../lib/record-id.ts';

/** The lead-duplicates module's use-cases, handed in by app composition. */
export type V1LeadMerges = {
  merge(userId: string, actorId: string, request: MergeLeadsRequest): Promise<LeadMergeResponse>;
  undo(userId: string, actorId: string, mergeId: string): Promise<UndoLeadMergeResponse>;
};

const MERGE_NOT_FOUND = 'Merge not found';

/** Merging duplicate leads and undoing a merge, as the app's duplicates screen does. */
export function v1LeadMergeRoutes(merges: V1LeadMerges): V1Route[] {
  return [
    {
      method: 'post',
      path: '/leads/merge',
      tag: 'Leads',
      summary: 'Merge duplicate leads',
      description:
        "Merges 2 to 10 leads into primaryId. choices names, per field, the lead whose value is kept (otherwise the primary's, or the first other lead's when the primary's is empty); the other e-mails and phones become additional ones, tags and notes add up; timelines, messages, tasks, property links move to the primary, and flows the other leads were on move paused. The other leads are deleted. 404 when a lead is not in the account; 400 names the field. Undo within 24 hours with POST /lead-merges/{id}/undo.",
      scope: 'write',
      body: V1MergeLeadsRequestSchema,
      example: {
        leadIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
        primaryId: '00000000-0000-4000-8000-000000000001',
        choices: { phone: '00000000-0000-4000-8000-000000000002' },
      },
      responses: {
        200: {
          description: 'The merge: the lead kept, the leads merged into it, and until when it can be undone.',
          schema: V1LeadMergeSchema,
        },
        404: { description: 'A lead is not in this account.' },
      },
      handle: async (c) => {
        const { userId } = c.var.caller;
        return c.json(await merges.merge(userId, userId, await parseJsonBody(c, V1MergeLeadsRequestSchema)));
      },
    },
    {
      method: 'post',
      path: '/lead-merges/:id/undo',
      tag: 'Leads',
      summary: 'Undo a merge',
      description:
        'Puts the merged leads back with their timelines, messages, tasks and links, and the kept lead back to its values before the merge. Flows come back paused. 409 once undone or after 24 hours.',
      scope: 'write',
      responses: {
        200: { description: 'The kept lead and the leads restored.', schema: V1UndoLeadMergeResponseSchema },
        404: { description: 'No such merge in this account.' },
        409: { description: 'Already undone, or past the 24 hours a merge can be undone in.' },
      },
      handle: async (c) => {
        const id = c.req.param('id') ?? '';
        if (!UUID.test(id)) throw notFound(MERGE_NOT_FOUND);
        const { userId } = c.var.caller;
        return c.json(await merges.undo(userId, userId, id.toLowerCase()));
      },
    },
  ];
}
