import {
  PIPELINE_CARDS_PER_STAGE,
  type PipelineQuery,
  type PipelineResponse,
  type PipelineStagesResponse,
  type SavePipelineStagesRequest,
} from '@porchlight/domain/pipeline/pipeline-stages';
import { planStageSave } from '@porchlight/domain/pipeline/plan-stage-save';
import { HttpError } from '../../lib/http-errors.ts';
import type { PipelineRepository } from './pipeline.repository.ts';

export type PipelineHooks = {
  /** Called when saving the stages moved leads (open lists and boards on other devices reload). */
  onLeadsMoved?: (userId: string, count: number) => Promise<void> | void;
};

export function createPipelineService(repo: PipelineRepository, hooks: PipelineHooks = {}) {
  return {
    /** The board, narrowed by the leads list's filters (the same toolbar). */
    board: (userId: string, filters: PipelineQuery & { viewerId?: string } = {}): Promise<PipelineResponse> =>
      repo.board(userId, PIPELINE_CARDS_PER_STAGE, filters),

    stages: (userId: string): Promise<PipelineStagesResponse> => repo.stages(userId),

    /** The account's stages in board order, without counts (made from the defaults on first read): what an import maps to. */
    stageOrder: (userId: string) => repo.ensureStages(userId),

    /** Gives a new account its default stages, so its first leads start in New. */
    async createForNewUser(userId: string): Promise<void> {
      await repo.ensureStages(userId);
    },

    /** PUT /api/pipeline/stages: the whole list; answers the board as it now is. */
    async saveStages(userId: string, request: SavePipelineStagesRequest): Promise<PipelineResponse> {
      let moved = 0;
      const problem = await repo.saveStages(userId, (current) => {
        const plan = planStageSave(current, request);
        if (!('status' in plan)) moved = plan.moves.reduce((n, m) => n + (current.find((s) => s.id === m.from)?.leadCount ?? 0), 0);
        return plan;
      });
      if (problem) throw new HttpError(problem.status, problem.message);
      if (moved > 0) await hooks.onLeadsMoved?.(userId, moved);
      return repo.board(userId, PIPELINE_CARDS_PER_STAGE);
    },
  };
}
export type PipelineService = ReturnType<typeof createPipelineService>;
