import { z } from 'zod';
import { SMS_BODY_MAX, SUBJECT_MAX } from '../messaging/message-schemas';
import { PersonNameSchema } from './person-name';
import { TextCountriesSchema } from './text-countries';

// The agent's public lead form: a hosted page (and the same page in an iframe on the agent's own
// site) where a visitor leaves their details; each submission becomes a lead.

/** The fields an agent may add to the form; name and e-mail are always on it. */
export const LEAD_FORM_FIELDS = ['phone', 'location', 'budget', 'timeline', 'leadType', 'message'] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

/** How each field is labelled for the visitor (and in the agent's settings). */
export const LEAD_FORM_FIELD_LABELS: Record<LeadFormField, string> = {
  phone: 'Phone',
  location: 'Where are you looking?',
  budget: 'Budget',
  timeline: 'When are you hoping to move?',
  leadType: 'I want to',
  message: 'Message',
};

/** The choices of "I want to" (kept as the lead's type). */
export const LEAD_FORM_LEAD_TYPES = ['Buy', 'Sell', 'Buy and sell', 'Rent', 'Invest'] as const;

export const LEAD_FORM_LIMITS = { title: 100, intro: 500, consentText: 500, thankYou: 300, source: 100, message: 2_000 } as const;

/** A submission this soon after the form was shown was not typed by a person. */
export const LEAD_FORM_MIN_FILL_SECONDS = 3;
/** A form shown longer ago than this is sent again after a reload (its ticket has expired). */
export const LEAD_FORM_TICKET_HOURS = 24;

export const LEAD_FORM_TEXTS = {
  unavailable: 'This form is not available. The link may have changed; ask the agent for a new one.',
  expired: 'This form has been open too long. Reload the page and send it again.',
  contactRequired: 'Leave an e-mail address or a phone number',
  tooMany: 'Too many submissions from your network. Try again later.',
} as const;

/** `{agent}` in the consent text is the agent's name. */
export const DEFAULT_CONSENT_TEXT =
  'I agree that {agent} may contact me about my request by phone, text message and e-mail. Message and data rates may apply; reply STOP to stop texts.';

/**
 * An instant reply to a new lead from the form, a lead e-mail or the API, through messaging (off
 * when channel is null). `textCountries`: where automatic texts to such leads may go besides the
 * agent's own country (`text-countries.ts`).
 */
export type LeadAutoReply = { channel: 'sms' | 'email' | null; subject: string; body: string; textCountries: string[] };

export const DEFAULT_AUTO_REPLY: LeadAutoReply = {
  channel: null,
  subject: 'Thanks for reaching out',
  body: 'Hi {{lead.firstName}}, thanks for your message! This is {{agent.name}}. I will get back to you shortly.',
  textCountries: [],
};

