import type { Infra } from '../../infra.ts';
import { createFormTickets } from '../../lib/form-ticket.ts';
import { createAppointmentBooking, type BookingIntake } from './appointment-booking.ts';
import { createAppointmentFeed } from './appointment-feed.ts';
import { createAppointmentReminders, type Notify } from './appointment-reminders.ts';
import { defineAppointmentReplies } from './appointment-replies.ts';
import { createStageRule, type MoveLeadStage } from './appointment-stage-rule.ts';
import { defineAppointmentJobs, defineCalendarSyncJobs } from './appointments.jobs.ts';
import { createAppointmentsRepository } from './appointments.repository.ts';
import { createAppointmentsService } from './appointments.service.ts';
import { createAppointmentSettings } from './appointment-settings.ts';
import { createCalendarConnection } from './calendar-connection.ts';
import { createCalendarSync } from './calendar-sync.ts';

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
  // The agent's own calendar over CalDAV: its address is theirs to choose (decision 045's guard).
  const onDeveloperMachine = infra.config.nodeEnv !== 'production';
  const calendarConnection = createCalendarConnection({
    db: infra.db,
    appSecret: infra.config.appSecret,
    appSecretPrevious: infra.config.appSecretPrevious,
    policy: { allowHttp: onDeveloperMachine, allowPrivate: onDeveloperMachine },
    onConnected: async (userId) => void (await calendarSync.queueFullSync(userId)),
  });
  const calendarSync = createCalendarSync({
    db: infra.db,
    repo,
    appointments,
    connection: calendarConnection,
    jobs: infra.jobs,
    logger: infra.logger,
    appUrl: infra.config.appUrl,
  });
  defineCalendarSyncJobs(infra.jobs, infra.eventLog, calendarSync);
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
    busyOf: calendarSync.busyOf,
  });
  return {
    ...appointments,
    ...createAppointmentSettings({ repo, jobs: infra.jobs }),
    calendarSync: { ...calendarConnection, syncNow: calendarSync.queueFullSync },
    feed: createAppointmentFeed({ db: infra.db, repo, appUrl: infra.config.appUrl }),
    booking,
  };
}

export type Appointments = ReturnType<typeof registerAppointments>;
