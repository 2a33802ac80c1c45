import { displayPhone } from '@porchlight/domain/leads/phone-display';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@porchlight/domain/leads/lead-status';
import type { DuplicateLeadResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { MERGE_CHOICE_FIELDS, type MergeChoiceField } from '@porchlight/domain/lead-duplicates/merge-values';

/** The merge screen's words for each field the agent chooses. */
export const MERGE_FIELD_LABELS: Record<MergeChoiceField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  stageId: 'Stage',
  assignedUserId: 'Assigned to',
  status: 'Status',
  qualification: 'Qualification',
  location: 'Location',
  budget: 'Budget',
  timeline: 'Timeline',
  source: 'Source',
  leadType: 'Lead type',
  preferredContact: 'Preferred contact',
  bestTime: 'Best time',
  platform: 'Platform',
  birthday: 'Birthday',
  purchaseDate: 'Purchase date',
  dealValue: 'Deal value',
  expectedCloseDate: 'Expected close',
};

/** A lead's value of a field as the agent reads it (the stage's and the teammate's names, not ids). */
export function shownValue(lead: DuplicateLeadResponse, field: MergeChoiceField): string | null {
  switch (field) {
    case 'stageId':
      return lead.stageName;
    case 'assignedUserId':
      return lead.assignedUserId ? (lead.assignedName ?? 'A teammate') : null;
    case 'phone':
      return displayPhone(lead.phone);
    case 'status':
      return lead.status ? (LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status) : null;
    case 'dealValue':
      return lead.dealValue === null ? null : `$${lead.dealValue.toLocaleString('en-US')}`;
    default:
      return lead[field] || null;
  }
}

/**
 * The fields worth asking about: two leads or more hold different values. Where they agree, or
 * one lead alone has a value, the merge keeps it without a question (the preview shows it).
 */
export function conflictingFields(leads: readonly DuplicateLeadResponse[]): MergeChoiceField[] {
  return MERGE_CHOICE_FIELDS.filter((field) => {
    const values = new Set(leads.map((l) => l[field]).filter((v) => v !== null && v !== ''));
    return values.size > 1;
  });
}
