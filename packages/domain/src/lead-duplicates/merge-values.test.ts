import { describe, expect, it } from 'vitest';
import { LEAD_TAGS_MAX } from '../leads/lead-schemas';
import { defaultChoices, mergeLeadValues, suggestedPrimary, type MergeableLead } from './merge-values';

const lead = (id: string, over: Partial<MergeableLead> = {}): MergeableLead => ({
  id,
  name: `Lead ${id}`,
  email: null,
  phone: null,
  stageId: null,
  assignedUserId: null,
  status: null,
  qualification: null,
  location: null,
  budget: null,
  timeline: null,
  source: null,
  leadType: null,
  preferredContact: null,
  bestTime: null,
  platform: null,
  birthday: null,
  purchaseDate: null,
  dealValue: null,
  expectedCloseDate: null,
  notes: null,
  tags: [],
  additionalEmails: [],
  additionalPhones: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  firstReplyAt: null,
  sourceCreatedAt: null,
  lastActivityAt: null,
  ...over,
});

describe('mergeLeadValues', () => {
  const a = lead('a', { name: 'Jane Doe', email: 'jane@example.com', phone: '555-010-2030', status: 'hot', budget: null });
  const b = lead('b', { name: 'Jane D', email: 'JANE@work.com', phone: '5550109999', status: 'cold', budget: '$450,000' });

  it.each<[string, Partial<Record<string, string>>, Partial<Record<keyof MergeableLead, unknown>>]>([
    ['the primary wins when nothing is chosen', {}, { name: 'Jane Doe', email: 'jane@example.com', status: 'hot' }],
    ["a field the primary lacks takes the other lead's value", {}, { budget: '$450,000' }],
    ['a chosen field takes that lead’s value', { name: 'b', status: 'b' }, { name: 'Jane D', status: 'cold', email: 'jane@example.com' }],
    ['choosing an empty value keeps it empty', { budget: 'a' }, { budget: null }],
    ['an id not among the leads is ignored', { name: 'zzz' }, { name: 'Jane Doe' }],
  ])('%s', (_, choices, expected) => {
    expect(mergeLeadValues([a, b], 'a', choices)).toMatchObject(expected);
  });

  it.each<[string, string, Partial<Record<string, string>>, string[], string[]]>([
    ['the others’ e-mails and phones become additional ones', 'a', {}, ['JANE@work.com'], ['5550109999']],
    [
      'choosing the other e-mail keeps the primary’s as additional',
      'a',
      { email: 'b', phone: 'b' },
      ['jane@example.com'],
      ['555-010-2030'],
    ],
  ])('%s', (_, primary, choices, emails, phones) => {
    const merged = mergeLeadValues([a, b], primary, choices);
    expect(merged.additionalEmails).toEqual(emails);
    expect(merged.additionalPhones).toEqual(phones);
  });

  it('keeps each e-mail and phone once, any case or format', () => {
    const merged = mergeLeadValues(
      [
        lead('a', { email: 'jane@example.com', additionalEmails: ['old@example.com'], phone: '(555) 010-2030' }),
        lead('b', { email: 'Jane@Example.com', additionalEmails: ['OLD@example.com', 'new@example.com'], phone: '+1 555 010 2030' }),
      ],
      'a',
    );
    expect(merged.additionalEmails).toEqual(['old@example.com', 'new@example.com']);
    expect(merged.additionalPhones).toEqual([]);
  });

  it('unions tags (any case) up to the limit and joins distinct notes', () => {
    const many = Array.from({ length: LEAD_TAGS_MAX }, (_, i) => `t${i}`);
    const merged = mergeLeadValues(
      [
        lead('a', { tags: ['Buyer', 't0'], notes: 'Wants a yard' }),
        lead('b', { tags: ['buyer', ...many], notes: ' Wants a yard ' }),
        lead('c', { notes: 'Pre-approved' }),
      ],
      'a',
    );
    expect(merged.tags.slice(0, 3)).toEqual(['Buyer', 't0', 't1']);
    expect(merged.tags).toHaveLength(LEAD_TAGS_MAX);
    expect(merged.notes).toBe('Wants a yard\n\nPre-approved');
  });

  it('keeps the earliest creation and first reply, and the latest activity', () => {
    const merged = mergeLeadValues(
      [
        lead('a', { createdAt: '2026-03-01T00:00:00.000Z', firstReplyAt: null, lastActivityAt: '2026-03-05T00:00:00.000Z' }),
        lead('b', {
          createdAt: '2025-12-01T00:00:00.000Z',
          firstReplyAt: '2026-01-02T00:00:00.000Z',
          lastActivityAt: '2026-02-01T00:00:00.000Z',
        }),
      ],
      'a',
    );
    expect(merged).toMatchObject({
      createdAt: '2025-12-01T00:00:00.000Z',
      firstReplyAt: '2026-01-02T00:00:00.000Z',
      lastActivityAt: '2026-03-05T00:00:00.000Z',
    });
  });
});

describe('defaultChoices', () => {
  it('takes the primary for a filled field and the first other lead with a value otherwise', () => {
    const choices = defaultChoices(
      [lead('a', { email: 'a@x.com' }), lead('b', { budget: '$1' }), lead('c', { budget: '$2', phone: '5550102030' })],
      'a',
    );
    expect(choices).toMatchObject({ email: 'a', budget: 'b', phone: 'c', name: 'a', location: 'a' });
  });
});

describe('suggestedPrimary', () => {
  const older = '2025-01-01T00:00:00.000Z';
  it.each<[string, MergeableLead[], string]>([
    [
      'the lead that knows the most',
      [lead('a', { email: 'a@x.com' }), lead('b', { email: 'b@x.com', phone: '5550102030', tags: ['buyer'] })],
      'b',
    ],
    ['among equals, the oldest', [lead('a', { email: 'a@x.com' }), lead('b', { email: 'b@x.com', createdAt: older })], 'b'],
    ['additional contacts count', [lead('a', { email: 'a@x.com' }), lead('b', { additionalEmails: ['x@x.com', 'y@x.com'] })], 'b'],
  ])('%s', (_, leads, expected) => expect(suggestedPrimary(leads).id).toBe(expected));
});
