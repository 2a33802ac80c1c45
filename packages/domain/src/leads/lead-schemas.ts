import { z } from 'zod';
import { EMAIL_JSON_SCHEMA, optionalDate } from '../properties/field-schemas.ts';
import { leadPipelineFields } from '../pipeline/lead-pipeline-fields.ts';
import { LogLeadCallFields, type CallOutcome } from './lead-calls.ts';
import { LEAD_QUALIFICATIONS, LEAD_QUALIFICATION_MESSAGE, LEAD_STATUSES, LEAD_STATUS_MESSAGE } from './lead-status.ts';

export const LEAD_NAME_MAX = 200;
export const LEAD_TEXT_MAX = 500;
export const LEAD_NOTES_MAX = 10_000;
export const LEAD_TAG_MAX = 50;
export const LEAD_TAGS_MAX = 50;

const blankToNull = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
const lowerBlankToNull = (v: unknown) => {
  const value = blankToNull(v);
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
};

const name = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LEAD_NAME_MAX, `Name must be at most ${LEAD_NAME_MAX} characters`),
);

const text = (max = LEAD_TEXT_MAX) =>
  z.preprocess(blankToNull, z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).nullable()).optional();

/** Tags from a list or comma-separated text, trimmed, blank and repeated ones dropped. */
export const TagsSchema = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return [];
    const items = typeof v === 'string' ? v.split(',') : v;
    if (!Array.isArray(items)) return items;
    const seen = new Set<string>();
    return items
      .map((i) => (typeof i === 'string' ? i.trim() : i))
      .filter((i) => {
        if (i === '') return false;
        if (typeof i !== 'string') return true;
        const k = i.toLowerCase();
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
  },
  z
    .array(z.string({ error: 'Each tag must be text' }).max(LEAD_TAG_MAX, `Each tag must be at most ${LEAD_TAG_MAX} characters`), {
      error: 'Tags must be a list',
    })
    .max(LEAD_TAGS_MAX, `At most ${LEAD_TAGS_MAX} tags`),
);

export const LeadStatusSchema = z.preprocess(lowerBlankToNull, z.enum(LEAD_STATUSES, { error: LEAD_STATUS_MESSAGE }).nullable());
export const LeadQualificationSchema = z.preprocess(
  lowerBlankToNull,
  z.enum(LEAD_QUALIFICATIONS, { error: LEAD_QUALIFICATION_MESSAGE }).nullable(),
);

const optionalFields = {
  email: z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'Invalid email address' })
        .trim()
        .max(254, 'Invalid email address')
        .pipe(z.email({ error: 'Invalid email address' }))
        .meta(EMAIL_JSON_SCHEMA)
        .nullable(),
    )
    .optional(),
  phone: text(40),
  location: text(),
  budget: text(100),
  timeline: text(100),
  source: text(100),
  leadType: text(60),
  status: LeadStatusSchema.optional(),
  qualification: LeadQualificationSchema.optional(),
  notes: text(LEAD_NOTES_MAX),
  tags: TagsSchema.optional(),
  preferredContact: text(60),
  bestTime: text(100),
  platform: text(60),
  /** YYYY-MM-DD: the birthday and purchase (closing) date that date triggers read. */
  birthday: optionalDate(),
  purchaseDate: optionalDate(),
};

/** Spec 001 §5 Lead validation: name required, email valid when given, status and qualification one of theirs or empty. */
export const CreateLeadRequestSchema = z.object({ name, ...optionalFields, ...leadPipelineFields }).strict();
export type CreateLeadRequest = z.infer<typeof CreateLeadRequestSchema>;
export type CreateLeadInput = z.input<typeof CreateLeadRequestSchema>;

export const UpdateLeadRequestSchema = z.object({ name: name.optional(), ...optionalFields, ...leadPipelineFields }).strict();
export type UpdateLeadRequest = z.infer<typeof UpdateLeadRequestSchema>;

export type LeadFields = { [K in keyof typeof optionalFields]-?: Exclude<z.infer<(typeof optionalFields)[K]>, undefined> } & {
  name: string;
};

