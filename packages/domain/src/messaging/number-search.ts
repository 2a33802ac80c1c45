// Where Porchlight looks for an account's own texting number (decision 044): near the agent, by
// the area code and country of the phone in their profile.
import { toE164 } from './phone';

/** A search of Twilio's available numbers: a country (ISO 3166), its number type, and an area code where it has them. */
export type NumberSearch = { country: string; kind: 'Local' | 'Mobile'; areaCode?: string };

/** Canada's area codes; every other +1 number is searched in the United States. */
const CANADA = new Set(
  '204 226 236 249 250 263 289 306 343 354 365 367 368 382 403 416 418 428 431 437 438 450 468 474 506 514 519 548 579 581 584 587 604 613 639 647 672 683 705 709 742 753 778 780 782 807 819 825 867 873 879 902 905'.split(
    ' ',
  ),
);

/** Countries by calling code, outside North America. Texts there need a mobile number (a landline cannot take them). */
const MOBILE_COUNTRIES: Record<string, string> = {
  '44': 'GB',
  '353': 'IE',
  '61': 'AU',
  '64': 'NZ',
  '27': 'ZA',
  '49': 'DE',
  '33': 'FR',
  '34': 'ES',
  '39': 'IT',
  '31': 'NL',
  '32': 'BE',
  '41': 'CH',
  '43': 'AT',
  '45': 'DK',
  '46': 'SE',
  '47': 'NO',
  '351': 'PT',
  '52': 'MX',
};

/** The search for a phone's area (North America) or country; undefined for a number it cannot place. */
export function numberSearchOf(phone: string | null | undefined): NumberSearch | undefined {
  const e164 = toE164(phone);
  if (!e164) return undefined;
  if (e164.startsWith('+1')) {
    if (e164.length !== 12) return undefined;
    const areaCode = e164.slice(2, 5);
    return { country: CANADA.has(areaCode) ? 'CA' : 'US', kind: 'Local', areaCode };
  }
  const digits = e164.slice(1);
  for (const length of [3, 2]) {
    const country = MOBILE_COUNTRIES[digits.slice(0, length)];
    if (country) return { country, kind: 'Mobile' };
  }
  return undefined;
}

/** Where a number is looked for when neither the agent's phone nor the operator's number says. */
export const DEFAULT_NUMBER_SEARCH: NumberSearch = { country: 'US', kind: 'Local' };
