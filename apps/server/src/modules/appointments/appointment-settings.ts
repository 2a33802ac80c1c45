import { appointmentWeeks } from '@porchlight/domain/appointments/appointment-rules';
import type { AppointmentSettings, AppointmentSummary } from '@porchlight/domain/appointments/appointment-settings';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { queueReminders } from './appointment-reminders.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';

/**
 * Each agent's appointment settings (reminder times, stage rules), and the dashboard's week of
 * appointments set and held (issue 53).
 */
export function createAppointmentSettings(deps: { repo: AppointmentsRepository; jobs: JobQueue; now?: () => Date }) {
  const { repo, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    settings: (userId: string) => repo.settings(userId),

    /** `bookId`: the book the agent works in; its stages are offered beside their own board's. */
    async saveSettings(userId: string, settings: AppointmentSettings, bookId = userId) {
      const stages = new Map([...(await repo.stagePositions(userId)), ...(await repo.stagePositions(bookId))]);
      for (const [field, stageId] of [
        ['stage_on_set', settings.stage_on_set],
        ['stage_on_held', settings.stage_on_held],
      ] as const)
        if (stageId && !stages.has(stageId))
          throw new HttpError(400, `${field}: no such stage on your board`, { fields: { [field]: 'no such stage' } });
      const before = await repo.settings(userId);
      await repo.saveSettings(userId, settings);
      const after = await repo.settings(userId);
      // New reminder times apply to what is already booked: each upcoming appointment is queued
      // again (its jobs under the old setting find it changed and do nothing).
      if (before.agent_reminder_minutes !== after.agent_reminder_minutes || before.lead_reminder_minutes !== after.lead_reminder_minutes) {
        const at = now();
        const upcoming = (await repo.ofAgent(userId, at)).filter((row) => row.status === 'scheduled' && row.startsAt > at);
        await repo.db.transaction(async (tx) => {
          for (const row of upcoming) await queueReminders(tx, jobs, row, after, at);
        });
      }
      return after;
    },

    /** The dashboard's card: set and held this week against last, weeks on the viewer's clock. */
    async summary(bookId: string, viewerId: string): Promise<AppointmentSummary> {
      const { timeZone } = await repo.agent(viewerId);
      const { thisWeek, lastWeek } = appointmentWeeks(now(), timeZone);
      const [current, previous] = await Promise.all([
        repo.counts(bookId, thisWeek.from, thisWeek.to),
        repo.counts(bookId, lastWeek.from, lastWeek.to),
      ]);
      return {
        week_starts_at: thisWeek.from.toISOString(),
        set_this_week: current.set,
        set_last_week: previous.set,
        held_this_week: current.held,
        held_last_week: previous.held,
      };
    },
  };
}

export type AppointmentSettingsService = ReturnType<typeof createAppointmentSettings>;
