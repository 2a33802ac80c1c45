import type { Infra } from '../../infra.ts';
import { createFormTickets } from '../../lib/form-ticket.ts';
import { createAppointmentBooking, type BookingIntake } from './appointment-booking.ts';
import { createAppointmentFeed } from './appointment-feed.ts';
import { createAppointmentReminders, type Notify } from './appointment-reminders.ts';
import { defineAppointmentReplies } from './appointment-replies.ts';
import { createStageRule, type MoveLeadStage } from './appointment-stage-rule.ts';
import { defineAppointmentJobs } from './appointments.jobs.ts';
import { createAppointmentsRepository } from './appointments.repository.ts';
import { createAppointmentsService } from './appointments.service.ts';

export type AppointmentsPorts = {
  /** The agent's reminder (notifications' notify: the bell, push and e-mail as they chose). */
  notify: Notify;
  /** The stage rule moves leads through the leads module's update. */
  moveLeadStage: MoveLeadStage;
  /** The booking page's visitor becomes a lead through lead capture's intake (matched, new, or held). */
  bookingIntake: BookingIntake;
};

/** Appointments and the calendar (issue 53). */
export function registerAppointments(infra: Infra, ports: AppointmentsPorts) {
  const repo = createAppointmentsRepository(infra.db);
  const appointments = createAppointmentsService({ repo, jobs: infra.jobs, eventLog: infra.eventLog });
  defineAppointmentJobs(infra.jobs, {
    remind: createAppointmentReminders({ repo, jobs: infra.jobs, notify: ports.notify }),
    applyStageRule: createStageRule({ repo, moveLeadStage: ports.moveLeadStage }),
  });
  defineAppointmentReplies(infra.eventLog, { repo, notify: ports.notify });
  const booking = createAppointmentBooking({
    db: infra.db,
    repo,
    appointments,
    intake: ports.bookingIntake,
    notify: ports.notify,
    quotas: infra.quotas,
    tickets: createFormTickets(infra.config.appSecret, Date.now, 'booking'),
    jobs: infra.jobs,
    appUrl: infra.config.appUrl,
  });
  return { ...appointments, feed: createAppointmentFeed({ db: infra.db, repo, appUrl: infra.config.appUrl }), booking };
}

export type Appointments = ReturnType<typeof registerAppointments>;
