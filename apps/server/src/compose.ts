import os from 'node:os';
import path from 'node:path';
import { createAuth, type PasswordHashing } from './auth.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.ts';
import { createDiskFullRecord } from './db/database-faults.ts';
import type { Config } from './env.ts';
import type { AppDeps } from './lib/app-env.ts';
import type { Logger } from './lib/logger.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { RESEAL_SECRETS_QUEUE, defineResealSecretsJob, resealSecretsKey } from './jobs/reseal-secrets.ts';
import { NOTIFICATION_ALERT_QUEUE, defineNotificationJobs } from './modules/notifications/notification-jobs.ts';
import { definePushJobs, queuePushDeliveries } from './modules/notifications/push.jobs.ts';
import { createPushService } from './modules/notifications/push.service.ts';
import { createPushSubscriptionsRepository } from './modules/notifications/push-subscriptions.repository.ts';
import { createWebPushSender } from './providers/push/web-push-sender.ts';
import { loadVapidKeys, resealVapidKeys } from './modules/notifications/vapid-keys.ts';
import { createVapidKeysRepository } from './modules/notifications/vapid-keys.repository.ts';
import { USAGE_ALERT_QUEUE, defineUsageAlertJobs } from './modules/notifications/usage-alert.jobs.ts';
import { definePropertyWatchReactions } from './modules/notifications/property-watch-reactions.ts';
import { defineLeadNotificationReactions } from './modules/notifications/lead-notification-reactions.ts';
import { createDatabaseImportStore, createDiskImportStore } from './modules/csv-import/import-file-store.ts';
import { defineImportNotificationReactions } from './modules/notifications/import-notification-reactions.ts';
import { ANALYZE_QUEUE, BACKFILL_KEYS_QUEUE, IMPORT_RUN_QUEUE, defineCsvImportJobs } from './modules/csv-import/csv-import-jobs.ts';
import { defineMessageNotificationReactions } from './modules/notifications/message-notification-reactions.ts';
import type { Infra } from './infra.ts';
import { registerMessaging } from './modules/messaging/messaging.register.ts';
import { registerSms } from './modules/sms/sms.register.ts';
import { registerMailboxes } from './modules/mailboxes/mailboxes.register.ts';
import type { MailboxWatchers } from './modules/mailboxes/mailbox-watcher.ts';
import { registerMessageTemplates } from './modules/message-templates/message-templates.register.ts';
import { registerBulkSends } from './modules/bulk-sends/bulk-sends.register.ts';
import { registerAutomations } from './modules/automations/automations.register.ts';
import { registerPropertyAlerts } from './modules/property-alerts/property-alerts.register.ts';
import { registerTrackingTasks } from './modules/tracking-tasks/tracking-tasks.register.ts';
import { createRequestQuotas } from './lib/request-quota.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { defineHousekeepingJobs } from './jobs/housekeeping-jobs.ts';
import { createEventLog, type EventLog } from './events/event-log.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService, type RetentionDaysResolver } from './modules/notifications/notifications.service.ts';
import { createRealtimeBus } from './modules/realtime/realtime-bus.ts';
import { createRealtimeStreams } from './modules/realtime/realtime.routes.ts';
import { createSessionsRepository } from './modules/sessions/sessions.repository.ts';
import { SESSION_ENDED_KIND, USER_CHANGED_KIND } from '@porchlight/domain/realtime/realtime-events';
import { createSessionCache } from './lib/session-cache.ts';
import { createSocialRepository } from './modules/social/social.repository.ts';
import { createSocialService } from './modules/social/social.service.ts';
import { defineSocialJobs } from './modules/social/social.jobs.ts';
import { createSocialPostsRepository } from './modules/social/social-posts.repository.ts';
import { createSocialPostsService } from './modules/social/social-posts.service.ts';
import { createSocialPublishing } from './modules/social/social-publishing.ts';
import { defineSocialPostJobs } from './modules/social/social-posts.jobs.ts';
import { createMediaSigner } from './modules/social/social-media.ts';
import { createLeadsRepository } from './modules/leads/leads.repository.ts';
import { createLeadsService } from './modules/leads/leads.service.ts';
import { defineLeadResponseReactions } from './modules/leads/lead-response-reactions.ts';
import { createFormTickets } from './modules/lead-capture/form-ticket.ts';
import { createLeadCaptureRepository } from './modules/lead-capture/lead-capture.repository.ts';
import { createLeadCaptureService } from './modules/lead-capture/lead-capture.service.ts';
import { READ_LEAD_EMAIL_QUEUE, defineLeadCaptureJobs } from './modules/lead-capture/lead-capture.jobs.ts';
import { createLeadEmailRepository } from './modules/lead-capture/lead-email.repository.ts';
import { createLeadEmailService } from './modules/lead-capture/lead-email.service.ts';
import { createLeadIntake } from './modules/lead-capture/lead-intake.ts';
import { createAutoReply } from './modules/lead-capture/auto-reply.ts';
import { createAutomaticSendCheck } from './modules/lead-capture/automatic-sends.ts';
import { startInboundMailServer } from './modules/lead-capture/inbound-mail-server.ts';
import { createDnsResolve, createSenderCheck } from './modules/lead-capture/sender-check.ts';
import { createPipelineRepository } from './modules/pipeline/pipeline.repository.ts';
import { createPipelineService } from './modules/pipeline/pipeline.service.ts';
import { createLeadRoutingRepository } from './modules/lead-routing/lead-routing.repository.ts';
import { createLeadRoutingService } from './modules/lead-routing/lead-routing.service.ts';
import { defineLeadRoutingJobs, queueHandOff } from './modules/lead-routing/lead-routing.jobs.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createCsvImportRepository } from './modules/csv-import/csv-import.repository.ts';
import { createCsvImportService } from './modules/csv-import/csv-import.service.ts';
import { defaultImportThreads } from './modules/csv-import/import-row-workers.ts';
import { DASHBOARD_UPDATE_KIND, type BookChange, type BookChangeKind, type BookEntity } from '@porchlight/domain/realtime/book-change';
import { createOwnershipRepository } from './modules/ownership/ownership.repository.ts';
import { createOwnershipService } from './modules/ownership/ownership.service.ts';
import { defineOwnershipReactions } from './modules/ownership/ownership-reactions.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createMarketRepository } from './modules/market/market.repository.ts';
import { createMarketService } from './modules/market/market.service.ts';
import { createPropertiesRepository } from './modules/properties/properties.repository.ts';
import { createPropertiesService } from './modules/properties/properties.service.ts';
import { createPropertyPhotosRepository } from './modules/property-photos/property-photos.repository.ts';
import { createPropertyPhotosService } from './modules/property-photos/property-photos.service.ts';
import { createLeadPropertiesRepository } from './modules/lead-properties/lead-properties.repository.ts';
import { createLeadPropertiesService } from './modules/lead-properties/lead-properties.service.ts';
import { createEmailOutboxRepository } from './providers/email/email-outbox.repository.ts';
import { createEmailProvider } from './providers/email/email-provider.ts';
import type { AppServices } from './app.ts';
import { composePublicApi } from './compose-public-api.ts';
import type { CreateLeadRequest } from '@porchlight/domain/leads/lead-schemas';
import { subscriptionNotification, type SubscriptionEvent } from '@porchlight/domain/notifications/notification-builders';
import { stripeSubscriptionEvent, subscriptionEventOf } from './modules/billing/subscription-events.ts';
import { createBillingRepository } from './modules/billing/billing.repository.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createLimitGuard, type UsageThresholdCrossed } from './modules/billing/limit-guard.ts';
import { advisoryLock, lockPoolFor } from './modules/billing/limit-lock.ts';
import { createUsageRepository } from './modules/billing/usage.repository.ts';
import { createTeamRepository } from './modules/team/team.repository.ts';
import { createTeamService } from './modules/team/team.service.ts';
import type { BillingProvider } from './providers/billing/billing-provider.ts';
import { createStripeBilling } from './providers/billing/stripe-billing.ts';
import { createStripeClient } from './providers/billing/stripe-client.ts';
import { STRIPE_CHANGE_QUEUE, STRIPE_EVENT_QUEUE, defineStripeWebhookJobs } from './modules/billing/stripe-webhook.jobs.ts';
import { createStripeWebhookService, type StripeWebhookService } from './modules/billing/stripe-webhook.service.ts';

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

