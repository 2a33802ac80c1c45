import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_FORM, LEAD_FORM_TEXTS, LeadFormSettingsSchema, LeadFormSubmissionSchema, consentTextFor, leadFromSubmission } from './lead-form';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : `${result.error!.issues[0]!.path.join('.')}: ${result.error!.issues[0]!.message}`;

describe('a visitor\'s submission', () => {
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
  ])('%s', (_label, body, error) => {
    expect(firstError(LeadFormSubmissionSchema.safeParse(body))).toBe(error);
  });
});

describe('the form\'s settings', () => {
  it.each([
    ['the defaults', DEFAULT_LEAD_FORM, null],
    ['an empty title', { ...DEFAULT_LEAD_FORM, title: ' ' }, 'title: Title is required'],
    ['an unknown field', { ...DEFAULT_LEAD_FORM, fields: ['phone', 'ssn'] }, 'fields.1: Each field must be one of phone, location, budget, timeline, leadType, message'],
    ['a field that is not settable', { ...DEFAULT_LEAD_FORM, extra: 1 }, ': Unrecognized key: "extra"'],
  ])('%s', (_label, body, error) => {
    expect(firstError(LeadFormSettingsSchema.safeParse(body))).toBe(error);
  });

  it('keeps the fields in the form\'s own order, once each', () => {
    expect(LeadFormSettingsSchema.parse({ ...DEFAULT_LEAD_FORM, fields: ['message', 'phone', 'message'] }).fields).toEqual(['phone', 'message']);
  });
});

describe('the lead a submission makes', () => {
  const submission = LeadFormSubmissionSchema.parse({ name: 'Ana', email: 'ana@example.com', phone: '512 555 0101', budget: '$500k', message: 'Hi', leadType: 'Buy', ticket: 't' });
  it.each([
    [['phone', 'message'] as const, { phone: '512 555 0101', budget: null, message: 'Hi', leadType: null }],
    [['budget', 'leadType'] as const, { phone: null, budget: '$500k', message: null, leadType: 'Buy' }],
  ])('takes only the fields the form shows (%j)', (fields, expected) => {
    expect(leadFromSubmission(submission, fields, 'Website form')).toMatchObject({ name: 'Ana', email: 'ana@example.com', source: 'Website form', status: 'hot', ...expected });
  });
});

it.each([
  ['Dana Agent', 'I agree that Dana Agent may contact me'],
  ['  ', 'I agree that the agent may contact me'],
])('the consent text names the agent (%j)', (agent, start) => {
  expect(consentTextFor(DEFAULT_LEAD_FORM.consentText, agent)).toMatch(new RegExp(`^${start}`));
});
