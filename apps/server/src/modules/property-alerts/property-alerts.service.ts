import {
  ALERT_EMAIL_BODY,
  ALERT_EMAIL_SUBJECT,
  ALERT_SMS_BODY,
  type PropertyAlertRequest,
} from '@porchlight/domain/automations/property-alerts';
import { SEND_REQUEST_QUEUE, type SendRequest } from '@porchlight/domain/messaging/send-request';
import { propertyLink } from '@porchlight/domain/notifications/notification-links';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { PropertyAlertsRepository } from './property-alerts.repository.ts';
import { UUID } from '../../lib/record-id.ts';

const ALERT_NOT_FOUND = 'Property alert not found';
const dollars = (n: number | null) => (n === null ? '' : `$${n.toLocaleString('en-US')}`);

export type Notify = (userId: string, notification: NewNotification, options: { dedupeKey?: string }) => Promise<unknown>;
/** The account's leads, as alerts name them (the automations module reads them). */
export type AlertLeads = {
  owned: (userId: string, ids: string[]) => Promise<string[]>;
  facts: (userId: string, leadId: string) => Promise<{ id: string; name: string } | undefined>;
};

export type PropertyAlertsDeps = {
  repo: PropertyAlertsRepository;
  leads: AlertLeads;
  jobs: JobQueue;
  limits: LimitGuard;
  notify: Notify;
  now: () => Date;
};

/** Saved searches: CRUD under propertyAlerts, and what happens when a property comes to match one. */
export function createPropertyAlertsService(deps: PropertyAlertsDeps) {
  const { repo, limits, now } = deps;

  async function own(userId: string, id: string) {
    const row = UUID.test(id) ? await repo.row(userId, id) : undefined;
    if (!row) throw notFound(ALERT_NOT_FOUND);
    return row;
  }
  async function assertLead(userId: string, leadId: string | null) {
    if (leadId && (await deps.leads.owned(userId, [leadId])).length === 0) throw notFound('Lead not found');
  }

  /** The agent hears of each new match; the alert's lead gets the listing if the alert says so. */
  async function announce(matches: { alertId: string; propertyId: string }[]) {
    for (const { alertId, propertyId } of matches) {
      const [alert, property] = await Promise.all([repo.byId(alertId), repo.property(propertyId)]);
      if (!alert || !property) continue;
      const lead = alert.leadId ? await deps.leads.facts(alert.userId, alert.leadId) : undefined;
      await deps.notify(
        alert.userId,
        {
          type: 'property',
          title: `New match for "${alert.name}"`,
          message: `${property.address}${property.city ? `, ${property.city}` : ''}${property.price !== null ? ` at ${dollars(property.price)}` : ''}${lead ? ` for ${lead.name}` : ''}.`,
          priority: 'medium',
          actionUrl: propertyLink(propertyId),
          actionLabel: 'View property',
          metadata: { propertyId, alertId, leadId: alert.leadId },
        },
        { dedupeKey: `alert:${alertId}:${propertyId}` },
      );
      await repo.touch(alertId, now());
      if (lead && alert.notifyLead !== 'none') {
        const channel = alert.notifyLead === 'sms' ? 'sms' : 'email';
        const requestKey = `alert:${alertId}:${propertyId}`;
        const request: SendRequest = {
          userId: alert.userId,
          leadId: lead.id,
          channel,
          subject: channel === 'email' ? ALERT_EMAIL_SUBJECT : null,
          body: channel === 'email' ? ALERT_EMAIL_BODY : ALERT_SMS_BODY,
          requestKey,
          origin: { kind: 'alert', alertId, propertyId },
          property: { address: property.address, city: property.city, price: property.price === null ? null : dollars(property.price) },
        };
        await deps.jobs.enqueue(repo.db, SEND_REQUEST_QUEUE, request, { accountId: alert.userId, uniqueKey: requestKey });
      }
    }
  }

  return {
    /** The agent's alerts, or one lead's ("saved searches" on the lead's page); another agent's lead is 404. */
    async list(userId: string, leadId?: string) {
      await assertLead(userId, leadId ?? null);
      return repo.list(userId, leadId);
    },
    async create(userId: string, req: PropertyAlertRequest) {
      await assertLead(userId, req.lead_id);
      const id = await limits.withinLimit(userId, 'propertyAlerts', () => repo.insert(userId, req));
      await repo.baseline(userId, id);
      return (await repo.response(userId, id))!;
    },
    async update(userId: string, id: string, req: PropertyAlertRequest) {
      await own(userId, id);
      await assertLead(userId, req.lead_id);
      await repo.update(userId, id, req);
      await repo.baseline(userId, id);
      return (await repo.response(userId, id))!;
    },
    async remove(userId: string, id: string) {
      await own(userId, id);
      await repo.remove(userId, id);
    },
    async propertyChanged(userId: string, propertyId: string) {
      await announce(await repo.matchProperty(userId, propertyId));
    },
    async importWrote(userId: string, importId: string) {
      const since = await repo.importStartedAt(importId);
      if (since) await announce(await repo.matchChangedSince(userId, since));
    },
    /** Messaging refused to send a match to the lead: the agent hears why. */
    async sendRefused(alertId: string, propertyId: string, reason: string) {
      const alert = await repo.byId(alertId);
      if (!alert) return;
      await deps.notify(
        alert.userId,
        {
          type: 'alert',
          title: `"${alert.name}" could not reach the lead`,
          message: reason,
          priority: 'high',
          actionUrl: propertyLink(propertyId),
          actionLabel: 'View property',
          metadata: { alertId, propertyId },
        },
        { dedupeKey: `alert-refused:${alertId}:${propertyId}` },
      );
    },
  };
}

export type PropertyAlertsService = ReturnType<typeof createPropertyAlertsService>;
