import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTO_REPLY,
  DEFAULT_LEAD_FORM,
  LEAD_FORM_TEXTS,
  SUBJECT_WITHOUT_LEAD_FIELDS,
  LeadFormSettingsSchema,
  LeadFormSubmissionSchema,
  consentTextFor,
  leadFromSubmission,
} from './lead-form';
import { PERSON_NAME_TEXTS } from './person-name';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : `${result.error!.issues[0]!.path.join('.')}: ${result.error!.issues[0]!.message}`;

describe("a visitor's submission", () => {
  const base = { name: 'Ana Ruiz', email: 'ana@example.com', ticket: 't' };
  it.each([
    ['name and e-mail', base, null],
    ['name and phone only', { name: 'Ana', phone: '(512) 555-0101', ticket: 't' }, null],
    ['blank e-mail with a phone', { name: 'Ana', email: '  ', phone: '+1 512 555 0101', ticket: 't' }, null],
    ['no name', { ...base, name: '  ' }, 'name: Name is required'],
    ['neither e-mail nor phone', { name: 'Ana', ticket: 't' }, `email: ${LEAD_FORM_TEXTS.contactRequired}`],
    ['a bad e-mail', { ...base, email: 'ana@' }, 'email: Enter a valid e-mail address'],
    ['a phone too short', { ...base, phone: '555-01' }, 'phone: Enter a phone number with its area code'],
    ['a phone with letters', { ...base, phone: 'call me maybe' }, 'phone: Enter a phone number with its area code'],
    ['an unknown lead type', { ...base, leadType: 'Flip' }, 'leadType: Choose one of Buy, Sell, Buy and sell, Rent, Invest'],
    ['a message too long', { ...base, message: 'x'.repeat(2_001) }, 'message: Message must be at most 2000 characters'],
    ['no ticket', { name: 'Ana', email: 'ana@example.com' }, `ticket: ${LEAD_FORM_TEXTS.expired}`],
    ['a name with a link', { ...base, name: 'Ana https://bank.example' }, `name: ${PERSON_NAME_TEXTS.link}`],
    [
      'a sentence joined by braille blanks',
      { ...base, name: 'URGENT:\u2800your\u2800bank\u2800account\u2800is\u2800locked' },
      `name: ${PERSON_NAME_TEXTS.characters}`,
    ],
    ['a name of seven words', { ...base, name: 'Your bank account is locked call now' }, `name: ${PERSON_NAME_TEXTS.tooManyWords}`],
  ])('%s', (_label, body, error) => {
    expect(firstError(LeadFormSubmissionSchema.safeParse(body))).toBe(error);
  });
});

describe("the form's settings", () => {
  it.each([
    ['the defaults', DEFAULT_LEAD_FORM, null],
    ['an empty title', { ...DEFAULT_LEAD_FORM, title: ' ' }, 'title: Title is required'],
    [
      'an unknown field',
      { ...DEFAULT_LEAD_FORM, fields: ['phone', 'ssn'] },
      'fields.1: Each field must be one of phone, location, budget, timeline, leadType, message',
    ],
    ['a field that is not settable', { ...DEFAULT_LEAD_FORM, extra: 1 }, ': Unrecognized key: "extra"'],
    [
      "the lead's name in the instant reply's subject",
      { ...DEFAULT_LEAD_FORM, autoReply: { ...DEFAULT_AUTO_REPLY, channel: 'email', subject: 'Hi {{ lead.firstName }}!' } },
      `autoReply.subject: ${SUBJECT_WITHOUT_LEAD_FIELDS}`,
    ],
    [
      'an unknown country for texts',
      { ...DEFAULT_LEAD_FORM, autoReply: { ...DEFAULT_AUTO_REPLY, textCountries: ['UK'] } },
      'autoReply.textCountries.0: Each country must be a two-letter country code, like GB',
    ],
  ])('%s', (_label, body, error) => {
    expect(firstError(LeadFormSettingsSchema.safeParse(body))).toBe(error);
  });

  it("keeps blanks that are not spaces out of a visitor's name", () => {
    expect(LeadFormSubmissionSchema.parse({ name: ' Ana\u2800Ruiz\u200B ', email: 'ana@example.com', ticket: 't' }).name).toBe('Ana Ruiz');
  });

  it("keeps the fields in the form's own order, once each", () => {
    expect(LeadFormSettingsSchema.parse({ ...DEFAULT_LEAD_FORM, fields: ['message', 'phone', 'message'] }).fields).toEqual([
      'phone',
      'message',
    ]);
  });

  it("allows texts to the agent's own country only, unless they add others", () => {
    const { textCountries: _none, ...older } = DEFAULT_AUTO_REPLY;
    expect(LeadFormSettingsSchema.parse({ ...DEFAULT_LEAD_FORM, autoReply: older }).autoReply.textCountries).toEqual([]);
    expect(
      LeadFormSettingsSchema.parse({ ...DEFAULT_LEAD_FORM, autoReply: { ...DEFAULT_AUTO_REPLY, textCountries: ['GB', 'MX'] } }).autoReply
        .textCountries,
    ).toEqual(['GB', 'MX']);
  });
});

describe('the lead a submission makes', () => {
  const submission = LeadFormSubmissionSchema.parse({
    name: 'Ana',
    email: 'ana@example.com',
    phone: '512 555 0101',
    budget: '$500k',
    message: 'Hi',
    leadType: 'Buy',
    ticket: 't',
  });
  it.each([
    [['phone', 'message'] as const, { phone: '512 555 0101', budget: null, message: 'Hi', leadType: null }],
    [['budget', 'leadType'] as const, { phone: null, budget: '$500k', message: null, leadType: 'Buy' }],
  ])('takes only the fields the form shows (%j)', (fields, expected) => {
    expect(leadFromSubmission(submission, fields, 'Website form')).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      source: 'Website form',
      status: 'hot',
      ...expected,
    });
  });
});

it.each([
  ['Dana Agent', 'I agree that Dana Agent may contact me'],
  ['  ', 'I agree that the agent may contact me'],
])('the consent text names the agent (%j)', (agent, start) => {
  expect(consentTextFor(DEFAULT_LEAD_FORM.consentText, agent)).toMatch(new RegExp(`^${start}`));
});
