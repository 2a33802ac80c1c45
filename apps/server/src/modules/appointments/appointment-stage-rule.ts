import { stageToMoveTo } from '@porchlight/domain/appointments/appointment-rules';
import type { AppointmentsRepository } from './appointments.repository.ts';
import type { StageJob } from './appointments.service.ts';

/** Moves a lead to a stage of its book (the leads module's update: its own event and timeline follow). */
export type MoveLeadStage = (bookId: string, leadId: string, stageId: string) => Promise<unknown>;

/**
 * The stage rule's job: each lead of the appointment moves to the stage the agent's rule names
 * (by name on a team's board), only forward on the board. Run again, it finds the leads there already and moves nothing.
 */
export function createStageRule(deps: { repo: AppointmentsRepository; moveLeadStage: MoveLeadStage }) {
  const { repo } = deps;
  return async function applyStageRule({ appointmentId, rule }: StageJob) {
    const row = await repo.byId(appointmentId);
    if (!row || !row.agentId) return;
    const settings = await repo.settings(row.agentId);
    const targetId = rule === 'set' ? settings.stage_on_set : settings.stage_on_held;
    if (!targetId) return;
    const positions = await repo.stagePositions(row.userId);
    // A rule made on another board (the agent's own, for an appointment in a team's book) names
    // its stage there: the stage of the same name on this board, if it has one.
    const name = positions.has(targetId) ? undefined : await repo.stageNamed(targetId);
    const stageInBook = name === undefined ? targetId : await repo.stageByName(row.userId, name);
    const position = stageInBook ? positions.get(stageInBook) : undefined;
    if (!stageInBook || position === undefined) return;
    for (const lead of await repo.leadsOfAppointment(row.id)) {
      const current = lead.stageId ? positions.get(lead.stageId) : undefined;
      const stageId = stageToMoveTo(current === undefined ? null : { position: current }, { id: stageInBook, position });
      if (stageId) await deps.moveLeadStage(row.userId, lead.id, stageId);
    }
  };
}
