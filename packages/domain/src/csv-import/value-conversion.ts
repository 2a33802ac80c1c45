import type { LeadQualification, LeadStatus } from './lead-fields';
import { formatMoney, parseMoneyAmount } from './money';
import type { PropertyImportStatus, PropertyType } from './property-fields';

/** Spec 001 §5: empty values become null (cells are trimmed first). */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Google Contacts puts several values in one cell separated by " ::: "; the first is the primary. */
export const GOOGLE_MULTI_VALUE_SEPARATOR = ':::';
export function primaryValue(value: string | null): string | null {
  if (value === null || !value.includes(GOOGLE_MULTI_VALUE_SEPARATOR)) return value;
  return emptyToNull(value.split(GOOGLE_MULTI_VALUE_SEPARATOR)[0]);
}

/** Counts: commas and spaces dropped, the leading whole number kept ("2,150" → 2150, "2.5" → 2, "3 beds" → 3). */
export function parseCount(value: string | null): number | null {
  const m = /^[+-]?\d+/.exec((value ?? '').replace(/[,\s]/g, ''));
  if (!m) return null;
  const n = Number(m[0]);
  return Number.isSafeInteger(n) ? n : null;
}

/** Spec 001 §5: true for true, yes, 1 or y (any case); any other text is false; empty is null. */
export function parseImportBoolean(value: string | null): boolean | null {
  const v = emptyToNull(value);
  if (v === null) return null;
  return ['true', 'yes', '1', 'y'].includes(v.toLowerCase());
}

/** Spec 001 §5: lists are comma-split (Google's " ::: " separates too); blanks and repeats dropped. */
export function splitList(value: string | null): string[] {
  if (value === null) return [];
  const items = value.split(/,|:::/).map((s) => s.trim()).filter(Boolean);
  return [...new Set(items)];
}

/** Spec 001 §5: property prices are numbers after stripping $ and commas (k/m suffixes read too). */
export function parseDollars(value: string | null): number | null {
  const amount = parseMoneyAmount(value);
  return amount === null ? null : Math.round(amount);
}

/** Spec 001 §5: other price, fees and tax fields become integer hundredths (x100). */
export function parseHundredths(value: string | null): number | null {
  const amount = parseMoneyAmount(value);
  return amount === null ? null : Math.round(amount * 100);
}