export type ComposeOptions = {
  /**
   * How many days each user's plan keeps notifications (the plan's dataRetention). Billing
   * supplies it; until then nothing expires.
   */
  retentionDaysFor?: RetentionDaysResolver;
  /** How often streams send a heartbeat (tests shorten it). */
  realtimeHeartbeatMs?: number;
  /** Test apps sharing one PostgreSQL keep their jobs apart (see JobQueueOptions.namespace). */
  jobNamespace?: string;
  /**
   * The name this instance's job worker keeps across restarts, to take back at start what it left
   * running (decision 046): host and port by default; null for none (test apps, which come and go
   * by the hundred on one database).
   */
  instanceName?: string | null;
  /** How often the worker looks for due jobs (tests shorten it). */
  jobPollMs?: number;
  /** Cron schedules on (default); tests enqueue the ticks they mean instead. */
  jobSchedules?: boolean;
  /** IMAP IDLE on connected mailboxes (default on; the 30 s reads run either way). */
  mailboxIdle?: boolean;
  /**
   * Stored secrets sealed again under the current APP_SECRET at start (default on). Test apps
   * sharing one PostgreSQL with different secrets turn it off, or one would reseal another's rows.
   */
  resealSecretsAtStart?: boolean;
  /**
   * Duplicate keys backfilled at start for records older than the keys (default on). Test apps
   * sharing one PostgreSQL turn it off: each would walk every other test's rows, and a test
   * waiting for its own jobs would wait for that walk.
   */
  backfillKeysAtStart?: boolean;
  /**
   * Password hashing (default: better-auth's scrypt, about 100 ms of CPU a hash on purpose).
   * Test apps sign up hundreds of agents a run and pass a cheaper scrypt.
   */
  passwordHashing?: PasswordHashing;
};

