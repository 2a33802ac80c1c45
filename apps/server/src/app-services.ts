import type { RequestQuotas } from './lib/request-quota.ts';
import type { OwnershipService } from './modules/ownership/ownership.service.ts';
import type { SocialService } from './modules/social/social.service.ts';
import type { SocialPostsService } from './modules/social/social-posts.service.ts';
import type { QueueHealth } from './modules/health/health.routes.ts';
import type { PushService } from './modules/notifications/push.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { RealtimeBus } from './modules/realtime/realtime-bus.ts';
import type { RealtimeStreams } from './modules/realtime/realtime.routes.ts';
import type { LeadCaptureService } from './modules/lead-capture/lead-capture.service.ts';
import type { LeadEmailService } from './modules/lead-capture/lead-email.service.ts';
import type { LeadsService } from './modules/leads/leads.service.ts';
import type { OnboardingService } from './modules/onboarding/onboarding.service.ts';
import type { ProfileService } from './modules/profile/profile.service.ts';
import type { PropertiesService } from './modules/properties/properties.service.ts';
import type { PropertyPhotosService } from './modules/property-photos/property-photos.service.ts';
import type { LeadPropertiesService } from './modules/lead-properties/lead-properties.service.ts';
import type { LeadDuplicatesService } from './modules/lead-duplicates/lead-duplicates.service.ts';
import type { BillingService } from './modules/billing/billing.service.ts';
import type { LimitGuard } from './modules/billing/limit-guard.ts';
import type { LeadRoutingService } from './modules/lead-routing/lead-routing.service.ts';
import type { PipelineService } from './modules/pipeline/pipeline.service.ts';
import type { TeamService } from './modules/team/team.service.ts';
import type { StripeWebhookService } from './modules/billing/stripe-webhook.service.ts';
import type { CsvImportService } from './modules/csv-import/csv-import.service.ts';
import type { MessagingService } from './modules/messaging/messaging.service.ts';
import type { AutomationsService } from './modules/automations/automations.service.ts';
import type { PropertyAlertsService } from './modules/property-alerts/property-alerts.service.ts';
import type { TrackingTasksService } from './modules/tracking-tasks/tracking-tasks.service.ts';
import type { Texting } from './modules/sms/sms.register.ts';
import type { CallsService } from './modules/calls/calls.service.ts';
import type { Appointments } from './modules/appointments/appointments.register.ts';
import type { MailboxesService } from './modules/mailboxes/mailboxes.service.ts';
import type { MessageTemplatesService } from './modules/message-templates/message-templates.service.ts';
import type { BulkSendsService } from './modules/bulk-sends/bulk-sends.service.ts';
import type { AnalyticsService } from './modules/analytics/analytics.service.ts';
import type { MarketService } from './modules/market/market.service.ts';
import type { SearchService } from './modules/search/search.service.ts';
import type { PublicApi } from './modules/public-api/public-api.register.ts';

/** The modules' services createApp() mounts, as compose() registers them. */
export type AppServices = {
  /** Settings > API keys and the public API at /api/v1 (modules/public-api/public-api.register.ts). */
  publicApi: PublicApi;
  profile: ProfileService;
  /** The onboarding tutorial's state, per user. */
  onboarding: OnboardingService;
  billing: BillingService;
  limits: LimitGuard;
  team: TeamService;
  properties: PropertiesService;
  /** A property's photo gallery (issue 18). */
  propertyPhotos: PropertyPhotosService;
  /** Leads interested in, having toured or offered on properties (issue 18). */
  leadProperties: LeadPropertiesService;
  leadDuplicates: LeadDuplicatesService;
  /** Team books: who owns each lead and property, and which book a request works in. */
  ownership: OwnershipService;
  leads: LeadsService;
  leadCapture: LeadCaptureService;
  leadRouting: LeadRoutingService;
  /** Connected Facebook, Instagram, LinkedIn and X accounts. */
  social: SocialService;
  /** The social feed: posts to the connected accounts, drafts, schedules (issue 16). */
  socialPosts: SocialPostsService;
  /** The leads' pipeline stages and board (issue 18). */
  pipeline: PipelineService;
  leadEmails: LeadEmailService;
  csvImport: CsvImportService;
  messaging: MessagingService;
  sms: Texting;
  /** Click to call, inbound calls and the missed-call text-back (issue 52). */
  calls: CallsService;
  /** Appointments, the calendar and their reminders (issue 53). */
  appointments: Appointments;
  mailboxes: MailboxesService;
  messageTemplates: MessageTemplatesService;
  bulkSends: BulkSendsService;
  automations: AutomationsService;
  propertyAlerts: PropertyAlertsService;
  trackingTasks: TrackingTasksService;
  analytics: AnalyticsService;
  market: MarketService;
  /** Global search: reads the other modules' tables, read-only (decision 020). */
  search: SearchService;
  /** The job queue's lag and counts, for /api/health/ready. */
  queueHealth: QueueHealth;
  /** Per-account request quotas (import pace, invitations a day). */
  quotas: RequestQuotas;
  /** Present when Stripe is the billing driver. */
  stripeWebhook?: StripeWebhookService;
  /** `notifications.notify(userId, notification)` is how every feature creates one. */
  notifications: NotificationsService;
  /** Web push: the agent's devices and the server's VAPID public key. */
  push: PushService;
  realtime: { bus: RealtimeBus; streams: RealtimeStreams; heartbeatMs?: number; isSessionActive: (sessionId: string) => Promise<boolean> };
};
