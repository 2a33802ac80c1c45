import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

// A lead's phone as the agent types it ("(512) 555-0199", "07700 900123", "+44 20 7946 0958"),
// kept as E.164 so texting, replies and the lead's time zone all find it (issue 46). Numbers
// without a "+" are read in the account's country. Server-side (the "max" metadata is large).

export const LEAD_PHONE_INVALID = 'Enter a phone number like (512) 555-0199, or +44 20 7946 0958 for another country';
/** Until an account's country is known (its texting number's), numbers are read as US ones. */
export const DEFAULT_PHONE_COUNTRY = 'US';

export type NormalizedPhone = { ok: true; phone: string | null } | { ok: false; error: string };

/** E.164 for a possible number, null for a blank one, an error (in words) for anything else. */
export function normalizeLeadPhone(raw: string | null | undefined, country: string = DEFAULT_PHONE_COUNTRY): NormalizedPhone {
  if (raw === null || raw === undefined || raw.trim() === '') return { ok: true, phone: null };
  const parsed = parsePhoneNumberFromString(raw.trim(), { defaultCountry: country as CountryCode, extract: false });
  // Possible, not valid: made-up ranges (555-01xx) and new ones the metadata does not know yet still text.
  if (!parsed?.isPossible()) return { ok: false, error: LEAD_PHONE_INVALID };
  return { ok: true, phone: parsed.number };
}
