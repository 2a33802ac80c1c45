import crypto from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accountsLink } from '@porchlight/domain/notifications/notification-links';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth.ts';
import type { AppDeps, AppEnv } from './lib/app-env.ts';
import type { AppServices } from './app-services.ts';
import { bodyLimits } from './app-body-limits.ts';
import { appErrors } from './app-errors.ts';
import { clientIp } from './lib/client-ip.ts';
import { csrfGuard } from './lib/csrf-guard.ts';
import { bookScope } from './lib/book-scope.ts';
import { ownershipRoutes } from './modules/ownership/ownership.routes.ts';
import { sessionGuard } from './lib/session-guard.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { SOCIAL_ACCOUNTS_PATH } from './modules/social/social.service.ts';
import { socialMediaRoutes, socialPostsRoutes } from './modules/social/social-posts.routes.ts';
import { SOCIAL_MEDIA_PATH } from './modules/social/social-media.ts';
import { trustedOrigins } from './lib/trusted-origins.ts';
import { inlineScriptHashes, webAppRoutes } from './lib/web-app.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { devOutboxRoutes, devSmsOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { createEmailOutboxRepository } from './providers/email/email-outbox.repository.ts';
import { createDiskFullRecord } from './db/database-faults.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsDevRoutes } from './modules/notifications/notifications-dev.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/notifications/push.routes.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { PUBLIC_FORM_PATH, leadCaptureRoutes, publicFormRoutes } from './modules/lead-capture/lead-capture.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { propertyPhotosRoutes } from './modules/property-photos/property-photos.routes.ts';
import { leadPropertiesRoutes } from './modules/lead-properties/lead-properties.routes.ts';
import { leadDuplicatesRoutes } from './modules/lead-duplicates/lead-duplicates.routes.ts';
import { createSessionsRepository } from './modules/sessions/sessions.repository.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { TEAM_INVITATION_PREVIEW_PATH, teamRoutes } from './modules/team/team.routes.ts';
import { leadRoutingRoutes } from './modules/lead-routing/lead-routing.routes.ts';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { csvImportRoutes } from './modules/csv-import/csv-import.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { UNSUBSCRIBE_PATH } from './modules/messaging/messaging.service.ts';
import { devInboundSmsRoutes, smsRoutes } from './modules/sms/sms.routes.ts';
import { SMS_WEBHOOK_INBOUND_PATH, SMS_WEBHOOK_STATUS_PATH } from './modules/sms/sms.service.ts';
import { smsWebhookRoutes } from './modules/sms/sms-webhook.routes.ts';
import { CALL_WEBHOOK_PATHS } from '@porchlight/domain/calls/call-schemas';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { appointmentFeedRoutes, calendarFeedRoutes } from './modules/appointments/appointment-feed.routes.ts';
import { calendarSyncRoutes } from './modules/appointments/calendar-sync.routes.ts';
import { CALENDAR_FEED_PATH } from './modules/appointments/appointment-feed.ts';
import { PUBLIC_BOOKING_PATH, bookingSettingsRoutes, publicBookingRoutes } from './modules/appointments/appointment-booking.routes.ts';
import { callsWebhookRoutes } from './modules/calls/calls-webhook.routes.ts';
import { mailboxesRoutes } from './modules/mailboxes/mailboxes.routes.ts';
import { messageTemplatesRoutes } from './modules/message-templates/message-templates.routes.ts';
import { bulkSendsRoutes } from './modules/bulk-sends/bulk-sends.routes.ts';
import { automationsRoutes } from './modules/automations/automations.routes.ts';
import { propertyAlertsRoutes } from './modules/property-alerts/property-alerts.routes.ts';
import { trackingTasksRoutes } from './modules/tracking-tasks/tracking-tasks.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { unsubscribeRoutes } from './modules/messaging/unsubscribe.routes.ts';
import { apiKeysRoutes } from './modules/public-api/api-keys.routes.ts';
import { webhooksRoutes } from './modules/public-api/webhooks.routes.ts';
import { V1_BASE_PATH, isV1Path } from './modules/public-api/v1.routes.ts';
import { v1Cors } from './modules/public-api/v1-cors.ts';
import { refuseNulInUrl } from './lib/url-nul-guard.ts';

/** API paths reachable without a session. Everything else under /api needs one (tested). */
export const PUBLIC_API_PATHS = [
  '/api/health',
  '/api/health/ready',
  '/api/config',
  '/api/dev/outbox',
  '/api/dev/sms-outbox',
  `${AUTH_BASE_PATH}/*`,
  TEAM_INVITATION_PREVIEW_PATH,
  STRIPE_WEBHOOK_PATH,
  SMS_WEBHOOK_INBOUND_PATH,
  SMS_WEBHOOK_STATUS_PATH,
  ...Object.values(CALL_WEBHOOK_PATHS),
  UNSUBSCRIBE_PATH,
  PUBLIC_FORM_PATH,
  `${CALENDAR_FEED_PATH}/*`,
  PUBLIC_BOOKING_PATH,
  `${V1_BASE_PATH}/*`,
  `${SOCIAL_MEDIA_PATH}/*`,
] as const;

