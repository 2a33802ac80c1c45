import { Hono } from 'hono';
import { PipelineQuerySchema, SavePipelineStagesRequestSchema } from '@porchlight/domain/pipeline/pipeline-stages';
import type { AppEnv } from '../../lib/app-env.ts';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import type { PipelineService } from './pipeline.service.ts';

/** /api/pipeline: the board (stages with counts, totals and cards, filtered as the leads list is) and the stage list. A lead's stage is PATCH /api/leads/:id. */
export function pipelineRoutes(service: PipelineService) {
  return new Hono<AppEnv>()
    .get('/pipeline', async (c) => c.json(await service.board(c.var.bookId, { ...parseQuery(c, PipelineQuerySchema), viewerId: c.var.user.id })))
    .get('/pipeline/stages', async (c) => c.json(await service.stages(c.var.bookId)))
    .put('/pipeline/stages', async (c) => c.json(await service.saveStages(c.var.bookId, await parseJsonBody(c, SavePipelineStagesRequestSchema))));
}
