import { z } from 'zod';
import { LeadListQuerySchema } from '../leads/lead-list-query.ts';

/** Issue 18: where a deal stands, separate from the lead's temperature (hot, warm, cold). */
export const DEFAULT_PIPELINE_STAGES = ['New', 'Contacted', 'Appointment', 'Showing', 'Offer', 'Under Contract', 'Closed', 'Lost'] as const;

export const STAGE_NAME_MAX = 40;
export const PIPELINE_STAGES_MAX = 20;
/**
 * The board shows this many cards per stage (soonest close first); the count and total cover them
 * all, and the column links to the rest in the table (issue 46: 200 a stage took seconds to draw).
 */
export const PIPELINE_CARDS_PER_STAGE = 50;

export const STAGE_NOT_FOUND = 'Stage not found';

const stageName = z
  .string({ error: 'Stage name is required' })
  .trim()
  .min(1, 'Stage name is required')
  .max(STAGE_NAME_MAX, `Stage name must be at most ${STAGE_NAME_MAX} characters`);

const stageId = z.uuid({ error: 'Must be a stage id' });

/**
 * PUT /api/pipeline/stages: the whole list in its new order. A stage with an id keeps it (a rename
 * or move); one without is new; a current stage left out is removed, and its leads go to the stage
 * `moveLeadsTo[its id]` names (one that stays).
 */
export const SavePipelineStagesRequestSchema = z
  .object({
    stages: z
      .array(z.object({ id: stageId.optional(), name: stageName }).strict(), { error: 'stages must be a list' })
      .min(1, 'Keep at least one stage')
      .max(PIPELINE_STAGES_MAX, `At most ${PIPELINE_STAGES_MAX} stages`)
      .superRefine((stages, ctx) => {
        const names = new Set<string>();
        const ids = new Set<string>();
        stages.forEach((stage, i) => {
          const key = stage.name.toLowerCase();
          if (names.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `There is already a stage named ${stage.name}` });
          names.add(key);
          if (stage.id && ids.has(stage.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'A stage appears twice' });
          if (stage.id) ids.add(stage.id);
        });
      }),
    moveLeadsTo: z.record(stageId, stageId, { error: 'moveLeadsTo must map a removed stage to the stage its leads go to' }).default({}),
  })
  .strict();
export type SavePipelineStagesRequest = z.infer<typeof SavePipelineStagesRequestSchema>;
export type SavePipelineStagesInput = z.input<typeof SavePipelineStagesRequestSchema>;

export type PipelineStage = { id: string; name: string; position: number };

/** A stage on the board: its leads' count and the sum of their deal values (whole dollars). */
export type PipelineStageResponse = PipelineStage & { leadCount: number; dealTotal: number };

/**
 * The card of a lead on the board: what an agent reads to pick whom to call (issue 46). lastTouchAt:
 * the latest message sent to or received from the lead, or call or note logged (ISO), null for none.
 */
export type PipelineLeadResponse = {
  id: string;
  name: string;
  status: string | null;
  stageId: string;
  dealValue: number | null;
  expectedCloseDate: string | null;
  phone: string | null;
  source: string | null;
  tags: string[];
  lastTouchAt: string | null;
};

/** GET /api/pipeline: stages with the counts and totals of the leads the filters match, and their first cards. */
export type PipelineResponse = { stages: PipelineStageResponse[]; leads: PipelineLeadResponse[] };

/** GET /api/pipeline/stages: every stage with its whole count (Edit stages, the table's Stage filter). */
export type PipelineStagesResponse = { stages: PipelineStageResponse[] };

/** GET /api/pipeline takes the leads list's search and filters (its toolbar is the same); no sort or page. */
export const PipelineQuerySchema = LeadListQuerySchema.pick({
  search: true,
  status: true,
  qualification: true,
  source: true,
  tag: true,
  location: true,
  platform: true,
  assigned: true,
});
export type PipelineQuery = z.infer<typeof PipelineQuerySchema>;
