import type { TriggerConfig, TriggerKind } from '@porchlight/domain/automations/triggers';
import { isPropertyField, type DateField, type DateWhen } from '@porchlight/domain/automations/date-triggers';

/** The trigger form's fields, as typed (strings), for every kind at once. */
export type TriggerDraft = {
  name: string;
  flowId: string;
  kind: TriggerKind;
  /** lead_created: imported leads start the flow too (off: an imported book is not new inquiries). */
  imports: boolean;
  to: string;
  tag: string;
  direction: 'drop' | 'rise' | 'any';
  percent: string;
  amount: string;
  channel: 'any' | 'sms' | 'email';
  weekday: string;
  time: string;
  days: string;
  dateField: DateField;
  dateWhen: DateWhen;
  dateDays: string;
};

export const INITIAL_TRIGGER_DRAFT: TriggerDraft = {
  name: '',
  flowId: '',
  kind: 'lead_created',
  imports: false,
  to: '',
  tag: '',
  direction: 'drop',
  percent: '3',
  amount: '',
  channel: 'any',
  weekday: '1',
  time: '08:00',
  days: '3',
  dateField: 'lead_birthday',
  dateWhen: 'on',
  dateDays: '1',
};

/** The trigger's settings as the API takes them, from the form's strings. */
export function configOf(d: TriggerDraft): Record<string, unknown> {
  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  switch (d.kind) {
    case 'lead_created':
      return { kind: d.kind, via: d.imports ? ['form', 'api', 'import'] : ['form', 'api'] };
    case 'lead_status_changed':
      return { kind: d.kind, to: d.to || null };
    case 'lead_tag_added':
      return { kind: d.kind, tag: d.tag };
    case 'property_price_changed':
      return { kind: d.kind, direction: d.direction, min_percent: num(d.percent), min_amount: num(d.amount), lead_tag: d.tag };
    case 'property_status_changed':
      return { kind: d.kind, to: d.to || null, lead_tag: d.tag };
    case 'message_received':
      return { kind: d.kind, channel: d.channel };
    case 'lead_no_reply':
      return { kind: d.kind, days: Number(d.days) };
    case 'date_arrives':
      return {
        kind: d.kind,
        field: d.dateField,
        when: d.dateWhen,
        days: d.dateWhen === 'on' ? 0 : num(d.dateDays),
        time: d.time,
        lead_tag: isPropertyField(d.dateField) ? d.tag : null,
      };
    case 'schedule':
      return { kind: d.kind, weekday: Number(d.weekday), time: d.time, lead_tag: d.tag };
  }
}

/** A saved trigger back into the form (editing it). */
export function draftOf(trigger: { name: string; flow_id: string; config: TriggerConfig }): TriggerDraft {
  const c = trigger.config;
  const d: TriggerDraft = { ...INITIAL_TRIGGER_DRAFT, name: trigger.name, flowId: trigger.flow_id, kind: c.kind };
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  switch (c.kind) {
    case 'lead_created':
      return { ...d, imports: c.via.includes('import') };
    case 'lead_status_changed':
      return { ...d, to: c.to ?? '' };
    case 'lead_tag_added':
      return { ...d, tag: c.tag };
    case 'property_price_changed':
      return { ...d, direction: c.direction, percent: text(c.min_percent), amount: text(c.min_amount), tag: c.lead_tag };
    case 'property_status_changed':
      return { ...d, to: c.to ?? '', tag: c.lead_tag };
    case 'message_received':
      return { ...d, channel: c.channel };
    case 'lead_no_reply':
      return { ...d, days: String(c.days) };
    case 'date_arrives':
      return {
        ...d,
        dateField: c.field,
        dateWhen: c.when,
        dateDays: c.when === 'on' ? '1' : String(c.days),
        time: c.time,
        tag: c.lead_tag ?? '',
      };
    case 'schedule':
      return { ...d, weekday: String(c.weekday), time: c.time, tag: c.lead_tag };
  }
}
