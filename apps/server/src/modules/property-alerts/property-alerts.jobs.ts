import type { EventLog } from '../../events/event-log.ts';
import type { PropertyAlertsService } from './property-alerts.service.ts';

/**
 * A property added or changed (by hand, the API, or an import) is matched against the account's
 * saved searches in one statement; a listing messaging could not send to the lead is told to the agent.
 */
export function definePropertyAlertReactions(events: EventLog, alerts: PropertyAlertsService) {
  // The reactions keep their first names: jobs already queued under them still find them.
  events.on(['property.created', 'property.price_changed', 'property.status_changed'], 'automations-property-alerts', (event) =>
    alerts.propertyChanged(event.account_id, event.subject_id),
  );
  events.on('import.completed', 'automations-property-alerts-import', async (event) => {
    if (event.payload.entity === 'properties') await alerts.importWrote(event.account_id, event.subject_id);
  });
  events.on('message.request_failed', 'property-alerts-send-refused', async (event) => {
    const { origin, reason } = event.payload;
    if (origin?.kind === 'alert') await alerts.sendRefused(origin.alertId, origin.propertyId, reason);
  });
}
