import type { PlanFeatures } from '@porchlight/domain/billing/plans';
import type { CreateLeadRequest, LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { createApiKeysService } from './api-keys.service.ts';
import { definePublicApiJobs } from './public-api.jobs.ts';
import { publicApiV1 } from './v1.routes.ts';
import { DELIVER_WEBHOOK_QUEUE, defineWebhookJobs } from './webhooks.jobs.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { createWebhooksService } from './webhooks.service.ts';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { V1Tasks } from './v1-tasks.routes.ts';
import type { V1Appointments } from './v1-appointments.routes.ts';
import type { V1Leads } from './v1-leads.routes.ts';
import type { V1LeadMerges } from './v1-lead-merges.routes.ts';
import type { V1Notifications } from './v1-notifications.routes.ts';
import type { V1Properties } from './v1-properties.routes.ts';
import type { V1Flows } from './v1-flows.routes.ts';
import type { V1Messages } from './v1-messages.routes.ts';
import type { V1ExtensionPorts } from './v1-extension.routes.ts';

export type PublicApiPorts = {
  /** The plan's features (billing's): API access and calls a month. */
  planFeatures: (userId: string) => Promise<PlanFeatures>;
  limits: LimitGuard;
  /** The leads module's use-cases; its create told the lead came in via "api". */
  leads: Omit<V1Leads, 'create' | 'intake'> & {
    create: (userId: string, request: CreateLeadRequest, origin: { via: 'api' }) => Promise<LeadResponse>;
  };
  /** Lead-capture's intake (dedupe, "A lead came back", held past maxLeads), for POST /api/v1/leads. */
  intake: V1Leads['intake'];
  /** The lead-duplicates module's merge and undo, for POST /api/v1/leads/merge. */
  leadMerges: V1LeadMerges;
  properties: V1Properties;
  notifications: Omit<V1Notifications, 'create'> & { notify: V1Notifications['create'] };
  tasks: V1Tasks;
  /** The appointments module's use-cases (issue 53). */
  appointments: V1Appointments;
  flows: V1Flows;
  messages: V1Messages;
  /** What the browser extension's calls need: the agent's name, saving a listing, linking a lead, the templates. */
  extension: V1ExtensionPorts;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
};

/**
 * The public API module meets the others only here: billing's plan features, the limit guard,
 * the leads, properties, tracking tasks, flows, messages and notifications use-cases, and lead-capture's intake for POST /api/v1/leads.
 */
export function registerPublicApi(
  { config, logger, db, jobs, eventLog, quotas }: Infra,
  {
    planFeatures,
    limits,
    leads,
    intake,
    leadMerges,
    properties,
    notifications,
    tasks,
    appointments,
    flows,
    messages,
    extension,
    notify,
  }: PublicApiPorts,
) {
  const repo = createApiKeysRepository(db);
  const entitlements = async (userId: string) => {
    const features = await planFeatures(userId);
    return { apiAccess: features.apiAccess, apiCalls: features.apiCalls };
  };
  const keys = createApiKeysService({ repo, entitlements });
  definePublicApiJobs(jobs, repo);
  const webhooks = createWebhooksService({
    repo: createWebhooksRepository(db),
    enqueue: (deliveryId, userId) => jobs.enqueue(db, DELIVER_WEBHOOK_QUEUE, { deliveryId }, { accountId: userId }),
    notify,
    // Outside production, webhooks may go to loopback receivers (local tools, tests).
    allowPrivateTargets: config.nodeEnv !== 'production',
    // Seals webhook signing secrets at rest.
    secrets: createSecretBox(config.appSecret, 'webhook-signing-secret', config.appSecretPrevious),
  });
  defineWebhookJobs(jobs, eventLog, webhooks);

  const v1 = publicApiV1({
    keys,
    repo,
    entitlements,
    takeQuota: quotas.take,
    leads: {
      list: leads.list,
      get: leads.get,
      create: (userId, request) => leads.create(userId, request, { via: 'api' }),
      intake,
      update: leads.update,
      remove: leads.remove,
    },
    leadMerges,
    properties: {
      list: properties.list,
      get: properties.get,
      create: properties.create,
      update: properties.update,
      remove: properties.remove,
    },
    notifications: {
      page: notifications.page,
      get: notifications.get,
      create: notifications.notify,
      markRead: notifications.markRead,
      remove: notifications.remove,
    },
    tasks,
    appointments,
    flows,
    messages,
    extension,
    webhooks,
    room: limits,
    appUrl: config.appUrl,
    logger,
  });
  return { keys, webhooks, v1 };
}
export type PublicApi = ReturnType<typeof registerPublicApi>;
