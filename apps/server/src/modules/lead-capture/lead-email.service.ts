import { splitAddress } from '@porchlight/domain/csv-import/cell-values';
import type { LeadByHand } from '@porchlight/domain/lead-capture/lead-form';
import { parsePortalLeadEmail, type LeadEmailDetail, type LeadEmailView, type LeadInboxResponse, type PortalLead } from '@porchlight/domain/lead-capture/portal-lead-email';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { HELD_URL } from './lead-capture.service.ts';
import type { LeadCaptureRepository } from './lead-capture.repository.ts';
import type { IncomingMail, LeadEmailRepository } from './lead-email.repository.ts';
import type { LeadIntake } from './lead-intake.ts';

/** The property asked about, as the properties module creates it (402 past maxProperties). */
export type NewAskedProperty = { address: string; city: string | null; state: string | null; zipcode: string | null; mlsNumber: string | null; currentPrice: number };

type Deps = {
  repo: LeadEmailRepository;
  /** The forwarding tokens live with the agent's lead form. */
  inboxes: Pick<LeadCaptureRepository, 'inboxToken' | 'userOfInboxToken'>;
  intake: LeadIntake;
  createProperty: (userId: string, property: NewAskedProperty) => Promise<{ id: string }>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /** Queues the job that reads a kept e-mail (a restart loses none). */
  enqueueRead: (emailId: string, userId: string) => Promise<unknown>;
  /** The domain the server takes e-mail for (INBOUND_EMAIL_DOMAIN); none: no forwarding address. */
  inboundDomain: string | undefined;
};

const RECENT = 50;
const NOT_FOUND = 'Lead e-mail not found';
/** A kept e-mail's text and HTML are cut at these sizes: enough for any lead notice. */
const MAX_TEXT = 100_000;
const ADDRESS_PREFIX = 'leads-';

/** "1919 W Diamond St #2, Philadelphia, PA 19121" -> the street, and the city, state and ZIP. */
function placeOf(address: string) {
  const street = address.split(',')[0]!.trim();
  return { street, ...splitAddress(address) };
}

/** "Asked about 1919 W Diamond St #2 (MLS PAPH2024811, $425,000) on Zillow." */
function askedAbout(found: PortalLead): string | null {
  if (!found.property) return null;
  const details = [found.property.mlsNumber && `MLS ${found.property.mlsNumber}`, found.property.price && `$${found.property.price.toLocaleString('en-US')}`].filter(Boolean).join(', ');
  const what = found.property.address ?? `MLS ${found.property.mlsNumber}`;
  return `Asked about ${what}${details && found.property.address ? ` (${details})` : ''}${found.portal === 'Website' ? '' : ` on ${found.portal}`}.`;
}

/**
 * New-lead e-mails: forwarded to the agent's lead address (our SMTP receiver) or found in their
 * connected mailbox. Each is kept, then read by a job into a lead (and the property asked about,
 * found among the agent's properties or created when the e-mail gives its price); one we cannot
 * read stays for the agent, who makes the lead by hand or dismisses it.
 */
