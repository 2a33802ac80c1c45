import type { CreateLeadRequest } from '@porchlight/domain/leads/lead-schemas';
import type { SecretBox } from './lib/secret-box.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './lib/logger.ts';
import type { RequestQuotas } from './lib/request-quota.ts';
import type { BillingService } from './modules/billing/billing.service.ts';
import type { LimitGuard } from './modules/billing/limit-guard.ts';
import type { LeadCaptureRepository } from './modules/lead-capture/lead-capture.repository.ts';
import { HELD_URL } from './modules/lead-capture/lead-capture.service.ts';
import type { IncomingLead, LeadIntake } from './modules/lead-capture/lead-intake.ts';
import type { LeadsService } from './modules/leads/leads.service.ts';
import type { PropertiesService } from './modules/properties/properties.service.ts';
import { createApiKeysRepository } from './modules/public-api/api-keys.repository.ts';
import { createApiKeysService } from './modules/public-api/api-keys.service.ts';
import { definePublicApiJobs } from './modules/public-api/public-api.jobs.ts';
import { publicApiV1 } from './modules/public-api/v1.routes.ts';
import { DELIVER_WEBHOOK_QUEUE, defineWebhookJobs } from './modules/public-api/webhooks.jobs.ts';
import { createWebhooksRepository } from './modules/public-api/webhooks.repository.ts';
import { createWebhooksService } from './modules/public-api/webhooks.service.ts';
import type { EventLog } from './events/event-log.ts';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { V1Tasks } from './modules/public-api/v1-tasks.routes.ts';
import type { V1Flows } from './modules/public-api/v1-flows.routes.ts';
import type { V1Messages } from './modules/public-api/v1-messages.routes.ts';

type Deps = {
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  appUrl: string;
  billing: Pick<BillingService, 'planFeatures'>;
  limits: LimitGuard;
  quotas: Pick<RequestQuotas, 'take'>;
  leads: LeadsService;
  properties: PropertiesService;
  notifications: Pick<NotificationsService, 'page' | 'get' | 'notify' | 'markRead' | 'remove'>;
  tasks: V1Tasks;
  flows: V1Flows;
  messages: V1Messages;
  /** Lead-capture's intake (dedupe, "A lead came back", held past maxLeads), making its leads via "api". */
  intake: LeadIntake;
  captureRepo: Pick<LeadCaptureRepository, 'record'>;
  eventLog: Pick<EventLog, 'on'>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /** Outside production, webhooks may go to loopback receivers (local tools, tests). */
  allowPrivateWebhookTargets: boolean;
  /** Seals webhook signing secrets at rest. */
  webhookSecrets: SecretBox;
};

/**
 * The public API module meets the others only here: billing's plan features, the limit guard,
 * the leads, properties, tracking tasks, flows, messages and notifications use-cases, and lead-capture's intake for POST /api/v1/leads.
 */
export function composePublicApi({ db, jobs, logger, appUrl, billing, limits, quotas, leads, properties, notifications, tasks, flows, messages, intake, captureRepo, eventLog, notify, allowPrivateWebhookTargets, webhookSecrets }: Deps) {
  const repo = createApiKeysRepository(db);
  const entitlements = async (userId: string) => {
    const features = await billing.planFeatures(userId);
    return { apiAccess: features.apiAccess, apiCalls: features.apiCalls };
  };
  const keys = createApiKeysService({ repo, entitlements });
  definePublicApiJobs(jobs, repo);
  const webhooks = createWebhooksService({
    repo: createWebhooksRepository(db),
    enqueue: (deliveryId, userId) => jobs.enqueue(db, DELIVER_WEBHOOK_QUEUE, { deliveryId }, { accountId: userId }),
    notify,
    allowPrivateTargets: allowPrivateWebhookTargets,
    secrets: webhookSecrets,
  });
  defineWebhookJobs(jobs, eventLog, webhooks);

  /** A person sent in through the API, as the public form's intake takes them; held ones are kept with the form's held submissions. */
  async function intakeFromApi(userId: string, request: CreateLeadRequest) {
    const { notes, ...fields } = request;
    // Every field of the request reaches leads.create: the intake passes the lead through as given.
    const lead = { ...fields, email: fields.email ?? null, phone: fields.phone ?? null, message: notes ?? null, source: fields.source ?? 'API', status: fields.status ?? 'hot' } as IncomingLead;
    const result = await intake(userId, lead, { way: 'api', did: 'came in through the API', notes: [], heldUrl: HELD_URL });
    if (result.outcome === 'held') {
      const kept = { name: lead.name, email: lead.email, phone: lead.phone, location: lead.location ?? null, budget: lead.budget ?? null, timeline: lead.timeline ?? null, leadType: lead.leadType ?? null, message: lead.message };
      await captureRepo.record(userId, { outcome: 'held', leadId: null, fields: kept, consent: false, consentText: null });
    }
    return result;
  }

  const v1 = publicApiV1({
    keys,
    repo,
    entitlements,
    takeQuota: quotas.take,
    leads: {
      list: leads.list,
      get: leads.get,
      create: (userId, request) => leads.create(userId, request, { via: 'api' }),
      intake: intakeFromApi,
      update: leads.update,
      remove: leads.remove,
    },
    properties: { list: properties.list, get: properties.get, create: properties.create, update: properties.update, remove: properties.remove },
    notifications: { page: notifications.page, get: notifications.get, create: (userId, request) => notifications.notify(userId, request), markRead: notifications.markRead, remove: notifications.remove },
    tasks,
    flows,
    messages,
    webhooks,
    room: limits,
    appUrl,
    logger,
  });
  return { keys, webhooks, v1 };
}
export type PublicApi = ReturnType<typeof composePublicApi>;
