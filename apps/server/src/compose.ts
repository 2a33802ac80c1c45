import { createAuth } from './auth.ts';
import type { DatabaseHandle, DatabaseOptions } from './db/client.ts';
import type { Config } from './env.ts';
import type { EventLog } from './events/event-log.ts';
import type { AppDeps } from './lib/app-env.ts';
import type { Logger } from './lib/logger.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { defineHousekeepingJobs } from './jobs/housekeeping-jobs.ts';
import { RESEAL_SECRETS_QUEUE, defineResealSecretsJob, resealSecretsKey } from './jobs/reseal-secrets.ts';
import type { AppServices } from './app.ts';
import type { ComposeOptions } from './compose-options.ts';
import { openInfra } from './open-infra.ts';
import { registerAnalytics } from './modules/analytics/analytics.register.ts';
import { registerBilling } from './modules/billing/billing.register.ts';
import { registerCsvImport } from './modules/csv-import/csv-import.register.ts';
import { registerLeadCapture } from './modules/lead-capture/lead-capture.register.ts';
import { registerLeadProperties } from './modules/lead-properties/lead-properties.register.ts';
import { registerLeadDuplicates } from './modules/lead-duplicates/lead-duplicates.register.ts';
import { registerLeadRouting } from './modules/lead-routing/lead-routing.register.ts';
import { registerLeads } from './modules/leads/leads.register.ts';
import { registerMarket } from './modules/market/market.register.ts';
import { registerNotifications } from './modules/notifications/notifications.register.ts';
import { registerOnboarding } from './modules/onboarding/onboarding.register.ts';
import { registerOwnership } from './modules/ownership/ownership.register.ts';
import { registerPipeline } from './modules/pipeline/pipeline.register.ts';
import { registerProfile } from './modules/profile/profile.register.ts';
import { registerProperties } from './modules/properties/properties.register.ts';
import { registerPropertyPhotos } from './modules/property-photos/property-photos.register.ts';
import { registerPublicApi } from './modules/public-api/public-api.register.ts';
import { registerRealtime } from './modules/realtime/realtime.register.ts';
import { registerSearch } from './modules/search/search.register.ts';
import { registerSessions } from './modules/sessions/sessions.register.ts';
import { registerSocial } from './modules/social/social.register.ts';
import { registerTeam } from './modules/team/team.register.ts';
import { defineMessageNotificationReactions } from './modules/notifications/message-notification-reactions.ts';
import { registerMessaging } from './modules/messaging/messaging.register.ts';
import { registerSms } from './modules/sms/sms.register.ts';
import { registerCalls } from './modules/calls/calls.register.ts';
import { registerAppointments } from './modules/appointments/appointments.register.ts';
import { registerMailboxes } from './modules/mailboxes/mailboxes.register.ts';
import type { MailboxWatchers } from './modules/mailboxes/mailbox-watcher.ts';
import { registerMessageTemplates } from './modules/message-templates/message-templates.register.ts';
import { registerBulkSends } from './modules/bulk-sends/bulk-sends.register.ts';
import { registerAutomations } from './modules/automations/automations.register.ts';
import { registerPropertyAlerts } from './modules/property-alerts/property-alerts.register.ts';
import { registerTrackingTasks } from './modules/tracking-tasks/tracking-tasks.register.ts';

export type { ComposeOptions };

export type Composition = {
  deps: AppDeps;
  services: AppServices;
  database: DatabaseHandle;
  /** The job queue and the event log (tests drain the queue; health reads its lag). */
  jobs: JobQueue;
  eventLog: EventLog;
  /** This instance's IMAP IDLE connections (started with the jobs, closed with the app). */
  mailboxWatchers: MailboxWatchers;
  /** Starts this instance's job worker (main.ts, and test apps), and the lead-mail receiver when configured. */
  startBackgroundJobs: () => Promise<void>;
  /** The port the lead-mail receiver listens on, once started (INBOUND_SMTP_PORT=0 picks one). */
  inboundMailPort: () => number | undefined;
  close: () => Promise<void>;
};

/** How long a stopping instance waits for running jobs (main.ts forces an exit at 10 s). */
const JOBS_SHUTDOWN_GRACE_MS = 8_000;

export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}

/**
 * The composition root, one place for main and tests: opens the infrastructure, then registers
 * each module (docs/decisions/058-register-modules.md) in dependency order, handing each what it
 * needs from the ones before as functions (its ports). A port that reaches a module registered
 * further down is a closure called only at run time, and says why.
 */
