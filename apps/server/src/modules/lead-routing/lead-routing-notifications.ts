import { newLeadPushText, type LeadSummary } from '@porchlight/domain/notifications/notification-builders';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';

/** Where a routed lead opens: the leads screen's "Assigned to you", this lead picked out. */
export const claimLink = (leadId: string) => `/leads?claim=${leadId}`;

/** To the teammate a lead was routed to: high priority, so it pushes through quiet hours (they have a clock). */
export function leadForYouNotification(lead: LeadSummary, claimMinutes: number | null, ownerName: string | null): NewNotification {
  const push = newLeadPushText(lead);
  const from = ownerName ? ` for ${ownerName}'s team` : '';
  const clock = claimMinutes ? ` Claim it within ${claimMinutes} minutes or it goes to the next person.` : '';
  return {
    type: 'lead',
    title: 'New lead for you',
    message: `${push.title.replace(/^New lead: /, '')}${lead.source ? ` (${push.body})` : ''}${from}.${clock}`,
    priority: 'high',
    actionUrl: claimLink(lead.id),
    actionLabel: 'Claim lead',
    metadata: { leadId: lead.id, push },
  };
}

/** To the owner: a lead moved on because its assignee did not claim it in time. */
export function leadPassedOnNotification(
  lead: { id: string; name: string },
  from: string,
  to: string | null,
  claimMinutes: number,
): NewNotification {
  const where = to ? `it went to ${to}` : 'nobody else is left, so it is yours now';
  return {
    type: 'lead',
    title: 'Lead passed on',
    message: `${from} did not claim ${lead.name} within ${claimMinutes} minutes: ${where}.`,
    priority: 'high',
    actionUrl: claimLink(lead.id),
    actionLabel: 'View lead',
    metadata: { leadId: lead.id },
  };
}
