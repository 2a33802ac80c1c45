import { simpleParser } from 'mailparser';
import { splitAddress } from '@porchlight/domain/csv-import/cell-values';
import type { LeadByHand } from '@porchlight/domain/lead-capture/lead-form';
import { senderVerdict, type SenderAuthentication } from '@porchlight/domain/lead-capture/lead-email-sender';
import {
  parsePortalLeadEmail,
  portalOfSender,
  type LeadEmailDetail,
  type LeadEmailView,
  type LeadInboxResponse,
  type PortalLead,
} from '@porchlight/domain/lead-capture/portal-lead-email';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { HELD_URL } from './lead-capture.service.ts';
import type { LeadCaptureRepository } from './lead-capture.repository.ts';
import type { SmtpEnvelope } from './inbound-mail-server.ts';
import type { IncomingMail, LeadEmailRepository } from './lead-email.repository.ts';
import type { LeadIntake } from './lead-intake.ts';
import type { SenderCheck } from './sender-check.ts';

/** The property asked about, as the properties module creates it (402 past maxProperties). */
export type NewAskedProperty = {
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  mlsNumber: string | null;
  currentPrice: number;
};

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
  /** SPF/DKIM/DMARC of a message as it came (never throws: unchecked is unverified). */
  checkSender: SenderCheck;
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
  const details = [
    found.property.mlsNumber && `MLS ${found.property.mlsNumber}`,
    found.property.price && `$${found.property.price.toLocaleString('en-US')}`,
  ]
    .filter(Boolean)
    .join(', ');
  const what = found.property.address ?? `MLS ${found.property.mlsNumber}`;
  return `Asked about ${what}${details && found.property.address ? ` (${details})` : ''}${found.portal === 'Website' ? '' : ` on ${found.portal}`}.`;
}

/**
 * New-lead e-mails: forwarded to the agent's lead address (our SMTP receiver) or found in their
 * connected mailbox. Each is kept, then read by a job into a lead (and the property asked about,
 * found among the agent's properties or created when the e-mail gives its price); one we cannot
 * read stays for the agent, who makes the lead by hand or dismisses it.
 */
