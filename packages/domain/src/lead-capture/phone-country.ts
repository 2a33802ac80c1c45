import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { countryName } from './text-countries';

// Reading a number's country and kind with libphonenumber-js (Google's metadata, the "max" set,
// which knows premium-rate ranges). Server-side only: the web app imports `text-countries.ts`.

/** The country an E.164 number belongs to ("+18765550100" is JM, not US), or null when it is in none or is no number. */
export function phoneCountry(e164: string | null | undefined): string | null {
  if (!e164) return null;
  const parsed = parsePhoneNumberFromString(e164);
  // A number no country claims (a +1 555 stand-in) is its calling code's main country's.
  return parsed?.country ?? parsed?.getPossibleCountries()[0] ?? null;
}

/** Numbers that charge the sender or are shared-cost: a text there earns someone money. */
export function isPremiumRate(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === 'PREMIUM_RATE' || type === 'SHARED_COST';
}

/**
 * Why an automatic text to a stranger's number may not go, or null when it may: premium-rate
 * numbers never, and otherwise only the agent's own country (their texting number's) and the
 * countries they added.
 */
export function automaticTextRefusal(to: string, allowed: { ownCountry: string | null; extraCountries: readonly string[] }): string | null {
  if (isPremiumRate(to)) return `${to} is a premium-rate number: automatic texts never go to one.`;
  const countries = [...new Set([allowed.ownCountry, ...allowed.extraCountries].filter((c): c is string => Boolean(c)))];
  const country = phoneCountry(to);
  if (country && countries.includes(country)) return null;
  const where = country ? `is in ${countryName(country)}` : 'is in no country we can tell';
  const allowedWords =
    countries.length > 0
      ? `only to numbers in ${countries.map(countryName).join(', ')}`
      : "only to the countries you allow, and we cannot tell your texting number's";
  const add = country
    ? ` Text them yourself, or allow ${countryName(country)} under Leads > Lead Capture > Instant reply.`
    : ' Text them yourself.';
  return `${to} ${where}: automatic texts to leads who came in by themselves go ${allowedWords}.${add}`;
}
