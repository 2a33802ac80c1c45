import { z } from 'zod';
import { isPropertyField, type DateField } from './date-triggers';
import { TriggerConfigSchema, type TriggerConfig } from './triggers';

// Before a trigger can start a flow (turning the flow on, or using a template), the agent is told
// how many leads it would put on the flow at once, and whether imports would start it too.

/** POST /api/triggers/preview: the settings of a trigger, saved or not. */
export const EnrolPreviewRequestSchema = z.object({ config: TriggerConfigSchema });
export type EnrolPreviewRequest = z.infer<typeof EnrolPreviewRequestSchema>;

/** Which of the account's leads a trigger reaches: what the server counts. */
export type EnrolReach =
  | { kind: 'new_leads'; onImport: boolean }
  | { kind: 'lead_events' }
  | { kind: 'tagged'; tag: string }
  | { kind: 'silent'; days: number }
  | { kind: 'dated'; field: Exclude<DateField, 'property_open_house'> };

export function enrolReach(config: TriggerConfig): EnrolReach {
  switch (config.kind) {
    case 'lead_created':
      return { kind: 'new_leads', onImport: config.via.includes('import') };
    case 'lead_status_changed':
    case 'lead_tag_added':
    case 'message_received':
      return { kind: 'lead_events' };
    case 'property_price_changed':
    case 'property_status_changed':
    case 'schedule':
      return { kind: 'tagged', tag: config.lead_tag };
    case 'lead_no_reply':
      return { kind: 'silent', days: config.days };
    case 'date_arrives':
      return isPropertyField(config.field)
        ? { kind: 'tagged', tag: config.lead_tag ?? '' }
        : { kind: 'dated', field: config.field as Exclude<DateField, 'property_open_house'> };
  }
}

/**
 * `enrol_now`: leads the flow starts for as soon as it is on (today only silent leads: the next
 * minute's check finds them all). `matching`: leads each firing reaches (tagged leads, leads with
 * the date on file), or null when it is one lead at a time. `on_import`: imports start it too.
 */
export type EnrolPreviewResponse = { enrol_now: number; matching: number | null; on_import: boolean; summary: string[] };

const leadsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;
const DATE_WORDS: Record<Exclude<DateField, 'property_open_house'>, string> = {
  lead_birthday: 'a birthday',
  lead_purchase_anniversary: 'a purchase date',
};
export const IMPORT_NOTE =
  'It also starts for every lead you import, unless the import is marked "Don\'t start automations for these leads".';

/** What the confirm step says, from the counts the server made. */
export function enrolPreview(config: TriggerConfig, counts: { now: number; matching: number | null }): EnrolPreviewResponse {
  const reach = enrolReach(config);
  const onImport = reach.kind === 'new_leads' && reach.onImport;
  const summary: string[] = [];
  switch (reach.kind) {
    case 'new_leads':
      summary.push('It puts no one on the flow now: it starts for each new lead as they come in.');
      if (onImport) summary.push(IMPORT_NOTE);
      break;
    case 'lead_events':
      summary.push('It puts no one on the flow now: it starts for a lead when this happens to them.');
      break;
    case 'tagged':
      summary.push(
        `It puts no one on the flow now. Each time it fires, it starts for the ${leadsWord(counts.matching ?? 0)} tagged "${reach.tag}".`,
      );
      break;
    case 'silent':
      summary.push(
        counts.now === 0
          ? `No lead has gone ${reach.days} days without replying: it puts no one on the flow now.`
          : `It puts ${leadsWord(counts.now)} on the flow at once: they have not replied in ${reach.days} days.`,
      );
      break;
    case 'dated':
      summary.push(
        `It puts no one on the flow now. ${leadsWord(counts.matching ?? 0)} ${(counts.matching ?? 0) === 1 ? 'has' : 'have'} ${DATE_WORDS[reach.field]} on file: each starts on the day.`,
      );
      break;
  }
  return { enrol_now: counts.now, matching: counts.matching, on_import: onImport, summary };
}
