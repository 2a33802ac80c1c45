import { decodeEntities, jsonLdObjects, typesOf } from '../automations/listing-page';
import { microdataValues } from './microdata';

// A person's contact details on a page (an e-mail signature open in webmail, a portal's lead
// page), for the extension's "Save contact": schema.org Person data first, then mailto: and tel:
// links, then the text. Pure: the extension hands in the page, this reads it.

export type ContactPage = { html: string; text: string; url: string };
export type CapturedContact = { name: string | null; email: string | null; phone: string | null; url: string };

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
/** A North American number in its usual spellings, or an international one with its +. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d[\d\s.-]{7,16}\d/;
/** "Dana Whitfield", "Mary-Jo O'Neil": two to four capitalised words, nothing else. */
const PERSON_NAME = /^[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’.-]*){1,3}$/u;
const LABELLED_NAME = /^\s*(?:name|full name|contact|buyer|client)\s*[:\-–]\s*(.+?)\s*$/im;
/** Lines that look like names but are the page's furniture. */
const NOT_A_NAME =
  /^(Contact|Reply|Forward|Sent|From|To|Subject|Best Regards|Kind Regards|Thank You|Thanks|Message|Lead Details|Contact Info)\b/i;

const clean = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? decodeEntities(v).trim().replace(/\s+/g, ' ') : null);

function fromPersonData(html: string): Partial<CapturedContact> {
  for (const obj of jsonLdObjects(html)) {
    if (!typesOf(obj).includes('Person')) continue;
    const email = clean(obj.email)?.replace(/^mailto:/i, '') ?? null;
    const phone = clean(obj.telephone)?.replace(/^tel:/i, '') ?? null;
    if (email || phone) return { name: clean(obj.name), email, phone };
  }
  const micro = microdataValues(html);
  const email = micro.get('email')?.[0]?.replace(/^mailto:/i, '') ?? null;
  const phone = micro.get('telephone')?.[0]?.replace(/^tel:/i, '') ?? null;
  return email || phone ? { email, phone } : {};
}

function fromLinks(html: string): Partial<CapturedContact> {
  const mailto = /<a\b[^>]*href\s*=\s*["']mailto:([^"'?]+)[^"']*["'][^>]*>([^<]*)</i.exec(html);
  const tel = /href\s*=\s*["']tel:([^"']+)["']/i.exec(html);
  const linkText = clean(mailto?.[2]);
  return {
    email: mailto ? decodeURIComponent(mailto[1]!).trim() : null,
    phone: tel ? decodeURIComponent(tel[1]!).trim() : null,
    name: linkText && PERSON_NAME.test(linkText) ? linkText : null,
  };
}

/** The name a signature or a lead page puts near the e-mail: a "Name:" line, else the nearest name-like line above it. */
function nameNear(lines: string[], at: number): string | null {
  const labelled = lines.map((line) => LABELLED_NAME.exec(line)?.[1]).find((name) => name && !EMAIL.test(name));
  if (labelled) return labelled;
  // "From: Priya Castellane <priya@mail.example>": the display name an e-mail header gives.
  const displayName = /(?:^|:)\s*([^<>:\n]+?)\s*<[^>@]+@[^>]+>/.exec(lines[at]!)?.[1];
  if (displayName && PERSON_NAME.test(displayName)) return displayName;
  for (let i = at; i >= Math.max(0, at - 4); i--) {
    const line = lines[i]!.replace(EMAIL, '')
      .replace(PHONE, '')
      .replace(/[|,<>:]+\s*$/, '')
      .trim();
    if (PERSON_NAME.test(line) && !NOT_A_NAME.test(line)) return line;
  }
  return null;
}

function fromText(text: string): Partial<CapturedContact> {
  const lines = text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const emailLine = lines.findIndex((line) => EMAIL.test(line));
  const phoneLine = lines.findIndex((line) => PHONE.test(line));
  const anchor = emailLine >= 0 ? emailLine : phoneLine;
  return {
    email: emailLine >= 0 ? EMAIL.exec(lines[emailLine]!)![0] : null,
    phone: phoneLine >= 0 ? PHONE.exec(lines[phoneLine]!)![0].trim() : null,
    name: anchor >= 0 ? nameNear(lines, anchor) : (lines.map((line) => LABELLED_NAME.exec(line)?.[1]).find(Boolean) ?? null),
  };
}

/** The person on a page: each detail from the first source that has it. */
export function captureContact(page: ContactPage): CapturedContact {
  const sources = [fromPersonData(page.html), fromLinks(page.html), fromText(page.text)];
  const pick = (key: 'name' | 'email' | 'phone') => sources.map((s) => s[key]).find((v) => v) ?? null;
  return { name: pick('name'), email: pick('email')?.toLowerCase() ?? null, phone: pick('phone'), url: page.url.replace(/#.*$/, '') };
}