/** A lead's own merge fields ({{lead.firstName}}) in a subject: a stranger chose them, so an instant reply's subject may not use them. */
const LEAD_MERGE_FIELD = /\{\{\s*lead\./i;
export const SUBJECT_WITHOUT_LEAD_FIELDS =
  "A subject cannot use the lead's details: a stranger typed them. Greet them by name in the message instead";

export type LeadFormSettings = {
  title: string;
  intro: string | null;
  fields: LeadFormField[];
  askConsent: boolean;
  consentText: string;
  thankYou: string;
  source: string;
  enabled: boolean;
  autoReply: LeadAutoReply;
};

export const DEFAULT_LEAD_FORM: LeadFormSettings = {
  title: 'Tell me what you are looking for',
  intro: null,
  fields: ['phone', 'timeline', 'message'],
  askConsent: true,
  consentText: DEFAULT_CONSENT_TEXT,
  thankYou: 'Thank you! I will be in touch shortly.',
  source: 'Website form',
  enabled: true,
  autoReply: DEFAULT_AUTO_REPLY,
};

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** PUT /api/lead-capture/form: the whole of the form's settings. */
export const LeadFormSettingsSchema = z
  .object({
    title: required('Title', LEAD_FORM_LIMITS.title),
    intro: z.preprocess(
      blankToNull,
      z.string().trim().max(LEAD_FORM_LIMITS.intro, `Introduction must be at most ${LEAD_FORM_LIMITS.intro} characters`).nullable(),
    ),
    fields: z
      .array(z.enum(LEAD_FORM_FIELDS, { error: `Each field must be one of ${LEAD_FORM_FIELDS.join(', ')}` }), {
        error: 'fields must be a list',
      })
      .transform((fields) => LEAD_FORM_FIELDS.filter((f) => fields.includes(f))),
    askConsent: z.boolean({ error: 'askConsent must be true or false' }),
    consentText: required('Consent text', LEAD_FORM_LIMITS.consentText),
    thankYou: required('Thank-you message', LEAD_FORM_LIMITS.thankYou),
    source: required('Source', LEAD_FORM_LIMITS.source),
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    autoReply: z
      .object({
        channel: z.enum(['sms', 'email'], { error: 'Choose sms, email or none' }).nullable(),
        subject: z
          .string({ error: 'Subject must be text' })
          .trim()
          .max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`)
          .refine((subject) => !LEAD_MERGE_FIELD.test(subject), SUBJECT_WITHOUT_LEAD_FIELDS),
        body: z.string({ error: 'Message must be text' }).trim().max(5_000, 'Message must be at most 5000 characters'),
        // Forms saved before it existed (and older clients) allow only the agent's own country.
        textCountries: TextCountriesSchema.default([]),
      })
      .strict()
      .refine((r) => r.channel === null || r.body.length > 0, { path: ['body'], message: 'Write the reply' })
      .refine((r) => r.channel !== 'sms' || r.body.length <= SMS_BODY_MAX, {
        path: ['body'],
        message: `A text can be at most ${SMS_BODY_MAX} characters`,
      })
      .refine((r) => r.channel !== 'email' || r.subject.length > 0, { path: ['subject'], message: 'An e-mail needs a subject' }),
  })
  .strict();

const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(max, `${label} must be at most ${max} characters`)
        .nullable(),
    )
    .optional();

/** A phone number a person could call: at least 7 digits, only the characters numbers are written with. */
const phone = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Enter a phone number' })
    .trim()
    .max(40, 'Enter a phone number')
    .refine((v) => /^[+\d\s().\-x]+$/i.test(v) && v.replace(/\D/g, '').length >= 7, 'Enter a phone number with its area code')
    .nullable(),
);

/** POST /api/public/forms/:id: what the visitor sent (fields the form does not show are ignored). */
export const LeadFormSubmissionSchema = z
  .object({
    /** Refused (400 naming it) when it is not a name: the visitor is there to fix it (`person-name.ts`). */
    name: PersonNameSchema,
    email: z
      .preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .max(254, 'Enter a valid e-mail address')
          .pipe(z.email({ error: 'Enter a valid e-mail address' }))
          .nullable(),
      )
      .optional(),
    phone: phone.optional(),
    location: optionalText('Where you are looking', 200),
    budget: optionalText('Budget', 100),
    timeline: optionalText('When you hope to move', 100),
    leadType: z
      .preprocess(blankToNull, z.enum(LEAD_FORM_LEAD_TYPES, { error: `Choose one of ${LEAD_FORM_LEAD_TYPES.join(', ')}` }).nullable())
      .optional(),
    message: optionalText('Message', LEAD_FORM_LIMITS.message),
    consent: z.boolean({ error: 'consent must be true or false' }).optional(),
    /** Issued with the form; proves when it was shown. */
    ticket: z.string({ error: LEAD_FORM_TEXTS.expired }).max(200, LEAD_FORM_TEXTS.expired),
    /** The honeypot: hidden from people, filled in by bots. */
    website: z.string().max(1_000).optional(),
  })
  .refine((s) => Boolean(s.email) || Boolean(s.phone), { path: ['email'], message: LEAD_FORM_TEXTS.contactRequired });
export type LeadFormSubmission = z.infer<typeof LeadFormSubmissionSchema>;

/** The consent text as the visitor reads it, the agent's name in place of {agent}. */
export const consentTextFor = (text: string, agentName: string) => text.replaceAll('{agent}', agentName.trim() || 'the agent');

/** The form as the public page shows it. */
export type PublicLeadForm = {
  title: string;
  intro: string | null;
  fields: LeadFormField[];
  askConsent: boolean;
  consentText: string;
  agentName: string;
  ticket: string;
};

/** What became of a submission: a new lead, a note on the lead it matched, or held (the plan's lead limit). */
export const LEAD_FORM_OUTCOMES = ['created', 'matched', 'held'] as const;
export type LeadFormOutcome = (typeof LEAD_FORM_OUTCOMES)[number];

/** The form as stored. */
export type StoredLeadForm = LeadFormSettings & { publicId: string; updatedAt: string };
/** The form as the agent's settings show it, with the country their texting number is in (null without one): automatic texts go there. */
export type LeadFormResponse = StoredLeadForm & { textingCountry: string | null };

export type LeadFormSubmissionView = {
  id: string;
  outcome: LeadFormOutcome;
  leadId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  consent: boolean;
  createdAt: string;
};

/** The lead a submission makes: only the fields the form shows, the form's source, new leads hot. */
export function leadFromSubmission(submission: LeadFormSubmission, fields: readonly LeadFormField[], source: string) {
  const shown = (field: LeadFormField) => fields.includes(field);
  return {
    name: submission.name,
    email: submission.email ?? null,
    phone: shown('phone') ? (submission.phone ?? null) : null,
    location: shown('location') ? (submission.location ?? null) : null,
    budget: shown('budget') ? (submission.budget ?? null) : null,
    timeline: shown('timeline') ? (submission.timeline ?? null) : null,
    leadType: shown('leadType') ? (submission.leadType ?? null) : null,
    message: shown('message') ? (submission.message ?? null) : null,
    source,
    status: 'hot' as const,
  };
}

/** POST /api/lead-capture/emails/:id/lead: the agent reads an e-mail we could not, and makes the lead. */
export const LeadByHandSchema = z
  .object({
    name: required('Name', 200),
    email: z
      .preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .max(254, 'Enter a valid e-mail address')
          .pipe(z.email({ error: 'Enter a valid e-mail address' }))
          .nullable(),
      )
      .optional(),
    phone: phone.optional(),
    message: optionalText('Message', LEAD_FORM_LIMITS.message),
  })
  .strict()
  .refine((s) => Boolean(s.email) || Boolean(s.phone), { path: ['email'], message: LEAD_FORM_TEXTS.contactRequired });
export type LeadByHand = z.infer<typeof LeadByHandSchema>;
