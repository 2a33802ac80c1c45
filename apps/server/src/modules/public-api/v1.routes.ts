import { Hono } from 'hono';
import type { Logger } from '../../lib/logger.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import { v1ErrorResponse, V1Error } from './v1-errors.ts';
import type { V1Env } from './v1-env.ts';
import { deviceKeyGuard, v1Guard, type V1GuardDeps } from './v1-guard.ts';
import { v1Idempotency } from './v1-idempotency.ts';
import { v1ExtensionRoutes, type V1ExtensionPorts } from './v1-extension.routes.ts';
import { v1FlowRoutes, type V1Flows } from './v1-flows.routes.ts';
import { v1LeadRoutes, type V1Leads } from './v1-leads.routes.ts';
import { v1LeadMergeRoutes, type V1LeadMerges } from './v1-lead-merges.routes.ts';
import { v1MessageRoutes, type V1Messages } from './v1-messages.routes.ts';
import { v1NotificationRoutes, type V1Notifications } from './v1-notifications.routes.ts';
import { OPENAPI_PATH, openApiDocument } from './v1-openapi.ts';
import { v1PropertyRoutes, type V1Properties } from './v1-properties.routes.ts';
import { v1TaskRoutes, type V1Tasks } from './v1-tasks.routes.ts';
import { v1AppointmentRoutes, type V1Appointments } from './v1-appointments.routes.ts';
import type { Room } from './v1-bulk.ts';
import { v1WebhookRoutes } from './v1-webhooks.routes.ts';
import type { WebhooksService } from './webhooks.service.ts';

export const V1_BASE_PATH = '/api/v1';
/** Bulk bodies carry up to 1,000 records: they get a larger body limit than the app's 64 KB. */
export const V1_BULK_PATH_PATTERN = /^\/api\/v1\/(leads|properties)\/bulk$/;
export const V1_BULK_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** /api/v1/... is authenticated by its own key, never by a session cookie (so no CSRF either). */
export const isV1Path = (path: string) => path === V1_BASE_PATH || path.startsWith(`${V1_BASE_PATH}/`);

export type V1Deps = Omit<V1GuardDeps, 'repo' | 'keys'> & {
  keys: Pick<ApiKeysService, 'callerOf'>;
  repo: Pick<ApiKeysRepository, 'countCall' | 'claim' | 'settle' | 'release'>;
  leads: V1Leads;
  leadMerges: V1LeadMerges;
  properties: V1Properties;
  notifications: V1Notifications;
  tasks: V1Tasks;
  appointments: V1Appointments;
  flows: V1Flows;
  messages: V1Messages;
  extension: V1ExtensionPorts;
  webhooks: WebhooksService;
  room: Room;
  appUrl: string;
  logger: Logger;
};

/** The route table: each v1 operation once, with its schemas (the router and the document read it). */
export const v1Routes = (
  deps: Pick<
    V1Deps,
    | 'leads'
    | 'leadMerges'
    | 'properties'
    | 'tasks'
    | 'appointments'
    | 'flows'
    | 'messages'
    | 'notifications'
    | 'webhooks'
    | 'room'
    | 'extension'
  >,
) => [
  ...v1LeadMergeRoutes(deps.leadMerges),
  ...v1LeadRoutes(deps.leads, deps.room),
  ...v1PropertyRoutes(deps.properties, deps.room),
  ...v1TaskRoutes(deps.tasks),
  ...v1AppointmentRoutes(deps.appointments),
  ...v1FlowRoutes(deps.flows),
  ...v1MessageRoutes(deps.messages),
  ...v1NotificationRoutes(deps.notifications),
  ...v1WebhookRoutes(deps.webhooks),
  ...v1ExtensionRoutes(deps.extension),
];

/** The public API, mounted at /api/v1: its routes, its guard and its generated OpenAPI document. */
export function publicApiV1(deps: V1Deps) {
  const routes = v1Routes(deps);
  const document = openApiDocument(routes, deps.appUrl);
  const app = new Hono<V1Env>();
  app.onError((error, c) => {
    if (!(error instanceof Error && 'status' in error))
      deps.logger.error({ err: error, path: c.req.path, requestId: c.var.requestId }, 'Unhandled error');
    return v1ErrorResponse(c, error);
  });
  // Public, and not metered: tools read it to build their client.
  app.get(OPENAPI_PATH, (c) => c.json(document));
  app.use('*', v1Guard(deps));
  for (const route of routes)
    app.on(route.method.toUpperCase(), route.path, deviceKeyGuard(route), v1Idempotency(deps.repo, route), route.handle);
  app.all('*', (c) => {
    throw new V1Error(404, 'not_found', `No API route for ${c.req.method} ${c.req.path}. See ${V1_BASE_PATH}${OPENAPI_PATH}.`);
  });
  return { app, routes, document };
}
