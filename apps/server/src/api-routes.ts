/**
 * The API's contract for the web app's client (`hc`, decision 061): each module's route chain
 * as a type, mounted under /api. Types only: the web app imports this file with `import type`
 * (lint), so no server code reaches its bundle. One entry per module rather than one type of
 * the whole app keeps `tsc` fast: a page's call expands only its own module's routes.
 */
import type { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import type { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import type { automationsRoutes } from './modules/automations/automations.routes.ts';
import type { billingRoutes } from './modules/billing/billing.routes.ts';
import type { bulkSendsRoutes } from './modules/bulk-sends/bulk-sends.routes.ts';
import type { callsRoutes } from './modules/calls/calls.routes.ts';
import type { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import type { appointmentFeedRoutes } from './modules/appointments/appointment-feed.routes.ts';
import type { calendarSyncRoutes } from './modules/appointments/calendar-sync.routes.ts';
import type { bookingSettingsRoutes, publicBookingRoutes } from './modules/appointments/appointment-booking.routes.ts';
import type { csvImportRoutes } from './modules/csv-import/csv-import.routes.ts';
import type { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import type { healthRoutes } from './modules/health/health.routes.ts';
import type { leadCaptureRoutes, publicFormRoutes } from './modules/lead-capture/lead-capture.routes.ts';
import type { leadPropertiesRoutes } from './modules/lead-properties/lead-properties.routes.ts';
import type { leadDuplicatesRoutes } from './modules/lead-duplicates/lead-duplicates.routes.ts';
import type { leadRoutingRoutes } from './modules/lead-routing/lead-routing.routes.ts';
import type { leadsRoutes } from './modules/leads/leads.routes.ts';
import type { mailboxesRoutes } from './modules/mailboxes/mailboxes.routes.ts';
import type { marketRoutes } from './modules/market/market.routes.ts';
import type { messageTemplatesRoutes } from './modules/message-templates/message-templates.routes.ts';
import type { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import type { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import type { pushRoutes } from './modules/notifications/push.routes.ts';
import type { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import type { ownershipRoutes } from './modules/ownership/ownership.routes.ts';
import type { pipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import type { profileRoutes } from './modules/profile/profile.routes.ts';
import type { propertiesRoutes } from './modules/properties/properties.routes.ts';
import type { propertyAlertsRoutes } from './modules/property-alerts/property-alerts.routes.ts';
import type { propertyPhotosRoutes } from './modules/property-photos/property-photos.routes.ts';
import type { apiKeysRoutes } from './modules/public-api/api-keys.routes.ts';
import type { webhooksRoutes } from './modules/public-api/webhooks.routes.ts';
import type { searchRoutes } from './modules/search/search.routes.ts';
import type { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import type { smsRoutes } from './modules/sms/sms.routes.ts';
import type { socialPostsRoutes } from './modules/social/social-posts.routes.ts';
import type { socialRoutes } from './modules/social/social.routes.ts';
import type { teamRoutes } from './modules/team/team.routes.ts';
import type { trackingTasksRoutes } from './modules/tracking-tasks/tracking-tasks.routes.ts';

/**
 * Every module's routes as `app.ts` mounts them under /api, keyed by module; `socialAccounts`
 * alone is mounted under /api/auth/social (`SOCIAL_ACCOUNTS_PATH`, spec 000 §7).
 */
export type ApiRoutes = {
  analytics: ReturnType<typeof analyticsRoutes>;
  appConfig: ReturnType<typeof appConfigRoutes>;
  automations: ReturnType<typeof automationsRoutes>;
  billing: ReturnType<typeof billingRoutes>;
  bulkSends: ReturnType<typeof bulkSendsRoutes>;
  calls: ReturnType<typeof callsRoutes>;
  appointments: ReturnType<typeof appointmentsRoutes>;
  appointmentFeed: ReturnType<typeof appointmentFeedRoutes>;
  calendarSync: ReturnType<typeof calendarSyncRoutes>;
  bookingSettings: ReturnType<typeof bookingSettingsRoutes>;
  publicBooking: ReturnType<typeof publicBookingRoutes>;
  csvImport: ReturnType<typeof csvImportRoutes>;
  dashboard: ReturnType<typeof dashboardRoutes>;
  health: ReturnType<typeof healthRoutes>;
  leadCapture: ReturnType<typeof leadCaptureRoutes>;
  publicForm: ReturnType<typeof publicFormRoutes>;
  leadProperties: ReturnType<typeof leadPropertiesRoutes>;
  leadDuplicates: ReturnType<typeof leadDuplicatesRoutes>;
  leadRouting: ReturnType<typeof leadRoutingRoutes>;
  leads: ReturnType<typeof leadsRoutes>;
  mailboxes: ReturnType<typeof mailboxesRoutes>;
  market: ReturnType<typeof marketRoutes>;
  messageTemplates: ReturnType<typeof messageTemplatesRoutes>;
  messaging: ReturnType<typeof messagingRoutes>;
  notifications: ReturnType<typeof notificationsRoutes>;
  push: ReturnType<typeof pushRoutes>;
  onboarding: ReturnType<typeof onboardingRoutes>;
  ownership: ReturnType<typeof ownershipRoutes>;
  pipeline: ReturnType<typeof pipelineRoutes>;
  profile: ReturnType<typeof profileRoutes>;
  properties: ReturnType<typeof propertiesRoutes>;
  propertyAlerts: ReturnType<typeof propertyAlertsRoutes>;
  propertyPhotos: ReturnType<typeof propertyPhotosRoutes>;
  apiKeys: ReturnType<typeof apiKeysRoutes>;
  webhooks: ReturnType<typeof webhooksRoutes>;
  search: ReturnType<typeof searchRoutes>;
  sessions: ReturnType<typeof sessionsRoutes>;
  sms: ReturnType<typeof smsRoutes>;
  socialPosts: ReturnType<typeof socialPostsRoutes>;
  socialAccounts: ReturnType<typeof socialRoutes>;
  team: ReturnType<typeof teamRoutes>;
  trackingTasks: ReturnType<typeof trackingTasksRoutes>;
};
