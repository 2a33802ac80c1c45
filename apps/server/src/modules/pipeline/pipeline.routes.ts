import { Hono } from 'hono';
import { PipelineQuerySchema, SavePipelineStagesRequestSchema } from '@porchlight/domain/pipeline/pipeline-stages';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import type { PipelineService } from './pipeline.service.ts';

/** /api/pipeline: the board (stages with counts, totals and cards, filtered as the leads list is) and the stage list. A lead's stage is PATCH /api/leads/:id. */
export function pipelineRoutes(service: PipelineService) {
  return new Hono<AppEnv>()
    .get('/pipeline', validQuery(PipelineQuerySchema), async (c) =>
      c.json(await service.board(c.var.bookId, { ...c.req.valid('query'), viewerId: c.var.user.id })),
    )
    .get('/pipeline/stages', async (c) => c.json(await service.stages(c.var.bookId)))
    .put('/pipeline/stages', validJson(SavePipelineStagesRequestSchema), async (c) =>
      c.json(await service.saveStages(c.var.bookId, c.req.valid('json'))),
    );
}
