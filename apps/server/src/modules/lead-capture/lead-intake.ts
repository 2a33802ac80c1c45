import { checkPersonName } from '@porchlight/domain/lead-capture/person-name';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import { HttpError } from '../../lib/http-errors.ts';
import type { LeadCaptureRepository } from './lead-capture.repository.ts';

/** A lead as a form or a lead e-mail brings it in. */
export type IncomingLead = {
  name: string;
  email: string | null;
  phone: string | null;
  location?: string | null;
  budget?: string | null;
  timeline?: string | null;
  leadType?: string | null;
  message: string | null;
  source: string;
  status: 'hot';
  /** The property asked about (lead e-mails carry one): the "New lead" push and routing's area and price rules read it. */
  askedAbout?: { address: string | null; price: number | null } | null;
};

/** Which way in: lead routing assigns every lead that came in by itself, whichever way. */
export type IntakeWay = 'lead-form' | 'lead-email' | 'api' | 'booking-page';

/** What the lead's lead.created event says of how it came in. */
export type IntakeOrigin = { intake?: IntakeWay; propertyAddress?: string | null; propertyPrice?: number | null };

export type IntakeDeps = {
  repo: Pick<LeadCaptureRepository, 'leadWithContact'>;
  /** Creates the lead (402 past the plan's maxLeads). */
  createLead: (
    userId: string,
    lead: Omit<IncomingLead, 'message' | 'askedAbout'> & { notes: string | null },
    origin: IntakeOrigin,
  ) => Promise<{ id: string }>;
  addNote: (userId: string, leadId: string, body: string) => Promise<unknown>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /** After a new lead is made: the agent's instant reply. */
  onCreated?: (userId: string, leadId: string) => Promise<void>;
};

/** What became of a person who came in: a new lead, a note on the lead they already were, or held at the plan's limit. */
export type IntakeOutcome = { outcome: 'created' | 'matched' | 'held'; leadId: string | null };

/** How each way in speaks of itself in the agent's notes and notifications. */
export type IntakeWords = {
  /** The way in (the future POST /api/v1/leads passes 'api'). */
  way: IntakeWay;
  /** "sent your lead form", "wrote on Zillow": what the person did. */
  did: string;
  /** Notes added to the lead (new or matched): the consent, the property asked about. */
  notes: string[];
  /** Where the agent handles a held one. */
  heldUrl: string;
  /** By hand the agent hears the 402 itself: nothing is held, nobody notified. */
  byHand?: boolean;
};

/**
 * One way in for people who reach the agent by themselves (the public form, portal e-mails):
 * matched to the lead with the same e-mail or phone (a note and "A lead came back"), else a new
 * lead (its own "New lead" notification follows from lead.created), else, past the plan's lead
 * limit, held and the agent told. Nobody who wrote in is lost.
 */
export function createLeadIntake({ repo, createLead, addNote, notify, onCreated }: IntakeDeps) {
  return async function intake(userId: string, incoming: IncomingLead, words: IntakeWords): Promise<IntakeOutcome> {
    const lead = words.byHand ? incoming : { ...incoming, name: strangersName(incoming.name) };
    const existing = await repo.leadWithContact(userId, lead);
    if (existing) {
      await addNote(
        userId,
        existing,
        lead.message ? `${capitalised(words.did)} again: “${lead.message}”` : `${capitalised(words.did)} again`,
      );
      for (const note of words.notes) await addNote(userId, existing, note);
      await notify(userId, {
        type: 'lead',
        title: 'A lead came back',
        message: `${lead.name} ${words.did} again.`,
        priority: 'high',
        actionUrl: `/leads?id=${existing}&highlight=true`,
        actionLabel: 'View lead',
      });
      return { outcome: 'matched', leadId: existing };
    }
    try {
      const { message, askedAbout, ...fields } = lead;
      // Made by the agent's own hand (a held one): theirs, not routed.
      const origin = {
        intake: words.byHand ? undefined : words.way,
        propertyAddress: askedAbout?.address ?? null,
        propertyPrice: askedAbout?.price ?? null,
      };
      const created = await createLead(userId, { ...fields, notes: message }, origin);
      for (const note of words.notes) await addNote(userId, created.id, note);
      if (!words.byHand) await onCreated?.(userId, created.id);
      return { outcome: 'created', leadId: created.id };
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 402 || words.byHand) throw error;
      await notify(userId, {
        type: 'system',
        title: 'A lead is waiting',
        message: `${lead.name} ${words.did}, but your plan's lead limit is reached. Make room or upgrade, then create the lead.`,
        priority: 'high',
        actionUrl: words.heldUrl,
        actionLabel: 'Create lead',
      });
      return { outcome: 'held', leadId: null };
    }
  };
}
export type LeadIntake = ReturnType<typeof createLeadIntake>;

/**
 * A stranger's name as the public form takes it (`person-name.ts`), else 400 naming `name`: the
 * API's intake meets it here; the form's schema and the lead-e-mail reader check it before.
 */
function strangersName(name: string): string {
  const checked = checkPersonName(name);
  if (!checked.ok) throw new HttpError(400, `name: ${checked.message}`, { fields: [{ field: 'name', message: checked.message }] });
  return checked.name;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