/** How long a stopping instance waits for running jobs (main.ts forces an exit at 10 s). */
const JOBS_SHUTDOWN_GRACE_MS = 8_000;

export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}

/** Opens the database (migrating it) and wires providers and services: one place for both main and tests. */
export async function compose(
  config: Config,
  logger: Logger,
  dbOptions: DatabaseOptions = databaseOptions(config),
  options: ComposeOptions = {},
): Promise<Composition> {
  const database = await openDatabase(dbOptions, logger);
  const { db } = database;
  const diskFull = createDiskFullRecord();
  const jobs = createJobQueue(database, logger, {
    onDiskFull: diskFull.record,
    namespace: options.jobNamespace,
    instanceName: options.instanceName === null ? undefined : (options.instanceName ?? `${os.hostname()}:${config.port}`),
    pollMs: options.jobPollMs,
    schedules: options.jobSchedules,
    leaseSeconds: config.jobLeaseSeconds,
    // The embedded database is one process's: what it finds running was left by a crash.
    soleWorker: database.driver === 'pglite',
  });
  const eventLog = createEventLog(db, jobs);
  const email = createEmailProvider(config.smtpUrl, {
    outbox: createEmailOutboxRepository(db),
    logger,
    from: config.emailFrom,
    logBodies: config.nodeEnv !== 'production',
  });
  if (email.driver === 'outbox' && config.nodeEnv === 'production') {
    logger.warn('No SMTP_URL: e-mail (password resets, invitations, notifications) is kept in the outbox table and not delivered');
  }
  const profile = createProfileService(createProfileRepository(db));
  const onboarding = createOnboardingService(createOnboardingRepository(db));
  const quotas = createRequestQuotas(db);
  const bus = createRealtimeBus(database, logger);
  await bus.ready;
  // Sign-outs and account changes on any instance reach this one's session cache on the bus.
  const sessionCache = createSessionCache();
  bus.observe((userId, event) => {
    if (event.kind === SESSION_ENDED_KIND && typeof event.data.session_id === 'string') sessionCache.forgetSession(event.data.session_id);
    if (event.kind === USER_CHANGED_KIND) sessionCache.forgetUser(userId);
  });
  // While LISTEN is down this instance hears no sign-out: it resolves every session afresh.
  bus.onInterruption(() => sessionCache.pause());
  bus.onRestored(() => sessionCache.resume());
  const streams = createRealtimeStreams();
  const notificationsRepository = createNotificationsRepository(db);
  // The VAPID pair lives in the database (a backup carries it), unless the operator set one.
  const vapidRepo = createVapidKeysRepository(db);
  const vapidBox = createSecretBox(config.appSecret, 'vapid-private-key', config.appSecretPrevious);
  const vapidKeys = await loadVapidKeys({ repo: vapidRepo, box: vapidBox, configured: config.vapid.keys, dataDir: config.dataDir, logger });
  const push = createPushService({
    repository: createPushSubscriptionsRepository(db),
    notifications: notificationsRepository,
    sender: createWebPushSender({ ...vapidKeys, subject: config.vapid.subject }, { allowHttp: config.nodeEnv !== 'production', allowPrivate: config.nodeEnv !== 'production' }),
    queueDeliveries: queuePushDeliveries(jobs, db),
    logger,
  });
  definePushJobs(jobs, push);
  const notifications = createNotificationsService({
    repository: notificationsRepository,
    publish: bus.publish,
    sendEmail: (message) => email.send(message),
    queueAlert: (userId, notificationId) => jobs.enqueue(db, NOTIFICATION_ALERT_QUEUE, { notificationId }, { accountId: userId, uniqueKey: notificationId }),
    queuePush: (userId, notificationId) => push.queueNotification(userId, notificationId),
    appUrl: config.appUrl,
    retentionDaysFor: options.retentionDaysFor ?? ((userIds) => billingRetention(userIds)),
    logger,
  });
  defineNotificationJobs(jobs, notifications);
  defineUsageAlertJobs(jobs, notifications);
  // What one feature tells the agent about another's change is a side effect: it is logged when
  // it fails and never undoes or fails the change that caused it.
  const sideEffect =
    <A extends unknown[]>(what: string, effect: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      try {
        await effect(...args);
      } catch (err) {
        logger.error({ err }, `${what} failed`);
      }
    };
  // Subscription changes reach open clients (realtime) and the agent's notifications from one place.
  // `dedupeKey` (a Stripe event's) makes a second run tell the agent nothing twice.
  const announceSubscriptionChange = async (userId: string, event?: SubscriptionEvent, dedupeKey?: string) => {
    await bus.publish(userId, 'subscription_update', {});
    if (!event) return;
    // Recorded once the change is committed (billing writes through Stripe's webhook or its own
    // repository, whose transactions do not reach here): see docs/decisions/013-job-queue-and-event-log.md.
    // Keyed by the Stripe event, both happen once however often a run dies and runs again.
    await notifications.notify(userId, subscriptionNotification(event), { dedupeKey });
    const status = event.kind === 'canceled' ? 'canceled' : event.kind === 'payment_failed' ? 'past_due' : 'active';
    const plan = (await billing.currentPlanId(userId)) ?? 'none';
    await eventLog.record(db, { type: 'subscription.changed', accountId: userId, subjectType: 'subscription', subjectId: userId, payload: { plan, status, change: event.kind }, onceKey: dedupeKey });
  };
  const subscriptionChanged = sideEffect('subscription change event', announceSubscriptionChange);
  // Open lists and dashboards of everyone working in the book (its owner and active teammates),
  // on any device, reload after a change to it.
  const ownershipRepo = createOwnershipRepository(db, eventLog);
  const publishBookChange = (viewerIds: string[], change: BookChange) => Promise.all(viewerIds.map((id) => bus.publish(id, DASHBOARD_UPDATE_KIND, change))).then(() => undefined);
  const bookChanged = sideEffect('book change event', async (bookId: string, change: BookChange) => publishBookChange(await ownershipRepo.viewers(bookId), change));
  const ownership = createOwnershipService({
    repo: ownershipRepo,
    onChanged: sideEffect('book change event', (viewerIds: string[], entity: BookEntity, change: BookChangeKind, count: number) => publishBookChange(viewerIds, { entity, change, count })),
  });
  let billingProvider: BillingProvider = { driver: 'local' };
  let stripeWebhook: StripeWebhookService | undefined;
  if (config.billing.driver === 'stripe') {
    const client = createStripeClient(config.billing);
    billingProvider = { driver: 'stripe', stripe: createStripeBilling(config.billing, { db, logger, client }) };
    stripeWebhook = createStripeWebhookService(config.billing, {
      db,
      logger,
      client,
      queueEvent: (event) => jobs.enqueue(db, STRIPE_EVENT_QUEUE, { event }, { uniqueKey: event.id }),
      queueSubscriptionChanged: (tx, followUp) => jobs.enqueue(tx, STRIPE_CHANGE_QUEUE, followUp, { accountId: followUp.userId, uniqueKey: `stripe-change:${followUp.eventId}` }),
    });
    defineStripeWebhookJobs(jobs, stripeWebhook, async ({ userId, change, eventId }) =>
      announceSubscriptionChange(userId, await stripeSubscriptionEvent(billing, userId, change), `stripe:${eventId}`),
    );
  }
  const billing = createBillingService({
    repo: createBillingRepository(db),
    usage: createUsageRepository(db),
    provider: billingProvider,
    config,
    onSubscriptionChanged: (userId, change) => subscriptionChanged(userId, subscriptionEventOf(change)),
  });
  const billingRetention = async (userIds: string[]) => new Map(await Promise.all(userIds.map(async (id) => [id, await billing.retentionDays(id)] as const)));
  // On a PostgreSQL server several instances may serve one agent: the limit lock is an advisory lock there.
  const limitLock = database.pool ? advisoryLock(lockPoolFor(database.pool, logger), logger) : undefined;
  const limits = createLimitGuard(
    (userId) => billing.limitSnapshot(userId),
    // Queued, not sent inline: the write that crossed the threshold is not held up by it.
    sideEffect('usage alert', ({ userId, feature, percent, used, allowed }: UsageThresholdCrossed) =>
      jobs.enqueue(db, USAGE_ALERT_QUEUE, { feature, percent, used, allowed }, { accountId: userId }),
    ),
    limitLock,
  );
  const properties = createPropertiesService(createPropertiesRepository(db, eventLog), limits, {
    onPropertiesChanged: (userId, change, count) => bookChanged(userId, { entity: 'properties', change, count }),
  });
  const leads = createLeadsService(createLeadsRepository(db, eventLog), limits, {
    onLeadsChanged: (userId, change, count) => bookChanged(userId, { entity: 'leads', change, count }),
  });
  const pipeline = createPipelineService(createPipelineRepository(db), {
    onLeadsMoved: (userId, count) => bookChanged(userId, { entity: 'leads', change: 'updated', count }),
  });
  const csvImportRepo = createCsvImportRepository(db, eventLog, database.driver === 'pglite' ? createDiskImportStore(path.join(config.dataDir, 'imports')) : createDatabaseImportStore(db));
  const csvImport = createCsvImportService({
    // The embedded database keeps an import's file beside its own files; a server keeps it in tables.
    repo: csvImportRepo,
    // A book brought in keeps its stages and owners: matched to the account's stages and people.
    book: async (userId) => ({ stages: await pipeline.stageOrder(userId), people: await csvImportRepo.people(userId) }),
    limits,
    onLargeWrite: (entity) => jobs.enqueue(db, ANALYZE_QUEUE, { entity }),
    enqueueRun: (tx, importId, userId) => jobs.enqueue(tx, IMPORT_RUN_QUEUE, { importId }, { accountId: userId, uniqueKey: `import:${importId}` }),
    onImported: (userId, entity, count) => bookChanged(userId, { entity, change: 'imported', count }),
    importThreads: config.importThreads ?? defaultImportThreads(database.driver === 'pglite'),
  });
  defineCsvImportJobs(jobs, csvImport);
  defineLeadNotificationReactions(eventLog, notifications);
  defineOwnershipReactions(eventLog, (userId, notification, opts) => notifications.notify(userId, notification, opts));
  defineLeadResponseReactions(eventLog, leads);
  defineImportNotificationReactions(eventLog, notifications);
  definePropertyWatchReactions(eventLog, notifications);
  defineHousekeepingJobs(jobs, quotas, db, { embeddedDatabase: database.driver === 'pglite' });
  // Messaging and automations, one register each (issue 48). Messages go out through the sms and
  // mailboxes modules, which hand what comes in back to messaging: a cycle, so messaging reaches
  // them late-bound.
  const infra: Infra = { config, logger, database, db, jobs, eventLog, bus, email, quotas, sideEffect };
  const messaging = registerMessaging(infra, { limits, channels: () => ({ sms: sms.channel, email: mailboxes.service.channel }), checkAutomaticSend: (userId, send) => checkAutomaticSend(userId, send) });
  const sms = registerSms(infra, { limits, messaging });
  // Portals' new-lead e-mails in the agent's own mailbox become leads (the lead-capture module).
  const mailboxes = registerMailboxes(infra, { messaging, onLeadEmail: (userId, mail, source) => leadEmails.receiveFromMailbox(userId, mail, source), idle: options.mailboxIdle !== false });
  const mailboxWatchers = mailboxes.watchers;
  const messageTemplates = registerMessageTemplates(infra);
  const bulkSends = registerBulkSends(infra, { limits, messaging });
  defineMessageNotificationReactions(eventLog, notifications);
  const automationsNow = () => new Date();
  const notifyAgent = (userId: string, notification: Parameters<typeof notifications.notify>[1], opts: { dedupeKey?: string }) => notifications.notify(userId, notification, opts);
  const { service: automations, leads: automationLeads } = registerAutomations(infra, { limits, notify: notifyAgent, now: automationsNow });
  const propertyAlerts = registerPropertyAlerts(infra, { limits, notify: notifyAgent, leads: automationLeads, now: automationsNow });
  const trackingTasks = registerTrackingTasks(infra, { limits, notify: notifyAgent, now: automationsNow, updateProperty: (userId, propertyId, change) => properties.update(userId, propertyId, change) });
  // Analytics reads the plan's advancedAnalytics flag through billing; market reads the book only.
  const analytics = createAnalyticsService({ repo: createAnalyticsRepository(db), hasAdvancedAnalytics: async (userId) => (await billing.planFeatures(userId)).advancedAnalytics });
  const market = createMarketService({ repo: createMarketRepository(db) });
  const team = createTeamService({ repo: createTeamRepository(db), limits, email, quotas, appUrl: config.appUrl });
  // The public lead form and lead e-mails make their leads and properties through those modules
  // (limits, events, live lists).
  const leadCaptureRepo = createLeadCaptureRepository(db);
  const checkAutomaticSend = createAutomaticSendCheck({ repo: leadCaptureRepo, quotas });
  const intakeDeps = {
    createLead: (userId: string, lead: Parameters<typeof leads.create>[1], origin: Parameters<typeof leads.create>[2]) => leads.create(userId, lead, origin),
    addNote: (userId: string, leadId: string, body: string) => leads.addNote(userId, leadId, body),
    notify: (userId: string, notification: Parameters<typeof notifications.notify>[1]) => notifications.notify(userId, notification),
  };
  const autoReply = createAutoReply({
    repo: leadCaptureRepo,
    sendMessage: (userId, m) => messaging.send(userId, { channel: m.channel, lead_id: m.leadId, subject: m.channel === 'email' ? m.subject : undefined, body: m.body }, { render: true, requestKey: m.requestKey }),
    addNote: intakeDeps.addNote,
  });
  const leadCapture = createLeadCaptureService({
    repo: leadCaptureRepo,
    tickets: createFormTickets(config.appSecret),
    quotas,
    textingNumberOf: async (userId) => (await sms.smsStatus(userId)).data?.phone_number ?? null,
    ...intakeDeps,
    onCreated: autoReply,
  });
  const leadEmails = createLeadEmailService({
    repo: createLeadEmailRepository(db),
    inboxes: leadCaptureRepo,
    intake: createLeadIntake({ repo: leadCaptureRepo, ...intakeDeps, onCreated: autoReply }),
    createProperty: (userId, property) => properties.create(userId, property),
    notify: intakeDeps.notify,
    enqueueRead: (emailId, userId) => jobs.enqueue(db, READ_LEAD_EMAIL_QUEUE, { emailId }, { accountId: userId }),
    inboundDomain: config.inboundMail?.domain,
    checkSender: createSenderCheck({ resolve: createDnsResolve(config.leadMailDnsServers), mta: config.inboundMail?.domain ?? 'porchlight' }),
  });
  defineLeadCaptureJobs(jobs, leadEmails);
  // POST /api/v1/leads is issue 19's webhook intake: the public form's intake, its leads made via "api".
  const publicApi = composePublicApi({
    db,
    jobs,
    logger,
    appUrl: config.appUrl,
    billing,
    limits,
    quotas,
    leads,
    properties,
    notifications,
    tasks: trackingTasks,
    flows: { list: automations.flows.list, get: automations.flows.get, enrol: automations.flows.enrol, unenrol: automations.flows.unenrol },
    messages: { page: messaging.page, get: messaging.message, send: (userId, request) => messaging.send(userId, request, { render: true }) },
    intake: createLeadIntake({ repo: leadCaptureRepo, ...intakeDeps, createLead: (userId, lead, origin) => leads.create(userId, lead as CreateLeadRequest, { ...origin, via: 'api' }), onCreated: autoReply }),
    captureRepo: leadCaptureRepo,
    eventLog,
    notify: intakeDeps.notify,
    allowPrivateWebhookTargets: config.nodeEnv !== 'production',
    webhookSecrets: createSecretBox(config.appSecret, 'webhook-signing-secret', config.appSecretPrevious),
  });

  // Leads that came in by themselves go to the owner or a teammate (lead.created), each with a
  // hand-off job due when their time to claim it runs out.
  const leadRouting = createLeadRoutingService({
    repo: createLeadRoutingRepository(db),
    limits,
    notify: (userId, notification, opts) => notifications.notify(userId, notification, opts),
    queueHandOff: queueHandOff(jobs),
    onAssigned: (ownerId) => bookChanged(ownerId, { entity: 'leads', change: 'updated', count: 1 }),
  });
  defineLeadRoutingJobs(jobs, eventLog, leadRouting);
  let inboundMail: Awaited<ReturnType<typeof startInboundMailServer>> | undefined;
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
    // Every instance hears it through LISTEN/NOTIFY and ends that session's open streams.
    onSessionEnded: sideEffect('session ended event', ({ id, userId }: { id: string; userId: string }) => {
      // This instance forgets at once; the others when the NOTIFY reaches them.
      sessionCache.forgetSession(id);
      return bus.publish(userId, SESSION_ENDED_KIND, { session_id: id });
    }),
    onUserChanged: sideEffect('user changed event', (userId: string) => {
      sessionCache.forgetUser(userId);
      return bus.publish(userId, USER_CHANGED_KIND, {});
    }),
  });
  const social = createSocialService({ repo: createSocialRepository(db), platforms: config.socialPosting, appUrl: config.appUrl, appSecret: config.appSecret, appSecretPrevious: config.appSecretPrevious, jobs, logger });
  defineResealSecretsJob(jobs, logger, { mailboxes_and_texting: async () => (await mailboxes.service.resealPasswords()) + (await sms.resealTokens()), social: social.resealTokens, webhooks: publicApi.webhooks.resealSecrets, push_keys: () => resealVapidKeys(vapidRepo, vapidBox) });
  defineSocialJobs(jobs, social);
  const socialPostsRepo = createSocialPostsRepository(db);
  const socialMedia = createMediaSigner(config.appSecret, config.appUrl);
  const socialPosts = createSocialPostsService({ repo: socialPostsRepo, social, limits, jobs, media: socialMedia });
  defineSocialPostJobs(jobs, createSocialPublishing({ repo: socialPostsRepo, social, media: socialMedia, logger, remotePhotos: { allowHttp: true, allowPrivate: config.nodeEnv !== 'production' } }));
  const sessions = createSessionsRepository(db);
  return {
    deps: { config, db, auth, email, logger, sessionCache, diskFull },
    services: { publicApi, ownership, social, socialPosts, profile, onboarding, billing, limits, analytics, market, team, properties, propertyPhotos: createPropertyPhotosService(createPropertyPhotosRepository(db)), leadProperties: createLeadPropertiesService(createLeadPropertiesRepository(db, eventLog)), leads, leadCapture, leadEmails, leadRouting, pipeline, csvImport, messaging, sms, mailboxes: mailboxes.service, messageTemplates, bulkSends, automations, propertyAlerts, trackingTasks, search: createSearchService(createSearchRepository(db)), quotas, queueHealth: () => jobs.health(), stripeWebhook, notifications, push, realtime: { bus, streams, heartbeatMs: options.realtimeHeartbeatMs, isSessionActive: sessions.isAuthSessionActive } },
    database,
    jobs,
    eventLog,
    mailboxWatchers,
    startBackgroundJobs: async () => {
      await jobs.start();
      mailboxes.start();
      // Once per database (the unique key): duplicate keys for records older than the keys.
      if (options.backfillKeysAtStart !== false) await jobs.enqueue(db, BACKFILL_KEYS_QUEUE, {}, { uniqueKey: 'backfill-duplicate-keys' });
      if (options.resealSecretsAtStart !== false) await jobs.enqueue(db, RESEAL_SECRETS_QUEUE, {}, { uniqueKey: resealSecretsKey(config.appSecret, config.appSecretPrevious) });
      if (config.inboundMail) {
        inboundMail = await startInboundMailServer({
          port: config.inboundMail.port,
          limits: config.inboundMail.limits,
          agentOfAddress: leadEmails.agentOfAddress,
          deliver: leadEmails.receiveForward,
          quotas,
          logger,
        });
        logger.info({ port: inboundMail.port, domain: config.inboundMail.domain }, 'Taking lead e-mail');
      }
    },
    inboundMailPort: () => inboundMail?.port,
    close: async () => {
      streams.closeAll();
      await inboundMail?.close();
      await mailboxes.close();
      await jobs.stop(JOBS_SHUTDOWN_GRACE_MS);
      await bus.close();
      await email.close();
      await limitLock?.close();
      await database.close();
    },
  };
}
