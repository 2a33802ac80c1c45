/** Spec 001 §3/§5: a lead's temperature and qualification; either may be empty. */
export const LEAD_STATUSES = ['hot', 'warm', 'cold'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_QUALIFICATIONS = ['pending', 'qualified', 'pre-qualified', 'not-qualified'] as const;
export type LeadQualification = (typeof LEAD_QUALIFICATIONS)[number];

export const LEAD_STATUS_MESSAGE = 'Status must be hot, warm, cold or empty';
export const LEAD_QUALIFICATION_MESSAGE = 'Qualification must be pending, qualified, pre-qualified, not-qualified or empty';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };
export const LEAD_QUALIFICATION_LABELS: Record<LeadQualification, string> = {
  pending: 'Pending',
  qualified: 'Qualified',
  'pre-qualified': 'Pre-qualified',
  'not-qualified': 'Not qualified',
};

export const isLeadStatus = (v: unknown): v is LeadStatus => typeof v === 'string' && (LEAD_STATUSES as readonly string[]).includes(v);
export const isLeadQualification = (v: unknown): v is LeadQualification =>
  typeof v === 'string' && (LEAD_QUALIFICATIONS as readonly string[]).includes(v);

/** The chip for a lead's status: label plus tone; null when the lead has none. */
export function leadStatusChip(status: string | null | undefined): { label: string; tone: 'hot' | 'warm' | 'cold' } | null {
  return isLeadStatus(status) ? { label: LEAD_STATUS_LABELS[status], tone: status } : null;
}
