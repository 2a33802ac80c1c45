/**
 * Typed and numbered contact columns (issue 50): CRMs export `Cell Phone 1`, `Cell Phone 2`,
 * `Work Phone`, `Email 2`, `Spouse Email`... A header is read for its kind (phone or e-mail), its
 * type (cell, work, home...), its number, and whose it is: a spouse's or co-buyer's contact is
 * not the lead's. The label kept beside each value is the type and the number ("Cell 2", "Work").
 */
export type ContactColumn = {
  kind: 'phone' | 'email';
  /** What the agent sees beside the value: "Cell 1", "Work", "Email 2"; null for a plain "Phone". */
  label: string | null;
  /** A mobile number: the one a lead answers texts on, so the primary phone when there is one. */
  mobile: boolean;
};

/** Whose contact a header names when it is not the lead's ("Spouse Email", "Co-Buyer Phone"). */
const PARTNER =
  /\b(spouse|partner|husband|wife|co[\s-]?buyer|co[\s-]?borrower|co[\s-]?owner|co[\s-]?applicant|co[\s-]?client|significant other|second(ary)? (contact|buyer|client))\b/i;

/** Headers about a contact, not holding one: "Phone 1 Type", "Email Opt Out", "Phone Verified". */
const ABOUT_A_CONTACT =
  /\b(type|label|status|opt|opted|optin|opt-in|opt-out|consent|verified|valid|invalid|bounced?|dnc|do not|ext|extension|carrier|country|count|subscri\w*|unsubscri\w*|domain|sent|opens?|clicks?|provider)\b/i;

const EMAIL = /\be-?mails?\b|\bemail(address)?\b/i;
const PHONE = /\b(phone|cell|cellular|mobile|tel|telephone|fax|pager|sms|text)\b|\b(cell|mobile|home|work|office)\s*#/i;

/** Types a header may give its number, first match wins; the label takes the word as written in the product. */
const TYPES: [RegExp, string][] = [
  [/\bcell(ular)?\b/i, 'Cell'],
  [/\bmobile\b/i, 'Mobile'],
  [/\b(sms|text)\b/i, 'Mobile'],
  [/\b(work|business|office|company)\b/i, 'Work'],
  [/\bhome\b/i, 'Home'],
  [/\bpersonal\b/i, 'Personal'],
  [/\bfax\b/i, 'Fax'],
  [/\bpager\b/i, 'Pager'],
  [/\b(other|alternate|alt|secondary|additional)\b/i, 'Other'],
  [/\bmain\b/i, 'Main'],
];

/** "Cell Phone 2", "Email2", "E-mail 3 Address", "Phone #2" → 2. */
function numberOf(header: string): number | null {
  const match = /(?:^|[^\d])(\d{1,2})(?:[^\d]|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

/** Reads a header as a contact column of the lead; null when it is none (or names someone else's). */
export function readContactColumn(header: string): ContactColumn | null {
  const text = header.replace(/[_]+/g, ' ').trim();
  if (!text || PARTNER.test(text) || ABOUT_A_CONTACT.test(text)) return null;
  const kind = EMAIL.test(text) ? 'email' : PHONE.test(text) ? 'phone' : null;
  if (kind === null) return null;
  const type = TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const number = numberOf(text);
  const base = type ?? (number === null ? null : kind === 'email' ? 'Email' : 'Phone');
  const label = base === null ? null : number === null ? base : `${base} ${number}`;
  return { kind, label, mobile: type === 'Cell' || type === 'Mobile' };
}

/**
 * A column that says what another column's phone or e-mail is (Follow Up Boss's "Phone 1 Type",
 * Google's "Phone 1 - Label": Mobile, Home, Work): its kind and number, or null.
 */
export function readContactTypeColumn(header: string): { kind: 'phone' | 'email'; number: number } | null {
  const match = /^\s*(phone|e-?mail)\s*(\d{1,2})\s*-?\s*(type|label)\s*$/i.exec(header.replace(/_+/g, ' '));
  if (!match) return null;
  return { kind: /mail/i.test(match[1]!) ? 'email' : 'phone', number: Number(match[2]) };
}

/** The number a contact column's header gives ("Phone 2", "Email 1 - Value" → 2, 1), or null. */
export const contactNumberOf = (header: string) => numberOf(header.replace(/_+/g, ' '));

/** A type column's value as a label: Google's "* Home" (its primary mark dropped), "mobile" → "Mobile". */
export function typeLabel(value: string): string | null {
  const text = value.replace(/^\*\s*/, '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/** The word for whose contact a partner column holds ("Spouse", "Co-buyer"), or null for the lead's own. */
export function partnerOf(header: string): string | null {
  const match = PARTNER.exec(header.replace(/_+/g, ' '));
  if (!match) return null;
  const word = match[0].toLowerCase().replace(/\s+/g, ' ');
  if (/^co[\s-]?/.test(word)) return `Co-${word.replace(/^co[\s-]?/, '')}`;
  if (word === 'husband' || word === 'wife') return 'Spouse';
  return word.charAt(0).toUpperCase() + word.slice(1);
}
