import { US_STATES } from './us-states';
import { FORMULA_TRIGGERS } from '../export/csv';

/**
 * What spreadsheets, pandas and JSON dumps write for "no value": NaN, null, undefined, Excel's
 * error values, empty lists and objects. They are empty cells, never an address or a name.
 */
const EMPTY_MARKERS = new Set(['nan', 'null', 'undefined', '[]', '{}', '#n/a', '#value!', '#ref!', '#name?', '#div/0!', 'n/a#']);
export const isEmptyMarker = (value: string) => EMPTY_MARKERS.has(value.trim().toLowerCase());

/** Python's None is also "no value", but "None" in a cooling or pets column is an answer: only identity fields drop it. */
export const isPythonNone = (value: string) => value.trim() === 'None';

/**
 * A phone as lead forms export it: Meta writes "p:+15555550123", links "tel:+1-555-...", pandas
 * "5555550123.0". The prefix and a float's ".0" go; the number keeps the file's formatting.
 */
export function cleanPhone(value: string | null): string | null {
  if (value === null) return null;
  const text = value
    .trim()
    .replace(/^(p|tel|phone|mobile|cell|m|h|w)\s*:\s*/i, '')
    .replace(/^(\+?\d{7,15})\.0$/, '$1');
  return text === '' ? null : text;
}

/** One value of a Python dict or JSON object written into a cell: {'street': '12 Oak St', "city": "Austin"}. */
export function parseObjectCell(value: string): Record<string, string> | null {
  const text = value.trim();
  if (!/^\{.*\}$/s.test(text)) return null;
  const fields: Record<string, string> = {};
  const pair = /['"]([\w ]+)['"]\s*:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?))/g;
  for (let m = pair.exec(text); m; m = pair.exec(text)) {
    const key = m[1]!.toLowerCase().replace(/[\s_]/g, '');
    const v = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (v) fields[key] = v;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

const pick = (fields: Record<string, string>, keys: string[]) => keys.map((k) => fields[k]).find((v) => v !== undefined) ?? null;

export type AddressParts = { street: string | null; city: string | null; state: string | null; zip: string | null };

/** The address held in an object cell (Zillow and RapidAPI dumps); null when the object names no street. */
export function addressFromObjectCell(value: string): AddressParts | null {
  const fields = parseObjectCell(value);
  if (!fields) return null;
  return {
    street: pick(fields, ['streetaddress', 'street', 'address', 'line1', 'address1', 'addressline1', 'line']),
    city: pick(fields, ['city', 'locality', 'town']),
    state: pick(fields, ['state', 'stateorprovince', 'region', 'statecode']),
    zip: pick(fields, ['zipcode', 'zip', 'postalcode', 'postcode']),
  };
}

const STATE_CODES = new Set(Object.values(US_STATES));

/** A US state as its two-letter code ("TX", "Texas", "tx"), or null when the text is not one. */
export function stateCode(text: string): string | null {
  const t = text.trim().replace(/\.$/, '');
  if (/^[a-z]{2}$/i.test(t) && STATE_CODES.has(t.toUpperCase())) return t.toUpperCase();
  return US_STATES[t.toLowerCase()] ?? null;
}

const ZIP = /^\d{5}(?:-\d{4})?$/;

/**
 * City, state and ZIP read from a one-line address: "123 Main St, Austin, TX 78701",
 * "123 Main St, Austin, Texas", "123 Main St, Austin TX 78701", "..., Austin, TX, 78701, USA".
 * Null parts when the address does not carry them (a street alone says nothing).
 */
export function splitAddress(address: string): Omit<AddressParts, 'street'> {
  const none = { city: null, state: null, zip: null };
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1 && /^(usa?|united states( of america)?)$/i.test(parts[parts.length - 1]!)) parts.pop();
  if (parts.length < 2) return none;
  let zip: string | null = null;
  if (ZIP.test(parts[parts.length - 1]!)) zip = parts.pop()!;
  if (parts.length < 2) return none;
  const last = parts[parts.length - 1]!;
  // "TX 78701", "Texas 78701", "TX"
  const stateZip = /^(.+?)\s+(\d{5}(?:-\d{4})?)$/.exec(last);
  const stateText = stateZip ? stateZip[1]! : last;
  const state = stateCode(stateText);
  if (state) {
    zip ??= stateZip?.[2] ?? null;
    const city = parts.length >= 3 ? parts[parts.length - 2]! : null;
    return { city, state, zip };
  }
  // "Austin TX 78701" (no comma before the state)
  const cityStateZip = /^(.+?)\s+([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(last);
  if (cityStateZip && stateCode(cityStateZip[2]!)) {
    return { city: cityStateZip[1]!, state: stateCode(cityStateZip[2]!), zip: zip ?? cityStateZip[3] ?? null };
  }
  return { ...none, zip };
}

/** An apostrophe an export put before a formula character (ours, as OWASP advises) is not part of the value. */
const FORMULA_GUARD = new RegExp(`^'[${FORMULA_TRIGGERS.join('').replace(/[-\\\]^]/g, '\\$&')}]`);
export const withoutFormulaGuard = (value: string) => (FORMULA_GUARD.test(value) ? value.slice(1) : value);
