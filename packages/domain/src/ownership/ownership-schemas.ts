import { z } from 'zod';
import { MAX_ASSIGN_IDS } from './ownership.ts';

// POST .../assign: what the server checks a request by (the web sends it, never parses it).

export const AssignRecordsRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'ids must be record ids' }), { error: 'ids must be a list of record ids' })
      .min(1, 'ids must name at least one record')
      .max(MAX_ASSIGN_IDS, `ids can name at most ${MAX_ASSIGN_IDS} records at once`),
    assigneeId: z.string({ error: 'assigneeId is required' }).trim().min(1, 'assigneeId is required').max(100),
  })
  .strict();
export type AssignRecordsRequest = z.infer<typeof AssignRecordsRequestSchema>;