export async function compose(
  config: Config,
  logger: Logger,
  dbOptions: DatabaseOptions = databaseOptions(config),
  options: ComposeOptions = {},
): Promise<Composition> {
  const { infra, diskFull } = await openInfra(config, logger, dbOptions, options);
  const { database, db, jobs, eventLog, bus, email, quotas } = infra;
  const sessions = registerSessions(infra);
  const realtime = registerRealtime(infra, { isSessionActive: sessions.isSessionActive, heartbeatMs: options.realtimeHeartbeatMs });
  // Notifications expire by the plan's retention, and billing notifies: a cycle, closed at run time.
  const { notifications, push, queueUsageAlert, resealPushKeys } = await registerNotifications(infra, {
    retentionDaysFor: options.retentionDaysFor ?? ((userIds) => billingModule.retentionDays(userIds)),
  });
  const billingModule = registerBilling(infra, { notify: notifications.notify, queueUsageAlert });
  const { billing, limits } = billingModule;
  const { ownership, bookChanged } = registerOwnership(infra, { notify: notifications.notify });
  const profile = registerProfile(infra);
  const onboarding = registerOnboarding(infra);
  const properties = registerProperties(infra, { limits, bookChanged });
  const leads = registerLeads(infra, { limits, bookChanged });
  const pipeline = registerPipeline(infra, { bookChanged });
  const csvImport = registerCsvImport(infra, { limits, stageOrder: pipeline.stageOrder, bookChanged });
  defineHousekeepingJobs(jobs, quotas, db, { embeddedDatabase: database.driver === 'pglite' });
  // Messaging sends through the texting and mailbox modules, which hand it what comes in: a
  // cycle, closed by `channels`, read at run time.
  const messaging = registerMessaging(infra, {
    limits,
    channels: () => ({ sms: sms.channel, email: mailboxes.service.channel }),
    checkAutomaticSend: (userId, send) => checkAutomaticSend(userId, send),
  });
  const sms = registerSms(infra, { limits, messaging });
  // Calls go through texting's Twilio account and number, and a new caller becomes a lead.
  // Calls go through texting's Twilio account and number, and a new caller becomes a lead; the
  // plan meters their minutes and keeps their recordings for its data retention.
  const calls = registerCalls(infra, {
    voiceLine: sms.voiceLine,
    voiceAccount: sms.voiceAccount,
    signerOf: sms.smsWebhookSigner,
    numberOwner: sms.numberOwner,
    createLead: (userId, lead) => leads.create(userId, lead, { intake: 'phone-call' }),
    limits,
    retentionDaysFor: billingModule.retentionDays,
  });
  // Appointments remind the agent through notifications, and their stage rule moves leads through the leads module.
  const appointments = registerAppointments(infra, {
    notify: notifications.notify,
    moveLeadStage: (bookId, leadId, stageId) => leads.update(bookId, leadId, { stageId }),
    // Lead capture is registered further down; its intake is reached at run time.
    bookingIntake: (userId, visitor, what) => leadMail.bookingIntake(userId, visitor, what),
  });
  // Portals' new-lead e-mails in the agent's own mailbox become leads (the lead-capture module).
  const mailboxes = registerMailboxes(infra, {
    messaging,
    onLeadEmail: (userId, mail, source) => leadEmails.receiveFromMailbox(userId, mail, source),
    idle: options.mailboxIdle !== false,
  });
  const mailboxWatchers = mailboxes.watchers;
  const messageTemplates = registerMessageTemplates(infra);
  const leadProperties = registerLeadProperties(infra);
  const leadDuplicates = registerLeadDuplicates(infra, { bookChanged, limits });
  const bulkSends = registerBulkSends(infra, { limits, messaging });
  defineMessageNotificationReactions(eventLog, notifications);
  const automationsNow = () => new Date();
  const notifyAgent = (userId: string, notification: Parameters<typeof notifications.notify>[1], opts: { dedupeKey?: string }) =>
    notifications.notify(userId, notification, opts);
  const { service: automations, leads: automationLeads } = registerAutomations(infra, { limits, notify: notifyAgent, now: automationsNow });
  const propertyAlerts = registerPropertyAlerts(infra, { limits, notify: notifyAgent, leads: automationLeads, now: automationsNow });
  const trackingTasks = registerTrackingTasks(infra, {
    limits,
    notify: notifyAgent,
    now: automationsNow,
    updateProperty: (userId, propertyId, change) => properties.update(userId, propertyId, change),
  });

  // Lead capture sends its instant replies through messaging, and messaging hands it the lead
  // e-mails it finds in agents' mailboxes (leadEmails, checkAutomaticSend above: used at run time).
  const { leadCapture, leadEmails, checkAutomaticSend, apiIntake, ...leadMail } = registerLeadCapture(infra, {
    createLead: (userId, lead, origin) => leads.create(userId, lead, origin),
    addNote: (userId, leadId, body) => leads.addNote(userId, leadId, body),
    notify: notifications.notify,
    createProperty: properties.create,
    sendMessage: (userId, m) =>
      messaging.send(
        userId,
        { channel: m.channel, lead_id: m.leadId, subject: m.channel === 'email' ? m.subject : undefined, body: m.body },
        { render: true, requestKey: m.requestKey },
      ),
    textingNumberOf: async (userId) => (await sms.smsStatus(userId)).data?.phone_number ?? null,
  });
  const publicApi = registerPublicApi(infra, {
    planFeatures: billing.planFeatures,
    limits,
    leads,
    leadMerges: leadDuplicates,
    properties,
    notifications,
    tasks: trackingTasks,
    appointments,
    flows: { list: automations.flows.list, get: automations.flows.get, enrol: automations.flows.enrol, unenrol: automations.flows.unenrol },
    messages: {
      page: messaging.page,
      get: messaging.message,
      send: (userId, request) => messaging.send(userId, request, { render: true }),
    },
    // POST /api/v1/leads is issue 19's webhook intake: the public form's intake, its leads made via "api".
    intake: apiIntake,
    // The browser extension's calls (decision 063).
    extension: {
      agent: async (userId) => {
        const me = await profile.get(userId);
        return { name: me.full_name ?? '', email: me.email };
      },
      saveListing: properties.saveListing,
      link: leadProperties.link,
      templates: messageTemplates.list,
    },
    notify: notifications.notify,
  });
  const leadRouting = registerLeadRouting(infra, { limits, notify: notifications.notify, bookChanged });
  const { social, socialPosts } = registerSocial(infra, { limits });
  const auth = createAuth({
    config,
    passwordHashing: options.passwordHashing,
    db,
    email,
    logger,
    quotas,
    onUserCreated: async (user) => {
      await profile.createForNewUser(user);
      await billing.ensureTrial(user.id);
      await notifications.createGettingStarted(user);
      await onboarding.createForNewUser(user);
      await pipeline.createForNewUser(user.id);
    },
    onSessionEnded: sessions.onSessionEnded,
    onUserChanged: sessions.onUserChanged,
  });
  defineResealSecretsJob(jobs, logger, {
    mailboxes_and_texting: async () => (await mailboxes.service.resealPasswords()) + (await sms.resealTokens()),
    social: social.resealTokens,
    webhooks: publicApi.webhooks.resealSecrets,
    push_keys: resealPushKeys,
    calendars: appointments.calendarSync.resealPasswords,
  });
  return {
    deps: { config, db, auth, email, logger, sessionCache: sessions.sessionCache, diskFull },
    services: {
      profile,
      onboarding,
      billing,
      limits,
      stripeWebhook: billingModule.stripeWebhook,
      quotas,
      notifications,
      push,
      realtime,
      ownership,
      properties,
      leads,
      pipeline,
      csvImport: csvImport.csvImport,
      messaging,
      sms,
      calls,
      appointments,
      mailboxes: mailboxes.service,
      messageTemplates,
      bulkSends,
      automations,
      propertyAlerts,
      trackingTasks,
      leadCapture,
      leadEmails,
      publicApi,
      leadRouting,
      social,
      socialPosts,
      analytics: registerAnalytics(infra, {
        hasAdvancedAnalytics: async (userId) => (await billing.planFeatures(userId)).advancedAnalytics,
      }),
      market: registerMarket(infra),
      team: registerTeam(infra, { limits }),
      propertyPhotos: registerPropertyPhotos(infra),
      leadProperties,
      leadDuplicates,
      search: registerSearch(infra),
      queueHealth: () => jobs.health(),
    },
    database,
    jobs,
    eventLog,
    mailboxWatchers,
    startBackgroundJobs: async () => {
      await jobs.start();
      mailboxes.start();
      if (options.backfillKeysAtStart !== false) await csvImport.backfillKeys();
      if (options.resealSecretsAtStart !== false)
        await jobs.enqueue(db, RESEAL_SECRETS_QUEUE, {}, { uniqueKey: resealSecretsKey(config.appSecret, config.appSecretPrevious) });
      await leadMail.start();
    },
    inboundMailPort: leadMail.inboundMailPort,
    close: async () => {
      realtime.streams.closeAll();
      await leadMail.close();
      await mailboxes.close();
      await jobs.stop(JOBS_SHUTDOWN_GRACE_MS);
      await bus.close();
      await email.close();
      await billingModule.close();
      await database.close();
    },
  };
}
