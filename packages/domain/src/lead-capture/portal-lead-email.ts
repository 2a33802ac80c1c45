import { checkPersonName } from './person-name';

// New-lead e-mails from the portals agents buy leads on (Zillow, Realtor.com, Homes.com, Redfin,
// Trulia) and from website vendors, read into a lead and the property asked about. Each portal
// lays its e-mail out its own way; what they share is "Label: value" lines (or table cells), so
// the reader finds labelled values first and then applies each portal's own patterns (Zillow's
// "<name> is requesting information about <address>", Realtor.com's "New realtor.com lead - <name>").

import type { LeadEmailSender } from './lead-email-sender';

export const LEAD_EMAIL_PORTALS = ['Zillow', 'Realtor.com', 'Homes.com', 'Redfin', 'Trulia', 'Website'] as const;
export type LeadEmailPortal = (typeof LEAD_EMAIL_PORTALS)[number];

export type LeadEmail = { from: string; subject: string; text: string; html?: string | null };

export type PortalLead = {
  portal: LeadEmailPortal;
  lead: { name: string; email: string | null; phone: string | null; message: string | null };
  property: { address: string | null; mlsNumber: string | null; price: number | null } | null;
};

/** Sender domains of each portal (and the relays they send from). */
const PORTAL_DOMAINS: [LeadEmailPortal, RegExp][] = [
  ['Zillow', /(^|\.)zillow\.com$/],
  ['Realtor.com', /(^|\.)(realtor\.com|move\.com)$/],
  ['Homes.com', /(^|\.)homes\.com$/],
  ['Redfin', /(^|\.)redfin\.com$/],
  ['Trulia', /(^|\.)trulia\.com$/],
];

/** A portal named in the sender's name or the subject (a lead forwarded through another address). */
const PORTAL_MENTIONS: [LeadEmailPortal, RegExp][] = [
  ['Zillow', /\bzillow\b/i],
  ['Realtor.com', /\brealtor\.com\b/i],
  ['Homes.com', /\bhomes\.com\b/i],
  ['Redfin', /\bredfin\b/i],
  ['Trulia', /\btrulia\b/i],
];

const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
const domainOf = (from: string) => addressOf(from).split('@')[1] ?? '';
const displayNameOf = (from: string) => (/^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1] ?? '').trim();

/** The portal an e-mail comes from, by its sender (a forward keeps the original sender inside). */
export function portalOfSender(from: string): LeadEmailPortal | null {
  const domain = domainOf(from);
  return PORTAL_DOMAINS.find(([, pattern]) => pattern.test(domain))?.[0] ?? null;
}

