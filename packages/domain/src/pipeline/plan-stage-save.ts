import type { PipelineStage, SavePipelineStagesRequest } from './pipeline-stages.ts';

export type CurrentStage = PipelineStage & { leadCount: number };

/** What saving the list does, in order: moves before removals, so no lead loses its stage. */
export type StageSavePlan = {
  keep: { id: string; name: string; position: number }[];
  add: { name: string; position: number }[];
  moves: { from: string; to: string }[];
  remove: string[];
};

export type StageSaveProblem = { status: 400 | 404 | 409; message: string };

/**
 * The rules of editing the stage list (issue 18): ids must be the account's stages (else 404),
 * a removed stage with leads needs a stage that stays to take them (else 409), and a move may
 * only name a stage that is removed and one that stays (else 400).
 */
export function planStageSave(current: CurrentStage[], request: SavePipelineStagesRequest): StageSavePlan | StageSaveProblem {
  const byId = new Map(current.map((s) => [s.id, s]));
  if (request.stages.some((s) => s.id && !byId.has(s.id))) return { status: 404, message: 'Stage not found' };
  const kept = new Set(request.stages.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = current.filter((s) => !kept.has(s.id));

  for (const [from, to] of Object.entries(request.moveLeadsTo)) {
    if (!byId.has(from) || !byId.has(to)) return { status: 404, message: 'Stage not found' };
    if (kept.has(from)) return { status: 400, message: `moveLeadsTo: ${byId.get(from)!.name} is not being removed` };
    if (!kept.has(to))
      return { status: 400, message: `moveLeadsTo: ${byId.get(to)!.name} is being removed too; choose a stage that stays` };
  }
  const stranded = removed.find((s) => s.leadCount > 0 && !request.moveLeadsTo[s.id]);
  if (stranded) {
    const leads = `${stranded.leadCount} ${stranded.leadCount === 1 ? 'lead' : 'leads'}`;
    return { status: 409, message: `${stranded.name} has ${leads}: choose a stage to move them to before removing it` };
  }

  const plan: StageSavePlan = { keep: [], add: [], moves: [], remove: removed.map((s) => s.id) };
  request.stages.forEach((s, position) =>
    s.id ? plan.keep.push({ id: s.id, name: s.name, position }) : plan.add.push({ name: s.name, position }),
  );
  plan.moves = removed.filter((s) => s.leadCount > 0).map((s) => ({ from: s.id, to: request.moveLeadsTo[s.id]! }));
  return plan;
}

export const isStageSaveProblem = (result: StageSavePlan | StageSaveProblem): result is StageSaveProblem => 'status' in result;
