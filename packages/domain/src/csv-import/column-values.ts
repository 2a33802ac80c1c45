import type { ImportEntity } from './import-constants';
import { parseImportDate } from './import-dates';
import type { ValueStyle } from './import-format';
import { parseMoneyAmount } from './money';
import { parseDecimal } from './numbers';
import { isEmptyMarker, parseObjectCell, stateCode, withoutFormulaGuard } from './cell-values';
import { isPipelineStage, knownPropertyStatus, leadTemperature, normalizePropertyType } from './value-conversion';

/** The filled cells of one column in the sample (empty markers such as "nan" left out). */
export function columnSample(records: readonly (readonly string[])[], index: number, limit = 100): string[] {
  const values: string[] = [];
  for (const record of records) {
    const cell = withoutFormulaGuard((record[index] ?? '').trim());
    if (cell !== '' && !isEmptyMarker(cell) && cell !== 'None') values.push(cell);
    if (values.length >= limit) break;
  }
  return values;
}

const digitCount = (v: string) => v.replace(/\D/g, '').length;
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
export const looksLikePhone = (v: string) =>
  !looksLikeEmail(v) && /^(p:|tel:)?[\d\s()+.\-/x]+$/i.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15 && parseImportDate(v) === null;
const number = (v: string, style: ValueStyle) => parseDecimal(v.replace(/^[$€£]|[$€£]$/g, '').trim(), style.decimalSeparator);
const between = (min: number, max: number) => (v: string, style: ValueStyle) => {
  const n = number(v, style);
  return n !== null && n >= min && n <= max;
};
const money = (min: number) => (v: string, style: ValueStyle) => {
  const n = parseMoneyAmount(v, style.decimalSeparator);
  return n !== null && n >= min;
};
const hasLetter = (v: string) => /\p{L}/u.test(v);
/** A short code such as an MLS area ("7", "12A", "N1", "SW"): not a place name nor a size. */
const isCode = (v: string) => /^(?=.*\d)[A-Z0-9-]{1,5}$/i.test(v) || /^[A-Z]{1,2}$/i.test(v);

type Fit = (value: string, style: ValueStyle) => boolean;
const count = between(0, 99);
const FITS: Record<string, Fit> = {
  email: looksLikeEmail,
  agent_email: looksLikeEmail,
  phone: looksLikePhone,
  agent_phone: looksLikePhone,
  current_price: money(1000),
  listing_price: money(1000),
  last_sold_price: money(1000),
  tax_assessed_value: money(1),
  annual_tax_amount: money(0),
  hoa_fees: money(0),
  price_per_sqft: money(1),
  bedrooms: count,
  bathrooms: count,
  garage_spaces: count,
  parking_spaces: count,
  stories: count,
  sqft: between(100, 200_000),
  square_feet: between(100, 2_000_000),
  basement_sqft: between(0, 200_000),
  year_built: between(1600, 2200),
  days_on_market: between(0, 40_000),
  zipcode: (v) => /^\d{5}(-?\d{4})?$|^\d{3,4}$|^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(v),
  postal_code: (v) => /^\d{5}(-?\d{4})?$|^\d{3,4}$|^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(v),
  state: (v) => stateCode(v) !== null || (/^[\p{L} .'-]{2,30}$/u.test(v) && !isCode(v)) || /^[A-Z]{2}$/.test(v),
  city: (v) => hasLetter(v) && !/\d{3,}/.test(v) && !isCode(v),
  address: (v) => parseObjectCell(v) !== null || (hasLetter(v) && /\s/.test(v) && !looksLikeEmail(v) && !/^https?:/i.test(v)),
  street_name: (v) => hasLetter(v) && !looksLikeEmail(v),
  mls_number: (v) => /\d/.test(v) && !/\s.*\s/.test(v) && v.length <= 30,
  property_type: (v) =>
    normalizePropertyType(v) !== 'other' ||
    /\b(other|mobile|manufactured|apartment|rental|lease)\b/i.test(v) ||
    /^(mh|mob)$/i.test(v.trim()),
  status: (v) => knownPropertyStatus(v) !== null,
  listing_status: (v) => knownPropertyStatus(v) !== null,
  location: (v) => hasLetter(v) && !isCode(v) && !looksLikeEmail(v),
  name: (v) => hasLetter(v) && !looksLikeEmail(v),
  first_name: (v) => hasLetter(v) && !looksLikeEmail(v),
  last_name: (v) => hasLetter(v) && !looksLikeEmail(v),
  lead_status: (v) => leadTemperature(v) !== null,
  lead_type: (v) => hasLetter(v) && !looksLikeEmail(v) && !isCode(v),
  listing_url: (v) => /^(https?:\/\/|www\.)/i.test(v) || /^=HYPERLINK\(/i.test(v),
  virtual_tour_url: (v) => /^(https?:\/\/|www\.)/i.test(v),
};
for (const f of ['listing_date', 'original_listing_date', 'last_sold_date', 'open_house_date'])
  FITS[f] = (v, style) => parseImportDate(v, style.dateOrder) !== null;

/** The rule a column's values are held to for a target; lead status is the temperature, not the property status. */
function fitFor(entity: ImportEntity, target: string): Fit | undefined {
  if (entity === 'leads' && target === 'status') return FITS.lead_status;
  if (entity === 'leads' && (target === 'address' || target === 'state')) return FITS[target === 'state' ? 'state' : 'location'];
  return FITS[target];
}

/**
 * True when a column's sample values say it is not what its header suggests: fewer than half of
 * them fit the target ("Area" holding MLS area codes is no living area, "Status" holding "Sphere"
 * is no temperature). No values, or a target with no rule, contradict nothing.
 */
export function valuesContradict(entity: ImportEntity, target: string, values: readonly string[], style: ValueStyle): boolean {
  const fit = fitFor(entity, target);
  if (!fit || values.length === 0) return false;
  const fitting = values.filter((v) => fit(v, style)).length;
  return fitting * 2 < values.length;
}

/** Most of a column's values are CRM pipeline stages ("Active Lead", "Sphere", "Nurture"). */
export const holdsPipelineStages = (values: readonly string[]) =>
  values.length > 0 && values.filter((v) => isPipelineStage(v)).length * 2 > values.length;

/** The kind of contact detail a column holds by its values alone (for columns no header names), or null. */
export function contactKind(values: readonly string[]): 'email' | 'phone' | null {
  if (values.length === 0) return null;
  const share = (test: (v: string) => boolean) => values.filter(test).length / values.length;
  if (share(looksLikeEmail) >= 0.8) return 'email';
  if (share(looksLikePhone) >= 0.8) return 'phone';
  return null;
}