/**
 * firstReplyAt: the agent's first text, e-mail or logged call to the lead (the response clock).
 * assigned*: who lead routing gave the lead to (null: never routed) and when they claimed it.
 */
export type LeadResponse = LeadFields & {
  id: string;
  createdAt: string;
  updatedAt: string;
  firstReplyAt: string | null;
  /** The import that brought the lead in (a book from another CRM): not an inquiry, so no response clock. Null otherwise. */
  importId: string | null;
  /** The other e-mails and phones a contact export held (Email 2, Phone 3), besides the primary ones. */
  additionalEmails: string[];
  additionalPhones: string[];
  /** Issue 50: an e-mail's or phone's label as its import column named it ("Cell 2", "Work"), by value. */
  contactLabels: Record<string, string>;
  /** When the lead was last worked in the CRM it came from (an import's "Last Activity"). */
  lastActivityAt: string | null;
  assignedUserId: string | null;
  assignedName: string | null;
  claimedAt: string | null;
  /** The pipeline (issue 18): the stage (null only until the account's stages are first read), deal value in whole dollars, YYYY-MM-DD. */
  stageId: string | null;
  stageName: string | null;
  dealValue: number | null;
  expectedCloseDate: string | null;
};

export const LEAD_FIELD_KEYS = ['name', ...Object.keys(optionalFields)] as (keyof LeadFields)[];

export const LEAD_BULK_MAX_IDS = 1000;
const ids = z
  .array(z.uuid({ error: 'Each id must be a lead id' }), { error: 'ids must be a list of ids' })
  .min(1, 'Choose at least one lead')
  .max(LEAD_BULK_MAX_IDS, `At most ${LEAD_BULK_MAX_IDS} at a time`);

export const BulkDeleteLeadsRequestSchema = z.object({ ids }).strict();
export type BulkDeleteLeadsRequest = z.infer<typeof BulkDeleteLeadsRequestSchema>;

export const BulkSetLeadStatusRequestSchema = z.object({ ids, status: LeadStatusSchema }).strict();
export type BulkSetLeadStatusRequest = z.infer<typeof BulkSetLeadStatusRequestSchema>;

export const BulkAddLeadTagRequestSchema = z
  .object({
    ids,
    tag: z
      .string({ error: 'Tag is required' })
      .trim()
      .min(1, 'Tag is required')
      .max(LEAD_TAG_MAX, `Tag must be at most ${LEAD_TAG_MAX} characters`),
  })
  .strict();
export type BulkAddLeadTagRequest = z.infer<typeof BulkAddLeadTagRequestSchema>;

export const AddLeadNoteRequestSchema = z
  .object({
    body: z
      .string({ error: 'Note is required' })
      .trim()
      .min(1, 'Note is required')
      .max(LEAD_NOTES_MAX, `Note must be at most ${LEAD_NOTES_MAX} characters`),
  })
  .strict();
export type AddLeadNoteRequest = z.infer<typeof AddLeadNoteRequestSchema>;

/** POST /api/leads/:id/calls: a call the agent made: how it went, how long, what was said (each optional). */
export const LogLeadCallRequestSchema = z
  .object({
    ...LogLeadCallFields,
    note: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string({ error: 'note must be text' }).trim().max(LEAD_NOTES_MAX, `Note must be at most ${LEAD_NOTES_MAX} characters`).optional(),
    ),
  })
  .strict();
export type LogLeadCallRequest = z.infer<typeof LogLeadCallRequestSchema>;

/** The timeline of a lead: created, status changes, notes and the calls the agent logged. */
export const LEAD_ACTIVITY_KINDS = ['created', 'status_changed', 'note', 'call'] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

export type LeadActivityResponse = {
  id: string;
  kind: LeadActivityKind;
  fromStatus: string | null;
  toStatus: string | null;
  body: string | null;
  /** A logged call's outcome and length (null for other kinds, and for calls logged before they were asked). */
  callOutcome: CallOutcome | null;
  callDurationSeconds: number | null;
  /** A call placed or taken through Porchlight (the calls module's id: its recording, if any); null for a call logged by hand. */
  callId: string | null;
  createdAt: string;
};
