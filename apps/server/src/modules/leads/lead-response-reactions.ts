import { timelineOutcomeOf } from '@porchlight/domain/calls/call-schemas';
import type { EventLog } from '../../events/event-log.ts';
import type { LeadsService } from './leads.service.ts';

/**
 * The response clock stops at the agent's first text or e-mail to a lead, heard from the event
 * log (message.sent), not from the messaging module. An automated message (an instant reply, a
 * flow's step) is not the agent answering. A rerun finds the clock stopped already.
 */
export function defineLeadResponseReactions(events: Pick<EventLog, 'on'>, leads: Pick<LeadsService, 'replied' | 'callLogged'>) {
  events.on('message.sent', 'lead-first-reply', async (event) => {
    const { leadId, automated } = event.payload;
    if (leadId && !automated) await leads.replied(event.account_id, leadId, new Date(event.created_at));
  });

  // A call through the account's number (the calls module): one timeline line per call; a
  // connected one is the agent talking to the lead, so the clock stops at its end.
  events.on('call.logged', 'lead-call-logged', async (event) => {
    const p = event.payload;
    const at = new Date(p.endedAt);
    await leads.callLogged(
      event.account_id,
      p.leadId,
      p.callId,
      {
        body: [p.direction === 'inbound' ? 'Inbound call' : null, p.note].filter(Boolean).join(' · ') || null,
        callOutcome: p.outcome ? timelineOutcomeOf(p.outcome) : null,
        callDurationSeconds: p.durationSeconds,
      },
      at,
    );
    if (p.outcome === 'connected') await leads.replied(event.account_id, p.leadId, at);
  });
}