export function createLeadEmailService({ repo, inboxes, intake, createProperty, notify, enqueueRead, inboundDomain, checkSender }: Deps) {
  /** Keeps an e-mail with what its sender check found (once per Message-ID) and queues its reading. */
  async function receive(userId: string, via: LeadEmailView['receivedVia'], mail: IncomingMail, auth: SenderAuthentication): Promise<void> {
    const id = await repo.keep(
      userId,
      via,
      { ...mail, subject: mail.subject.slice(0, 500), text: mail.text.slice(0, MAX_TEXT), html: mail.html?.slice(0, MAX_TEXT) ?? null },
      auth,
    );
    if (id) await enqueueRead(id, userId);
  }

  /** A forwarded one the agent asked to hear of; from the mailbox it may be a newsletter, listed without a notification each week. */
  async function askAgent(email: { userId: string; receivedVia: string; subject: string }, message: string) {
    if (email.receivedVia !== 'forward') return;
    await notify(email.userId, {
      type: 'system',
      title: 'A lead e-mail needs you',
      message,
      priority: 'high',
      actionUrl: HELD_URL,
      actionLabel: 'Open',
    });
  }

  async function propertyFor(userId: string, found: PortalLead): Promise<string | null> {
    const asked = found.property;
    if (!asked) return null;
    const place = asked.address ? placeOf(asked.address) : null;
    const existing = await repo.propertyWith(userId, {
      mls_number: asked.mlsNumber,
      address: place?.street ?? null,
      city: place?.city ?? null,
      state: place?.state ?? null,
    });
    if (existing) return existing;
    // A property needs its price: without one the address stays in the lead's note.
    if (!place || !asked.price) return null;
    try {
      const created = await createProperty(userId, {
        address: place.street,
        city: place.city,
        state: place.state,
        zipcode: place.zip,
        mlsNumber: asked.mlsNumber,
        currentPrice: asked.price,
      });
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

    receive,

    /** A message our SMTP receiver took for these agents: its sender checked with the session's envelope, kept (once per Message-ID) and queued for reading. */
    async receiveForward(message: Buffer, envelope: SmtpEnvelope, agentIds: string[]): Promise<void> {
      if (agentIds.length === 0) return;
      const auth = await checkSender(message, envelope);
      const parsed = await simpleParser(message);
      const mail: IncomingMail = {
        messageId: parsed.messageId ?? `<inbound-${Date.now()}-${Math.random().toString(36).slice(2)}@porchlight>`,
        from: parsed.from?.text ?? envelope.mailFrom,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
      };
      for (const userId of agentIds) await receive(userId, 'forward', mail, auth);
    },

    /** A lead e-mail found in the agent's own mailbox: no SMTP envelope, so its DKIM signatures alone prove the sender. */
    async receiveFromMailbox(userId: string, mail: IncomingMail, source: Buffer): Promise<void> {
      await receive(userId, 'mailbox', mail, await checkSender(source, null));
    },

    /** The job: the e-mail read into a lead, or kept as unreadable for the agent. */
    async read(id: string): Promise<void> {
      const email = await repo.load(id);
      if (!email || email.status !== 'received') return;
      const found = parsePortalLeadEmail({ from: email.fromAddress, subject: email.subject, text: email.text, html: email.html });
      const verdict = senderVerdict({
        from: email.fromAddress,
        portal: found?.portal ?? portalOfSender(email.fromAddress) ?? 'Website',
        auth: email.senderCheck,
        agentAddresses: await repo.agentAddresses(email.userId),
      });
      const senderCheck = email.senderCheck && {
        ...email.senderCheck,
        verified: verdict.verified,
        reason: verdict.verified ? null : verdict.reason,
      };
      if (!found) {
        await repo.settle(id, { status: 'unreadable', ...(senderCheck && { senderCheck }) });
        await askAgent(email, `We could not read "${email.subject.slice(0, 120)}" as a lead. Open it to make the lead yourself.`);
        return;
      }
      if (!verdict.verified) {
        // Anyone can write "From: Zillow": no lead, no instant reply, no flow until the agent looks.
        await repo.settle(id, { status: 'unverified', portal: found.portal, ...(senderCheck && { senderCheck }) });
        await askAgent(
          email,
          `We could not confirm that "${email.subject.slice(0, 120)}" came from ${found.portal}. Check it, then make the lead yourself.`,
        );
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
          askedAbout: found.property
            ? {
                address: found.property.address ?? (found.property.mlsNumber ? `MLS ${found.property.mlsNumber}` : null),
                price: found.property.price ?? null,
              }
            : null,
        },
        { way: 'lead-email', did, notes: note ? [note] : [], heldUrl: HELD_URL },
      );
      await repo.settle(id, { status: outcome, portal: found.portal, leadId, propertyId, ...(senderCheck && { senderCheck }) });
    },

    recent: (userId: string): Promise<LeadEmailView[]> => repo.recent(userId, RECENT),

    async get(userId: string, id: string): Promise<LeadEmailDetail> {
      const found = await repo.find(userId, id);
      if (!found) throw notFound(NOT_FOUND);
      const { html, ...email } = found;
      return { ...email, found: parsePortalLeadEmail({ from: email.from, subject: email.subject, text: email.text, html })?.lead ?? null };
    },

    /** The agent read an e-mail we could not, one held at the plan's limit, or one from an unverified sender, and makes its lead. */
    async leadByHand(userId: string, id: string, lead: LeadByHand): Promise<LeadEmailView> {
      const email = await repo.find(userId, id);
      if (!email) throw notFound(NOT_FOUND);
      if (email.status !== 'unreadable' && email.status !== 'held' && email.status !== 'unverified')
        throw new HttpError(409, 'This e-mail already has its lead.');
      const { outcome, leadId } = await intake(
        userId,
        {
          name: lead.name,
          email: lead.email ?? null,
          phone: lead.phone ?? null,
          message: lead.message ?? null,
          source: email.portal ?? 'E-mail',
          status: 'hot',
        },
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