export function createLeadEmailService({ repo, inboxes, intake, createProperty, notify, enqueueRead, inboundDomain }: Deps) {
  async function propertyFor(userId: string, found: PortalLead): Promise<string | null> {
    const asked = found.property;
    if (!asked) return null;
    const place = asked.address ? placeOf(asked.address) : null;
    const existing = await repo.propertyWith(userId, { mls_number: asked.mlsNumber, address: place?.street ?? null, city: place?.city ?? null, state: place?.state ?? null });
    if (existing) return existing;
    // A property needs its price: without one the address stays in the lead's note.
    if (!place || !asked.price) return null;
    try {
      const created = await createProperty(userId, { address: place.street, city: place.city, state: place.state, zipcode: place.zip, mlsNumber: asked.mlsNumber, currentPrice: asked.price });
      return created.id;
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) return null; // past maxProperties: the lead matters more
      throw error;
    }
  }

  return {
    async inbox(userId: string): Promise<LeadInboxResponse> {
      if (!inboundDomain) return { address: null };
      const token = await inboxes.inboxToken(userId);
      return { address: token ? `${ADDRESS_PREFIX}${token}@${inboundDomain}` : null };
    },

    /** The agent an address of ours belongs to ("leads-<token>@<domain>"), if any. */
    async agentOfAddress(address: string): Promise<string | undefined> {
      const [local, domain] = address.toLowerCase().split('@');
      if (!inboundDomain || domain !== inboundDomain.toLowerCase() || !local?.startsWith(ADDRESS_PREFIX)) return undefined;
      return inboxes.userOfInboxToken(local.slice(ADDRESS_PREFIX.length));
    },

    /** Keeps an e-mail (once per Message-ID) and queues its reading. */
    async receive(userId: string, via: LeadEmailView['receivedVia'], mail: IncomingMail): Promise<void> {
      const id = await repo.keep(userId, via, { ...mail, subject: mail.subject.slice(0, 500), text: mail.text.slice(0, MAX_TEXT), html: mail.html?.slice(0, MAX_TEXT) ?? null });
      if (id) await enqueueRead(id, userId);
    },

    /** The job: the e-mail read into a lead, or kept as unreadable for the agent. */
    async read(id: string): Promise<void> {
      const email = await repo.load(id);
      if (!email || email.status !== 'received') return;
      const found = parsePortalLeadEmail({ from: email.fromAddress, subject: email.subject, text: email.text, html: email.html });
      if (!found) {
        await repo.settle(id, { status: 'unreadable' });
        // A forwarded one was sent on purpose: the agent hears of it. From the mailbox it may be
        // a portal's newsletter, shown in the list without a notification each week.
        if (email.receivedVia !== 'forward') return;
        await notify(email.userId, {
          type: 'system',
          title: 'A lead e-mail needs you',
          message: `We could not read "${email.subject.slice(0, 120)}" as a lead. Open it to make the lead yourself.`,
          priority: 'high',
          actionUrl: HELD_URL,
          actionLabel: 'Open',
        });
        return;
      }
      const propertyId = await propertyFor(email.userId, found);
      const note = askedAbout(found);
      const did = found.portal === 'Website' ? 'wrote through your website' : `wrote on ${found.portal}`;
      const { outcome, leadId } = await intake(
        email.userId,
        {
          ...found.lead,
          source: found.portal === 'Website' ? 'Website' : found.portal,
          status: 'hot',
          askedAbout: found.property ? { address: found.property.address ?? (found.property.mlsNumber ? `MLS ${found.property.mlsNumber}` : null), price: found.property.price ?? null } : null,
        },
        { way: 'lead-email', did, notes: note ? [note] : [], heldUrl: HELD_URL },
      );
      await repo.settle(id, { status: outcome, portal: found.portal, leadId, propertyId });
    },

    recent: (userId: string): Promise<LeadEmailView[]> => repo.recent(userId, RECENT),

    async get(userId: string, id: string): Promise<LeadEmailDetail> {
      const email = await repo.find(userId, id);
      if (!email) throw notFound(NOT_FOUND);
      return email;
    },

    /** The agent read an e-mail we could not (or one held at the plan's limit) and makes its lead. */
    async leadByHand(userId: string, id: string, lead: LeadByHand): Promise<LeadEmailView> {
      const email = await repo.find(userId, id);
      if (!email) throw notFound(NOT_FOUND);
      if (email.status !== 'unreadable' && email.status !== 'held') throw new HttpError(409, 'This e-mail already has its lead.');
      const { outcome, leadId } = await intake(
        userId,
        { name: lead.name, email: lead.email ?? null, phone: lead.phone ?? null, message: lead.message ?? null, source: email.portal ?? 'E-mail', status: 'hot' },
        // Still past the limit: the 402 tells the agent, and the e-mail stays for later.
        { way: 'lead-email', did: 'wrote to you by e-mail', notes: [], heldUrl: HELD_URL, byHand: true },
      );
      return (await repo.settle(id, { status: outcome, leadId }))!;
    },

    async dismiss(userId: string, id: string): Promise<LeadEmailView> {
      const email = await repo.find(userId, id);
      if (!email) throw notFound(NOT_FOUND);
      return (await repo.settle(id, { status: 'dismissed' }))!;
    },
  };
}
export type LeadEmailService = ReturnType<typeof createLeadEmailService>;
