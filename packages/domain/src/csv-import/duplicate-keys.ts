import { US_STATES } from './us-states';

/**
 * How an import recognises a record the agent already has (or an earlier row of the same file):
 * leads by e-mail or phone, properties by MLS number or normalised address.
 */

export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key.includes('@') ? key : null;
}

/** Digits only, a leading US country code dropped; fewer than 7 digits is not a phone number. */
export function phoneKey(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : null;
}

export function mlsKey(mlsNumber: string | null | undefined): string | null {
  const key = (mlsNumber ?? '').replace(/\s+/g, '').toUpperCase();
  return key === '' ? null : key;
}

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  highway: 'hwy',
  parkway: 'pkwy',
  square: 'sq',
  trail: 'trl',
  point: 'pt',
  crossing: 'xing',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'unit',
  apt: 'unit',
  suite: 'unit',
  ste: 'unit',
  number: 'unit',
  no: 'unit',
};

/** State names and codes alike become the lower-case code. */
const STATES: Record<string, string> = Object.fromEntries(Object.entries(US_STATES).map(([name, code]) => [name, code.toLowerCase()]));

const words = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/#/g, ' unit ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * "123 North Main Street, Apt 4" in "Austin, Texas" and "123 N Main St #4" in "austin, TX" give
 * the same key: lower case, punctuation gone, street words and state names abbreviated.
 */
export function addressKey(
  address: string | null | undefined,
  city: string | null | undefined,
  state: string | null | undefined,
): string | null {
  const street = words(address)
    .map((w) => STREET_WORDS[w] ?? w)
    .join(' ');
  if (!street) return null;
  const stateWords = words(state).join(' ');
  return [street, words(city).join(' '), STATES[stateWords] ?? stateWords].join('|');
}

/** The key columns a property carries (every write keeps them): the import finds duplicates through their index. */
export function propertyKeyColumns(values: {
  mls_number?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
}) {
  return { mls_key: mlsKey(values.mls_number), address_key: addressKey(values.address, values.city, values.state) };
}

/** The key columns a lead carries: the import and inbound messages find a lead through their index. */
export function leadKeyColumns(values: { email?: string | null; phone?: string | null }) {
  return { email_key: emailKey(values.email), phone_key: phoneKey(values.phone) };
}
