import type { ValueStyle } from './import-format';
import type { LeadQualification, LeadStatus } from './lead-fields';
import { formatMoney, parseMoneyAmount } from './money';
import { parseDecimal } from './numbers';
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

type Decimal = ValueStyle['decimalSeparator'];

/**
 * Counts: the leading number in the file's style, its whole part kept ("2,150" → 2150, "2.5" → 2,
 * "1842.0" → 1842, "3 beds" → 3; in a comma-decimal file "2.150" → 2150 and "2,5" → 2).
 */
export function parseCount(value: string | null, decimalSeparator: Decimal = '.'): number | null {
  const m = /^[+-]?[\d.,'\s\u00a0\u202f]*\d/.exec((value ?? '').trim().replace(/^[$€£]\s*/, ''));
  if (!m) return null;
  const n = parseDecimal(m[0].trim(), decimalSeparator);
  if (n === null) return null;
  const whole = Math.trunc(n);
  return Number.isSafeInteger(whole) ? whole + 0 : null;
}

/** A count a listing may give in halves (bathrooms: "2.5" → 2.5, "3 baths" → 3), rounded to one decimal. */
export function parseTenths(value: string | null, decimalSeparator: Decimal = '.'): number | null {
  const m = /^[+-]?[\d.,'\s\u00a0\u202f]*\d/.exec((value ?? '').trim());
  if (!m) return null;
  const n = parseDecimal(m[0].trim(), decimalSeparator);
  if (n === null || !Number.isFinite(n)) return null;
  return Math.round(n * 10) / 10 + 0;
}

/** Spec 001 §5: true for true, yes, 1 or y (any case); any other text is false; empty is null. */
export function parseImportBoolean(value: string | null): boolean | null {
  const v = emptyToNull(value);
  if (v === null) return null;
  return ['true', 'yes', '1', 'y'].includes(v.toLowerCase());
}

const unquote = (item: string) =>
  item
    .trim()
    .replace(/^(["'])(.*)\1$/s, '$2')
    .trim();

/**
 * Spec 001 §5: lists are comma-split (Google's " ::: " separates too); blanks and repeats dropped.
 * Cells written as lists by scripts read as their items: ["a","b"], ['a', 'b'], 'a', 'b'.
 */
export function splitList(value: string | null): string[] {
  if (value === null) return [];
  const text = value.trim().replace(/^\[(.*)\]$/s, '$1');
  const items = text.split(/,|:::/).map(unquote).filter(Boolean);
  return [...new Set(items)];
}

/** Spec 001 §5: property prices are numbers after stripping $ and thousands separators (k/m suffixes read too). */
export function parseDollars(value: string | null, decimalSeparator: Decimal = '.'): number | null {
  const amount = parseMoneyAmount(value, decimalSeparator);
  return amount === null ? null : Math.round(amount);
}

/** Spec 001 §5: other price, fees and tax fields become integer hundredths (x100). */
export function parseHundredths(value: string | null, decimalSeparator: Decimal = '.'): number | null {
  const amount = parseMoneyAmount(value, decimalSeparator);
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

/**
 * The property type codes MLS spreadsheets write in a Type column (issue 50): Matrix's SF/CO/TH,
 * Paragon's RES/CND/MUL/LND, the classes of RESO's PropertyType (RESI, RINC, COMS). Whole values only.
 */
export const PROPERTY_TYPE_CODES: Record<string, PropertyType> = {
  sf: 'single_family',
  sfr: 'single_family',
  sfd: 'single_family',
  res: 'single_family',
  resi: 'single_family',
  co: 'condo',
  cnd: 'condo',
  con: 'condo',
  th: 'townhouse',
  twn: 'townhouse',
  ths: 'townhouse',
  mf: 'multi_family',
  mul: 'multi_family',
  mfr: 'multi_family',
  rinc: 'multi_family',
  ld: 'land',
  lnd: 'land',
  lan: 'land',
  vl: 'land',
  com: 'commercial',
  coms: 'commercial',
  ci: 'commercial',
  cml: 'commercial',
  mh: 'other',
  mob: 'other',
};

/** Spec 001 §5 property type: single_family, condo, townhouse, multi_family, land, commercial, otherwise other. */
export function normalizePropertyType(value: string | null): PropertyType | null {
  if (value === null) return null;
  const words = normalizeWords(value);
  const coded = PROPERTY_TYPE_CODES[words];
  if (coded) return coded;
  return PROPERTY_TYPE_RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'other';
}

const PROPERTY_STATUS_WORDS: Record<string, PropertyImportStatus> = {
  active: 'active',
  'for sale': 'active',
  new: 'active',
  'new listing': 'active',
  'back on market': 'active',
  act: 'active',
  'price change': 'active',
  'price reduced': 'active',
  reactivated: 'active',
  extended: 'active',
  pending: 'pending',
  pnd: 'pending',
  pend: 'pending',
  'active under contract': 'pending',
  'under contract': 'pending',
  contingent: 'pending',
  'active contingent': 'pending',
  'under agreement': 'pending',
  'backup offer': 'pending',
  'sale pending': 'pending',
  'pending continue to show': 'pending',
  sold: 'sold',
  closed: 'sold',
  'recently sold': 'sold',
  sld: 'sold',
  cls: 'sold',
  leased: 'sold',
  'off market': 'off_market',
  withdrawn: 'off_market',
  expired: 'off_market',
  canceled: 'off_market',
  cancelled: 'off_market',
  hold: 'off_market',
  'temporarily off market': 'off_market',
  'temp off market': 'off_market',
  terminated: 'off_market',
  delete: 'off_market',
  deleted: 'off_market',
  exp: 'off_market',
  wdn: 'off_market',
  wth: 'off_market',
  tom: 'off_market',
  'coming soon': 'coming_soon',
  'coming soon no show': 'coming_soon',
  cs: 'coming_soon',
  // MLS status codes as Matrix, Paragon, Flexmls and Navica boards print them (A, P, S, X, W, E, U ...).
  a: 'active',
  nw: 'active',
  bom: 'active',
  ext: 'active',
  pcg: 'active',
  rac: 'active',
  'back on mkt': 'active',
  ac: 'pending',
  ao: 'pending',
  auc: 'pending',
  ako: 'pending',
  ctg: 'pending',
  cont: 'pending',
  p: 'pending',
  ps: 'pending',
  pb: 'pending',
  po: 'pending',
  u: 'pending',
  uc: 'pending',
  ua: 'pending',
  uag: 'pending',
  ucs: 'pending',
  b: 'pending',
  'active option contract': 'pending',
  'active kick out': 'pending',
  'pending taking backups': 'pending',
  'under contract show': 'pending',
  'under contract no show': 'pending',
  'under contract continue to show': 'pending',
  'pending inspection': 'pending',
  s: 'sold',
  cl: 'sold',
  clsd: 'sold',
  lsd: 'sold',
  rented: 'sold',
  'sold closed': 'sold',
  x: 'off_market',
  xp: 'off_market',
  e: 'off_market',
  w: 'off_market',
  wd: 'off_market',
  t: 'off_market',
  term: 'off_market',
  can: 'off_market',
  canc: 'off_market',
  cncl: 'off_market',
  cxl: 'off_market',
  h: 'off_market',
  del: 'off_market',
  om: 'off_market',
  inactive: 'off_market',
  'cancelled withdrawn': 'off_market',
  'withdrawn conditionally': 'off_market',
  cso: 'coming_soon',
  'coming soon ns': 'coming_soon',
  'pre market': 'coming_soon',
  'pre marketing': 'coming_soon',
  'off market status': 'off_market', // Zillow's OFF_MARKET with a suffix some exports add
};

/**
 * "C" is Closed in some MLSs and Canceled in others (Matrix boards such as CRMLS and MLSListings):
 * the row decides: with a close price or close date it was sold, otherwise it is off the market.
 */
export const AMBIGUOUS_CLOSED_CODES = new Set(['c']);

/** The status a value names (any spelling or code above), or null when it names none. */
export function knownPropertyStatus(value: string | null): PropertyImportStatus | null {
  if (value === null) return null;
  const words = normalizeWords(value);
  if (AMBIGUOUS_CLOSED_CODES.has(words)) return 'off_market';
  return PROPERTY_STATUS_WORDS[words] ?? null;
}

/**
 * Spec 001 §5 status: active, pending, sold, off_market (off market, withdrawn), coming_soon,
 * otherwise active. Reads RESO StandardStatus in both spellings ("Active Under Contract" and
 * "ActiveUnderContract", Closed, Canceled, Expired, Hold, ComingSoon), portal words (FOR_SALE,
 * RECENTLY_SOLD) and MLS status codes (A, ACT, P, PS, PND, U, S, SLD, X, W, E, CS, ...).
 */
export function normalizePropertyStatus(value: string | null): PropertyImportStatus | null {
  if (value === null) return null;
  return knownPropertyStatus(value) ?? 'active';
}

const LEAD_STATUS_WORDS: Record<string, LeadStatus> = {
  hot: 'hot',
  warm: 'warm',
  cold: 'cold',
  high: 'hot',
  medium: 'warm',
  low: 'cold',
  qualified: 'hot',
  interested: 'warm',
  unqualified: 'cold',
  unknown: 'warm',
  normal: 'warm',
};

/** Spec 001 §5 lead status synonyms (plus Google's and Outlook's "Normal" priority, as medium). Other text is kept, and fails validation. */
export function normalizeLeadStatus(value: string | null): string | null {
  if (value === null) return null;
  return LEAD_STATUS_WORDS[value.trim().toLowerCase()] ?? value;
}

/** The temperature a value names (hot, warm, cold or a spec synonym), or null. */
export function leadTemperature(value: string | null): LeadStatus | null {
  return value === null ? null : (LEAD_STATUS_WORDS[value.trim().toLowerCase()] ?? null);
}

/**
 * Pipeline stages CRMs keep in their "Status" column (Follow Up Boss, kvCORE/BoldTrail, Top
 * Producer, Salesforce's Lead Status, HubSpot's lifecycle stage). They say where the agent is
 * with the person, not how hot the lead is: an import keeps them as tags.
 */
const PIPELINE_STAGES = new Set([
  'new',
  'new lead',
  'lead',
  'active',
  'active lead',
  'active client',
  'prospect',
  'prospects',
  'contacted',
  'attempted contact',
  'attempting contact',
  'attempted to contact',
  'appointment set',
  'appointment',
  'showing',
  'showings',
  'met',
  'met with',
  'nurture',
  'nurturing',
  'long term nurture',
  'watch',
  'sphere',
  'soi',
  'past client',
  'past clients',
  'client',
  'customer',
  'closed',
  'under contract',
  'pending',
  'trash',
  'archived',
  'archive',
  'do not contact',
  'dnc',
  'engaged',
  'unresponsive',
  'working',
  'open',
  'open not contacted',
  'working contacted',
  'closed converted',
  'closed not converted',
  'subscriber',
  'marketing qualified lead',
  'marketingqualifiedlead',
  'sales qualified lead',
  'salesqualifiedlead',
  'opportunity',
  'evangelist',
  'other',
  'inactive',
  'agent',
  'vendor',
  'lost',
  'won',
  'not interested',
  'unsubscribed',
  'cleaned',
  'subscribed',
  'spoke with customer',
  'qualifying',
  'in progress',
  'connected',
  'bad timing',
  'attempted to contact',
  'listing agreement',
  'buyer agreement',
  'offer submitted',
  'in escrow',
  'sold',
]);

/** True for a CRM pipeline stage ("Active Lead", "Sphere", "Nurture", "Past Client"). */
export function isPipelineStage(value: string | null): boolean {
  if (value === null) return false;
  return PIPELINE_STAGES.has(normalizeWords(value)) || PIPELINE_STAGES.has(normalizeWords(value).replace(/ - /g, ' '));
}

const QUALIFICATION_WORDS: Record<string, LeadQualification> = {
  pending: 'pending',
  qualified: 'qualified',
  prequalified: 'pre-qualified',
  notqualified: 'not-qualified',
  unqualified: 'not-qualified',
  unknown: 'pending',
  // A "Pre-approved?" column answers yes or no: pre-approval is a lender's check, so yes is qualified; no is not yet.
  preapproved: 'qualified',
  yes: 'qualified',
  y: 'qualified',
  true: 'qualified',
  cash: 'qualified',
  no: 'pending',
  n: 'pending',
  false: 'pending',
  notpreapproved: 'pending',
  notyet: 'pending',
};

/** Spec 001 §5 qualification synonyms ("pre qualified", unqualified, unknown), spaces, hyphens and underscores alike. */
export function normalizeQualification(value: string | null): string | null {
  if (value === null) return null;
  return QUALIFICATION_WORDS[value.toLowerCase().replace(/[\s_?!.-]+/g, '')] ?? value;
}

/**
 * Spec 001 §5: the lead budget as a dollar-formatted string ("450k" → "$450,000"); a range keeps
 * both ends ("$300k-$400k" → "$300,000 - $400,000"). Zero is no budget; text that holds no amount
 * ("Flexible") is kept as written.
 */
export function normalizeBudget(value: string | null, decimalSeparator: Decimal = '.'): string | null {
  const text = emptyToNull(value);
  if (text === null) return null;
  const single = parseMoneyAmount(text, decimalSeparator);
  if (single !== null) return Math.round(single) === 0 ? null : formatMoney(single);
  const range = /^(.+?)\s*(?:-|–|to)\s*(.+)$/i.exec(text);
  if (range) {
    const [low, high] = [parseMoneyAmount(range[1], decimalSeparator), parseMoneyAmount(range[2], decimalSeparator)];
    if (low !== null && high !== null) return `${formatMoney(low)} - ${formatMoney(high)}`;
  }
  return text;
}

/** "None", "No" and "N/A" in a cooling column say there is no air conditioning. */
export function isNoneValue(value: string | null): boolean {
  return value !== null && ['none', 'no', 'n/a', 'na', 'not applicable'].includes(value.trim().toLowerCase());
}
