import type { EventLog } from '../../events/event-log.ts';
import type { LeadsService } from './leads.service.ts';

/**
 * The response clock stops at the agent's first text or e-mail to a lead, heard from the event
 * log (message.sent), not from the messaging module. An automated message (an instant reply, a
 * flow's step) is not the agent answering. A rerun finds the clock stopped already.
 */
export function defineLeadResponseReactions(events: Pick<EventLog, 'on'>, leads: Pick<LeadsService, 'replied'>) {
  events.on('message.sent', 'lead-first-reply', async (event) => {
    const { leadId, automated } = event.payload;
    if (leadId && !automated) await leads.replied(event.account_id, leadId, new Date(event.created_at));
  });
}