/** "ActiveUnderContract", "FOR_SALE", "Off-Market" → "active under contract", "for sale", "off market". */
export function normalizeWords(value: string): string {
  return value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_\-/.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const PROPERTY_TYPE_RULES: [RegExp, PropertyType][] = [
  [/\b(condo|condominium|condos|co op|coop)\b/, 'condo'],
  [/\b(townhouse|townhome|townhomes|townhouses|town house|town home|row house|rowhouse)\b/, 'townhouse'],
  [/\b(multi ?family|duplex|triplex|fourplex|quadplex|quadruplex|residential income|\d+ units?)\b/, 'multi_family'],
  [/\b(land|lot|lots|vacant|acreage|farm|ranch)\b/, 'land'],
  [/\b(commercial|business opportunity|office|retail|industrial|mixed use|warehouse)\b/, 'commercial'],
  [/\b(single ?family|residential|sfr|detached|house)\b/, 'single_family'],
];

/** Spec 001 §5 property type: single_family, condo, townhouse, multi_family, land, commercial, otherwise other. */
export function normalizePropertyType(value: string | null): PropertyType | null {
  if (value === null) return null;
  const words = normalizeWords(value);
  return PROPERTY_TYPE_RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'other';
}

const PROPERTY_STATUS_WORDS: Record<string, PropertyImportStatus> = {
  active: 'active', 'for sale': 'active', new: 'active', 'new listing': 'active', 'back on market': 'active', act: 'active',
  'price change': 'active', 'price reduced': 'active', reactivated: 'active', extended: 'active',
  pending: 'pending', pnd: 'pending', pend: 'pending', 'active under contract': 'pending', 'under contract': 'pending',
  contingent: 'pending', 'active contingent': 'pending', 'under agreement': 'pending', 'backup offer': 'pending',
  'sale pending': 'pending', 'pending continue to show': 'pending',
  sold: 'sold', closed: 'sold', 'recently sold': 'sold', sld: 'sold', cls: 'sold', leased: 'sold',
  'off market': 'off_market', withdrawn: 'off_market', expired: 'off_market', canceled: 'off_market', cancelled: 'off_market',
  hold: 'off_market', 'temporarily off market': 'off_market', 'temp off market': 'off_market', terminated: 'off_market',
  delete: 'off_market', deleted: 'off_market', exp: 'off_market', wdn: 'off_market', wth: 'off_market', tom: 'off_market',
  'coming soon': 'coming_soon', 'coming soon no show': 'coming_soon', cs: 'coming_soon',
};

/**
 * Spec 001 §5 status: active, pending, sold, off_market (off market, withdrawn), coming_soon,
 * otherwise active. Reads RESO StandardStatus in both spellings ("Active Under Contract" and
 * "ActiveUnderContract", Closed, Canceled, Expired, Hold, ComingSoon), portal words (FOR_SALE,
 * RECENTLY_SOLD) and common MLS abbreviations.
 */
export function normalizePropertyStatus(value: string | null): PropertyImportStatus | null {
  if (value === null) return null;
  return PROPERTY_STATUS_WORDS[normalizeWords(value)] ?? 'active';
}

const LEAD_STATUS_WORDS: Record<string, LeadStatus> = {
  hot: 'hot', warm: 'warm', cold: 'cold',
  high: 'hot', medium: 'warm', low: 'cold', qualified: 'hot', interested: 'warm', unqualified: 'cold', unknown: 'warm',
  normal: 'warm',
};

/** Spec 001 §5 lead status synonyms (plus Google's and Outlook's "Normal" priority, as medium). Other text is kept, and fails validation. */
export function normalizeLeadStatus(value: string | null): string | null {
  if (value === null) return null;
  return LEAD_STATUS_WORDS[value.trim().toLowerCase()] ?? value;
}

const QUALIFICATION_WORDS: Record<string, LeadQualification> = {
  pending: 'pending', qualified: 'qualified', prequalified: 'pre-qualified', notqualified: 'not-qualified',
  unqualified: 'not-qualified', unknown: 'pending',
};

/** Spec 001 §5 qualification synonyms ("pre qualified", unqualified, unknown), spaces, hyphens and underscores alike. */
export function normalizeQualification(value: string | null): string | null {
  if (value === null) return null;
  return QUALIFICATION_WORDS[value.toLowerCase().replace(/[\s_-]+/g, '')] ?? value;
}

/**
 * Spec 001 §5: the lead budget as a dollar-formatted string ("450k" → "$450,000"); a range keeps
 * both ends ("$300k-$400k" → "$300,000 - $400,000"). Zero is no budget; text that holds no amount
 * ("Flexible") is kept as written.
 */
export function normalizeBudget(value: string | null): string | null {
  const text = emptyToNull(value);
  if (text === null) return null;
  const single = parseMoneyAmount(text);
  if (single !== null) return Math.round(single) === 0 ? null : formatMoney(single);
  const range = /^(.+?)\s*(?:-|–|to)\s*(.+)$/i.exec(text);
  if (range) {
    const [low, high] = [parseMoneyAmount(range[1]), parseMoneyAmount(range[2])];
    if (low !== null && high !== null) return `${formatMoney(low)} - ${formatMoney(high)}`;
  }
  return text;
}

/** "None", "No" and "N/A" in a cooling column say there is no air conditioning. */
export function isNoneValue(value: string | null): boolean {
  return value !== null && ['none', 'no', 'n/a', 'na', 'not applicable'].includes(value.trim().toLowerCase());
}
