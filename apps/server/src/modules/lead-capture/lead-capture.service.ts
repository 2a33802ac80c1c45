import {
  LEAD_FORM_TEXTS,
  consentTextFor,
  leadFromSubmission,
  type LeadFormResponse,
  type LeadFormSettings,
  type LeadFormSubmission,
  type LeadFormSubmissionView,
  type PublicLeadForm,
  type StoredLeadForm,
} from '@porchlight/domain/lead-capture/lead-form';
import { phoneCountry } from '@porchlight/domain/lead-capture/phone-country';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { RequestQuotas } from '../../lib/request-quota.ts';
import type { FormTickets } from '../../lib/form-ticket.ts';
import type { LeadCaptureRepository } from './lead-capture.repository.ts';
import type { IntakeDeps, LeadIntake } from './lead-intake.ts';

/** A visitor's network may send this many forms an hour (a family, an office), across all agents. */
export const SUBMISSIONS_PER_ADDRESS_HOUR = 5;
/** One agent's form takes at most this many a day: what strangers can make us store stays bounded. */
export const SUBMISSIONS_PER_FORM_DAY = 500;
const RECENT_SUBMISSIONS = 50;

/** A lead as a submission makes it (a held one's type is read back as stored text). */
type FormLead = Omit<ReturnType<typeof leadFromSubmission>, 'leadType'> & { leadType: string | null };

type Deps = {
  repo: LeadCaptureRepository;
  tickets: FormTickets;
  quotas: Pick<RequestQuotas, 'consume'>;
  /** The number the agent's texts come from (messaging's), E.164: its country is where automatic texts go. */
  textingNumberOf?: (userId: string) => Promise<string | null>;
  /** The one intake every way in shares (dedupe, "A lead came back", held past maxLeads). */
  intake: LeadIntake;
} & Pick<IntakeDeps, 'createLead' | 'addNote'>;

const SUBMISSION_NOT_FOUND = 'Submission not found';
/** Where the agent finds held submissions and lead e-mails. */
export const HELD_URL = '/leads?tab=capture&highlight=true';

export function createLeadCaptureService({ repo, tickets, quotas, textingNumberOf, intake, createLead, addNote }: Deps) {
  async function publicFormOf(publicId: string) {
    const found = await repo.publicForm(publicId);
    if (!found || !found.form.enabled) throw notFound(LEAD_FORM_TEXTS.unavailable);
    return found;
  }

  /** A held submission made a lead when the agent asks, with the visitor's consent noted on it. */
  async function makeLead(userId: string, lead: FormLead, consentNote: string | null) {
    const { message, ...fields } = lead;
    // The agent makes it by hand: theirs, not routed to the team.
    const created = await createLead(userId, { ...fields, notes: message }, {});
    if (consentNote) await addNote(userId, created.id, consentNote);
    return created;
  }

  /** The form as the agent's settings show it: with the country their automatic texts may go to unasked. */
  async function shown(userId: string, form: Promise<StoredLeadForm>): Promise<LeadFormResponse> {
    const [stored, number] = await Promise.all([form, textingNumberOf?.(userId) ?? null]);
    return { ...stored, textingCountry: phoneCountry(number) };
  }

  return {
    form: (userId: string) => shown(userId, repo.formOf(userId)),
    saveForm: (userId: string, settings: LeadFormSettings) => shown(userId, repo.saveForm(userId, settings)),
    newLink: (userId: string) => shown(userId, repo.newLink(userId)),
    submissions: (userId: string): Promise<LeadFormSubmissionView[]> => repo.submissions(userId, RECENT_SUBMISSIONS),

    /** GET /api/public/forms/:id: the form as the visitor sees it, with a fresh ticket. */
    async publicForm(publicId: string): Promise<PublicLeadForm> {
      const { form, agentName } = await publicFormOf(publicId);
      return {
        title: form.title,
        intro: form.intro,
        fields: form.fields,
        askConsent: form.askConsent,
        consentText: consentTextFor(form.consentText, agentName),
        agentName,
        ticket: tickets.issue(publicId),
      };
    },

    /**
     * POST /api/public/forms/:id. A bot (the honeypot filled, or sent within seconds) is thanked
     * and nothing is kept. A person's submission is always kept: a new lead, a note on the lead
     * with the same e-mail or phone, or held when the plan's lead limit is reached.
     */
    async submit(publicId: string, submission: LeadFormSubmission, clientIp: string | null): Promise<{ thankYou: string }> {
      const { userId, form, agentName } = await publicFormOf(publicId);
      const thanks = { thankYou: form.thankYou };
      const ticket = tickets.check(publicId, submission.ticket);
      if (ticket === 'invalid') throw new HttpError(400, `ticket: ${LEAD_FORM_TEXTS.expired}`);
      if (submission.website?.trim() || ticket === 'too-fast') return thanks;
      await quotas.consume(
        `lead-form-address:${clientIp ?? 'unknown'}`,
        { max: SUBMISSIONS_PER_ADDRESS_HOUR, windowSeconds: 3_600 },
        LEAD_FORM_TEXTS.tooMany,
      );
      await quotas.consume(`lead-form:${userId}`, { max: SUBMISSIONS_PER_FORM_DAY, windowSeconds: 86_400 }, LEAD_FORM_TEXTS.tooMany);

      const lead = leadFromSubmission(submission, form.fields, form.source);
      // A phone sent to a form that does not ask for one is dropped: the lead still needs a way back.
      if (!lead.email && !lead.phone) throw new HttpError(400, `email: ${LEAD_FORM_TEXTS.contactRequired}`);
      const consent = form.askConsent && submission.consent === true;
      const consentText = consent ? consentTextFor(form.consentText, agentName) : null;
      const consentNote = consentText ? `Agreed on the lead form: “${consentText}”` : null;
      const fields = {
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        location: lead.location,
        budget: lead.budget,
        timeline: lead.timeline,
        leadType: lead.leadType,
        message: lead.message,
      };
      const record = { fields, consent, consentText };

      const { outcome, leadId } = await intake(userId, lead, {
        way: 'lead-form',
        did: 'sent your lead form',
        notes: consentNote ? [consentNote] : [],
        heldUrl: HELD_URL,
      });
      await repo.record(userId, { ...record, outcome, leadId });
      return thanks;
    },

    /** POST /api/lead-capture/submissions/:id/lead: a held submission becomes a lead (402 while still past the limit). */
    async createHeldLead(userId: string, id: string): Promise<LeadFormSubmissionView> {
      const held = await repo.submission(userId, id);
      if (!held) throw notFound(SUBMISSION_NOT_FOUND);
      if (held.outcome !== 'held') throw new HttpError(409, 'This submission already has its lead.');
      const form = await repo.formOf(userId);
      const values = held.values;
      const lead = {
        name: values.name ?? 'Lead form visitor',
        email: values.email ?? null,
        phone: values.phone ?? null,
        location: values.location ?? null,
        budget: values.budget ?? null,
        timeline: values.timeline ?? null,
        leadType: values.leadType ?? null,
        message: values.message ?? null,
        source: form.source,
        status: 'hot' as const,
      };
      const created = await makeLead(userId, lead, held.consentText ? `Agreed on the lead form: “${held.consentText}”` : null);
      const settled = await repo.settle(userId, id, created.id);
      if (!settled) throw notFound(SUBMISSION_NOT_FOUND);
      return settled;
    },
  };
}
export type LeadCaptureService = ReturnType<typeof createLeadCaptureService>;