/** Whether a message in the agent's mailbox is worth reading as a new-lead e-mail. */
export function looksLikeLeadEmail(email: Pick<LeadEmail, 'from' | 'subject'>): boolean {
  return (
    portalOfSender(email.from) !== null ||
    /\b(new|website|web|idx)\s+(lead|inquiry|contact)\b|\blead\s+from\b|\brequesting information\b/i.test(email.subject)
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** An HTML e-mail as lines of text: table cells side by side (label, value), rows and blocks on lines of their own. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(td|th)>\s*<(td|th)[^>]*>/gi, '\t')
    .replace(/<\/(p|div|tr|li|h\d|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(#?\w+);/g,
      (m, name: string) => ENTITIES[name.toLowerCase()] ?? (name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : m),
    )
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n');
}

/** A forwarded e-mail's own sender and subject, from the "Forwarded message" block a mail app writes. */
function unwrapForward(email: LeadEmail, text: string): { from: string; subject: string; text: string } {
  const block = /-{2,}\s*(?:Forwarded message|Original Message)\s*-{2,}([\s\S]*)/i.exec(text);
  if (!block) return { from: email.from, subject: email.subject, text };
  const inner = block[1]!;
  const from = /^\s*From:\s*(.+)$/im.exec(inner)?.[1]?.trim();
  const subject = /^\s*Subject:\s*(.+)$/im.exec(inner)?.[1]?.trim();
  // The forward's own header lines (From, Date, Subject, To) are not the lead's.
  const body = inner.replace(/^(?:\s*(?:From|Date|Sent|Subject|To|Cc):.*\r?\n)+/i, '');
  return { from: from ?? email.from, subject: subject ?? email.subject.replace(/^(fwd?|fw):\s*/i, ''), text: body };
}

const LABELS = {
  name: ['name', 'full name', 'contact name', 'buyer name', 'lead name'],
  firstName: ['first name', 'first'],
  lastName: ['last name', 'last'],
  email: ['email', 'e-mail', 'email address', 'e-mail address'],
  phone: ['phone', 'phone number', 'mobile', 'mobile phone', 'cell', 'cell phone', 'telephone', 'tel'],
  message: ['message', 'comments', 'comment', 'question', 'questions', 'inquiry', 'note', 'notes'],
  address: ['property address', 'property', 'listing address', 'address', 'listing', 'home'],
  mls: ['mls', 'mls #', 'mls#', 'mls number', 'mls id', 'listing id', 'listing #'],
  price: ['price', 'list price', 'listing price', 'asking price'],
} as const;
type Field = keyof typeof LABELS;

const LABEL_TO_FIELD = new Map<string, Field>(
  Object.entries(LABELS).flatMap(([field, labels]) => labels.map((l) => [l, field as Field] as const)),
);

/**
 * "Label: value", "Label<TAB>value", and a label alone on its line with the value on the next
 * (or the next few, for an address on two lines). The first value of each field wins.
 */
function labelledValues(text: string): Partial<Record<Field, string>> {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const found: Partial<Record<Field, string>> = {};
  for (let i = 0; i < lines.length; i++) {
    const match =
      /^([A-Za-z][A-Za-z #.\-/]{0,30}?)\s*(?::|\t)\s*(.*)$/.exec(lines[i]!) ??
      (/^([A-Za-z][A-Za-z #.\-/]{0,30}?)$/.exec(lines[i]!) ? [lines[i]!, lines[i]!, ''] : null);
    if (!match) continue;
    const field = LABEL_TO_FIELD.get(match[1]!.toLowerCase().replace(/\s+/g, ' ').trim());
    if (!field || found[field]) continue;
    let value = match[2]!.trim();
    if (!value) {
      // The value on the following line(s): an address may take two ("12 Oak St" / "Austin, TX 78701").
      const next: string[] = [];
      for (let j = i + 1; j < lines.length && next.length < (field === 'address' || field === 'message' ? 3 : 1); j++) {
        const line = lines[j]!;
        if (!line || LABEL_TO_FIELD.has(line.replace(/\s*(?::|\t).*$/, '').toLowerCase())) break;
        next.push(line);
      }
      value = field === 'message' ? next.join(' ') : next.join(', ');
    }
    if (value) found[field] = value;
  }
  return found;
}

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE_PATTERN = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

/**
 * The person's name as the public form would take it (`person-name.ts`); null when it is not a
 * name (a link, a sentence): then another place in the e-mail may name them, or the e-mail is
 * kept as unreadable for the agent, who makes the lead by hand and no automatic reply goes out.
 */
const cleanName = (name: string | undefined | null) => {
  const checked = checkPersonName((name ?? '').trim().replace(/^["']|["']$/g, ''));
  return checked.ok ? checked.name : null;
};

/** "$425,000", "$1.2M", "$650K", "$1,850/mo". */
const priceOf = (text: string | undefined | null): number | null => {
  const match = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|million)?\b/i.exec(text ?? '');
  if (!match) return null;
  const unit = match[2]?.toLowerCase();
  const value = Number(match[1]!.replace(/,/g, '')) * (unit === 'k' ? 1_000 : unit === 'm' || unit === 'million' ? 1_000_000 : 1);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
};

/** A US street address: a number, then words, then optionally a city, state and ZIP. */
const ADDRESS_PATTERN = /\b\d{1,6}\s+[A-Za-z0-9.'#\- ]+?,\s*[A-Za-z .'-]+,?\s*[A-Z]{2},?\s*\d{5}(?:-\d{4})?\b/;

/**
 * Reads a new-lead e-mail. Answers null when it holds no person we could reach (no name, or
 * neither an e-mail address nor a phone number): such an e-mail is kept for the agent to read.
 */
export function parsePortalLeadEmail(email: LeadEmail): PortalLead | null {
  // The HTML first when there is one: mail readers make a text of an HTML-only e-mail that runs
  // table cells together ("NameMarcus Lee"), where ours keeps label and value apart.
  const bodies = [email.html ? htmlToText(email.html) : null, email.text?.trim() ? email.text : null].filter(
    (b): b is string => b !== null,
  );
  for (const body of bodies) {
    const found = parseBody(email, body);
    if (found) return found;
  }
  return null;
}

function parseBody(email: LeadEmail, raw: string): PortalLead | null {
  const { from, subject, text } = unwrapForward(email, raw);
  const portal =
    portalOfSender(from) ?? PORTAL_MENTIONS.find(([, pattern]) => pattern.test(`${displayNameOf(from)} ${subject}`))?.[0] ?? 'Website';
  const values = labelledValues(text);

  let name = cleanName(values.name) ?? cleanName([values.firstName, values.lastName].filter(Boolean).join(' '));
  let message = values.message ?? null;
  let address = values.address ?? null;

  // Zillow: "<name> is requesting information about <address>", and "<name> says: <message>".
  const requesting = /^(.+?) is requesting information (?:about|on) (.+)$/i.exec(subject);
  if (requesting) {
    name ??= cleanName(requesting[1]);
    address ??= requesting[2]!.trim();
  }
  const says = /^(.+?) says:\s*(.+)$/im.exec(text);
  if (says) {
    name ??= cleanName(says[1]);
    message ??= says[2]!.trim();
  }
  // Realtor.com: "New realtor.com lead - <name>"; others: "New lead from <portal>: <name>".
  const named = /new (?:[\w.]+ )?lead\s*(?:-|–|:)\s*(.+)$/i.exec(subject);
  if (named && !ADDRESS_PATTERN.test(named[1]!)) name ??= cleanName(named[1]);
  // A relay sender ("Ana Ruiz <x1y2@convo.zillow.com>") names the person and takes replies for them.
  const relay = portal !== 'Website' && /convo\.|reply\.|relay\./i.test(domainOf(from));
  if (relay) name ??= cleanName(displayNameOf(from));

  address ??= ADDRESS_PATTERN.exec(subject)?.[0] ?? null;
  const emailAddress = EMAIL_PATTERN.exec(values.email ?? '')?.[0]?.toLowerCase() ?? (relay ? addressOf(from) : null);
  const phone = PHONE_PATTERN.exec(values.phone ?? '')?.[0]?.trim() ?? null;
  if (!name || (!emailAddress && !phone)) return null;

  const mlsNumber = values.mls?.replace(/^#\s*/, '').trim() || /\bMLS\s*(?:#|ID|number)?\s*:?\s*([A-Z0-9-]{4,})/i.exec(text)?.[1] || null;
  const price =
    priceOf(values.price) ??
    (address ? priceOf(/(?:list(?:ing)? price|price|asking)[^$\n]{0,20}(\$[\d,.]+\s*[km]?)/i.exec(text)?.[1]) : null);
  const cleanAddress = address ? address.replace(/\s+/g, ' ').replace(/[.]$/, '').trim() : null;
  return {
    portal,
    lead: { name, email: emailAddress, phone, message: message ? message.replace(/\s+/g, ' ').trim().slice(0, 2_000) : null },
    property: cleanAddress || mlsNumber ? { address: cleanAddress, mlsNumber, price } : null,
  };
}

/**
 * What became of a lead e-mail. unverified: read as a lead, but its sender is not proven to be
 * the portal it names (lead-email-sender.ts): no lead, no reply until the agent makes it by hand.
 */
export const LEAD_EMAIL_STATUSES = ['received', 'created', 'matched', 'held', 'unverified', 'unreadable', 'dismissed'] as const;
export type LeadEmailStatus = (typeof LEAD_EMAIL_STATUSES)[number];

export type LeadEmailView = {
  id: string;
  status: LeadEmailStatus;
  portal: string | null;
  from: string;
  subject: string;
  receivedVia: 'forward' | 'mailbox';
  leadId: string | null;
  propertyId: string | null;
  /** The start of the e-mail's text (the whole text: GET /api/lead-capture/emails/:id). */
  preview: string;
  /** Whether the sender is who the e-mail says (SPF/DKIM/DMARC); null before it is read, or kept before the check. */
  sender: LeadEmailSender | null;
  createdAt: string;
};

/** The whole e-mail, and the person read from it (to fill in the agent's form for an unverified one). */
export type LeadEmailDetail = LeadEmailView & { text: string; found: PortalLead['lead'] | null };

/** The agent's lead address (null when the server takes no e-mail: INBOUND_EMAIL_DOMAIN unset). */
export type LeadInboxResponse = { address: string | null };