/** Where sign-in providers send the browser back (better-auth's `/callback/:providerId`). */
export const OAUTH_CALLBACK_PREFIX = `${AUTH_BASE_PATH}/callback/`;

export type { AppServices };
export { JSON_BODY_LIMIT_BYTES } from './app-body-limits.ts';

export const isPublicApiPath = (path: string) =>
  PUBLIC_API_PATHS.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) || path === p.slice(0, -2) : path === p));

/** Builds the whole app without listening: main.ts serves it, tests call app.request(). */
export function createApp(deps: AppDeps, services: AppServices) {
  const { config, auth, db, logger } = deps;
  const diskFull = deps.diskFull ?? createDiskFullRecord();
  const app = new Hono<AppEnv>();
  const chatOrigin = config.chatWidgetSrc ? new URL(config.chatWidgetSrc).origin : undefined;
  const extra = chatOrigin ? [chatOrigin] : [];

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('requestId', c.req.header('x-request-id') ?? crypto.randomUUID());
    c.set('clientIp', clientIp(c, config.trustProxy));
    await next();
    if (c.req.path.startsWith('/api/')) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms, requestId: c.var.requestId }, 'request');
    }
  });

  // The hosted lead form (/f/...) is made to be embedded in an iframe on the agent's own site:
  // it alone may be framed by any page. It holds no session and its one action is public.
  app.use('/f/*', async (c, next) => {
    await next();
    const policy = c.res.headers.get('content-security-policy');
    if (policy) c.res.headers.set('content-security-policy', policy.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    c.res.headers.delete('x-frame-options');
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir), ...extra],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        connectSrc: ["'self'", ...extra],
        frameSrc: ["'self'", ...extra],
        fontSrc: ["'self'", 'data:', ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.appUrl.startsWith('https://') ? 'max-age=15552000; includeSubDomains' : false,
    }),
  );

  app.use(`${V1_BASE_PATH}/*`, v1Cors());

  // JSON answers over 1 KB go gzipped to a client that accepts it (a 50-row list shrinks about
  // tenfold); the live event stream is never buffered by it (text/event-stream is left alone).
  app.use('/api/*', compress());

  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    return next();
  });

  // Query strings and path parameters, whatever route reads them: no NUL reaches the database.
  app.use('*', refuseNulInUrl());

  app.use('/api/*', bodyLimits());

  const origins = trustedOrigins(config);
  const guardCsrf = csrfGuard(origins);
  // OAuth providers return to better-auth's callbacks from their own site; state and PKCE
  // protect those. Nothing else is exempt, whatever its path looks like.
  // The public API (/api/v1) reads no cookie, only its Bearer key, so a cross-site page cannot
  // act with a visitor's credentials there: it needs no CSRF check.
  app.use('/api/*', async (c, next) =>
    c.req.path.startsWith(OAUTH_CALLBACK_PREFIX) || isV1Path(c.req.path) ? next() : guardCsrf(c, next),
  );

  // Social accounts (issue 16) sit under /api/auth/social (spec 000 §7) but are the app's own
  // routes: signed in like every other, and answered before better-auth sees the path.
  const socialGuard = sessionGuard(auth, () => false, deps.sessionCache);
  app.use(`${SOCIAL_ACCOUNTS_PATH}/*`, async (c, next) => {
    try {
      return await socialGuard(c, next);
    } catch (err) {
      // The platform sends the browser back here: if the agent signed out meanwhile, sign-in
      // (then the accounts tab, to connect again) is the way on, not a page of 401 JSON.
      if (err instanceof HTTPException && err.status === 401 && c.req.method === 'GET' && c.req.path.endsWith('/callback')) {
        return c.redirect(`/signin?next=${encodeURIComponent(accountsLink())}`, 302);
      }
      throw err;
    }
  });
  app.route(SOCIAL_ACCOUNTS_PATH, socialRoutes(services.social));

  // better-auth owns /api/auth/*. It rate-limits by the address we put in CLIENT_IP_HEADER,
  // replacing whatever a client may have sent under that name.
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const body = c.req.method === 'POST' ? await c.req.raw.arrayBuffer() : undefined;
    return auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body }));
  });

  app.use('/api/*', sessionGuard(auth, isPublicApiPath, deps.sessionCache));
  app.use('/api/*', bookScope(services.ownership.isActiveMember));

  // Authenticated by its own Bearer keys (public to the session guard above).
  app.route(V1_BASE_PATH, services.publicApi.v1.app);
  app.route('/api', apiKeysRoutes(services.publicApi.keys));
  app.route('/api', webhooksRoutes(services.publicApi.webhooks));
  app.route('/api', healthRoutes(createHealthRepository(db), services.queueHealth, diskFull));
  app.route('/api', appConfigRoutes(config));
  app.route('/api', profileRoutes(services.profile));
  app.route('/api', onboardingRoutes(services.onboarding));
  app.route('/api', socialPostsRoutes(services.socialPosts));
  app.route('/api', socialMediaRoutes(services.socialPosts));
  if (config.devMailbox && deps.email.driver === 'outbox') {
    app.route('/api', devOutboxRoutes(createEmailOutboxRepository(db)));
  }
  if (config.devMailbox && services.sms.smsDriver === 'outbox') {
    app.route('/api', devSmsOutboxRoutes(services.sms));
    app.route('/api', devInboundSmsRoutes(services.sms));
  }
  app.route('/api', dashboardRoutes(createDashboardService(createDashboardRepository(db))));
  app.route('/api', sessionsRoutes(createSessionsService(createSessionsRepository(db))));
  app.route('/api', billingRoutes(services.billing));
  app.route('/api', teamRoutes(services.team));
  // Before the properties and leads routes, so /api/{entity}/import is never read as an id.
  app.route('/api', csvImportRoutes(services.csvImport, services.quotas));
  // Stripe's signed webhook keeps subscriptions and add-ons in step (driver stripe only).
  if (services.stripeWebhook) app.route('/api', stripeWebhookRoutes(services.stripeWebhook));
  app.route('/api', notificationsRoutes(services.notifications));
  app.route('/api', pushRoutes(services.push));
  app.route(
    '/api',
    realtimeRoutes(
      {
        bus: services.realtime.bus,
        heartbeatMs: services.realtime.heartbeatMs,
        isSessionActive: services.realtime.isSessionActive,
        logger,
        sources: { notification: { expand: services.notifications.expandEvent, replay: services.notifications.replaySince } },
      },
      services.realtime.streams,
    ),
  );
  // Development tools (refused in production by env.ts): a notification maker beside the mailbox.
  if (config.devMailbox) app.route('/api', notificationsDevRoutes(services.notifications));
  // Twilio's signed webhooks and the e-mail unsubscribe link are public.
  // Always on: an agent's own Twilio account can call them even when the operator has none.
  app.route('/api', smsWebhookRoutes(services.sms, config.appUrl));
  app.route('/api', callsWebhookRoutes(services.calls, config.appUrl));
  app.route('/api', unsubscribeRoutes(services.messaging));
  app.route('/api', messagingRoutes(services.messaging));
  app.route('/api', bulkSendsRoutes(services.bulkSends));
  app.route('/api', smsRoutes(services.sms));
  app.route('/api', callsRoutes(services.calls));
  // The feed's and the calendar sync's settings before /appointments/:id, which would read "feed" as an id.
  app.route('/api', appointmentFeedRoutes(services.appointments.feed));
  app.route('/api', calendarSyncRoutes(services.appointments.calendarSync));
  app.route('/api', calendarFeedRoutes(services.appointments.feed));
  app.route('/api', bookingSettingsRoutes(services.appointments.booking));
  app.route('/api', publicBookingRoutes(services.appointments.booking));
  app.route('/api', appointmentsRoutes(services.appointments));
  app.route('/api', mailboxesRoutes(services.mailboxes));
  app.route('/api', messageTemplatesRoutes(services.messageTemplates));
  app.route('/api', ownershipRoutes(services.ownership));
  app.route('/api', propertiesRoutes(services.properties));
  app.route('/api', propertyPhotosRoutes(services.propertyPhotos));
  app.route('/api', leadPropertiesRoutes(services.leadProperties));
  // Before the leads module: /leads/merge is not a lead's id.
  app.route('/api', leadDuplicatesRoutes(services.leadDuplicates));
  app.route('/api', leadsRoutes(services.leads));
  app.route('/api', leadCaptureRoutes(services.leadCapture, services.leadEmails));
  app.route('/api', publicFormRoutes(services.leadCapture));
  app.route('/api', leadRoutingRoutes(services.leadRouting));
  app.route('/api', pipelineRoutes(services.pipeline));
  app.route('/api', automationsRoutes(services.automations));
  app.route('/api', propertyAlertsRoutes(services.propertyAlerts));
  app.route('/api', trackingTasksRoutes(services.trackingTasks));
  app.route('/api', analyticsRoutes(services.analytics));
  app.route('/api', marketRoutes(services.market));
  app.route('/api', searchRoutes(services.search));
  app.all('/api/*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  app.route('/', webAppRoutes(config.webDistDir));

  app.onError(appErrors(logger, diskFull));

  return app;
}

export type App = ReturnType<typeof createApp>;
