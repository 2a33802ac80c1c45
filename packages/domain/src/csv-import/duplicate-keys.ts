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
  street: 'st', avenue: 'ave', av: 'ave', road: 'rd', drive: 'dr', lane: 'ln', boulevard: 'blvd', court: 'ct', place: 'pl',
  terrace: 'ter', circle: 'cir', highway: 'hwy', parkway: 'pkwy', square: 'sq', trail: 'trl', point: 'pt', crossing: 'xing',
  north: 'n', south: 's', east: 'e', west: 'w', northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
  apartment: 'unit', apt: 'unit', suite: 'unit', ste: 'unit', number: 'unit', no: 'unit',
};

const STATES: Record<string, string> = {
  alabama: 'al', alaska: 'ak', arizona: 'az', arkansas: 'ar', california: 'ca', colorado: 'co', connecticut: 'ct', delaware: 'de',
  'district of columbia': 'dc', florida: 'fl', georgia: 'ga', hawaii: 'hi', idaho: 'id', illinois: 'il', indiana: 'in', iowa: 'ia',
  kansas: 'ks', kentucky: 'ky', louisiana: 'la', maine: 'me', maryland: 'md', massachusetts: 'ma', michigan: 'mi', minnesota: 'mn',
  mississippi: 'ms', missouri: 'mo', montana: 'mt', nebraska: 'ne', nevada: 'nv', 'new hampshire': 'nh', 'new jersey': 'nj',
  'new mexico': 'nm', 'new york': 'ny', 'north carolina': 'nc', 'north dakota': 'nd', ohio: 'oh', oklahoma: 'ok', oregon: 'or',
  pennsylvania: 'pa', 'rhode island': 'ri', 'south carolina': 'sc', 'south dakota': 'sd', tennessee: 'tn', texas: 'tx', utah: 'ut',
  vermont: 'vt', virginia: 'va', washington: 'wa', 'west virginia': 'wv', wisconsin: 'wi', wyoming: 'wy', 'puerto rico': 'pr',
};

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
export function addressKey(address: string | null | undefined, city: string | null | undefined, state: string | null | undefined): string | null {
  const street = words(address).map((w) => STREET_WORDS[w] ?? w).join(' ');
  if (!street) return null;
  const stateWords = words(state).join(' ');
  return [street, words(city).join(' '), STATES[stateWords] ?? stateWords].join('|');
}
