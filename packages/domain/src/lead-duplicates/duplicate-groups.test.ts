import { describe, expect, it } from 'vitest';
import { findDuplicateGroups, nameKey, withoutDismissed, type DuplicateCandidate } from './duplicate-groups';

const lead = (id: string, over: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  id,
  name: 'Jane Doe',
  email: null,
  phone: null,
  additionalEmails: [],
  additionalPhones: [],
  ...over,
});

describe('nameKey', () => {
  it.each([
    ['Jane Doe', 'jane doe'],
    ['  JANE   doe ', 'jane doe'],
    ['Zoë O’Brien', 'zoe o brien'],
    ['Jean-Luc Picard', 'jean luc picard'],
    ['', null],
    ['  ..  ', null],
  ])('%j is %j', (name, key) => expect(nameKey(name)).toBe(key));
});

describe('findDuplicateGroups', () => {
  it.each<[string, DuplicateCandidate[], string[][]]>([
    [
      'the same e-mail, any case',
      [lead('a', { email: 'Jane@Example.com' }), lead('b', { name: 'J. D.', email: 'jane@example.com ' })],
      [['a', 'b']],
    ],
    [
      'an e-mail matching an additional e-mail',
      [lead('a', { email: 'jane@example.com' }), lead('b', { name: 'Other', additionalEmails: ['JANE@example.com'] })],
      [['a', 'b']],
    ],
    [
      'the same phone (any format) and the same name',
      [lead('a', { phone: '(555) 010-2030' }), lead('b', { name: 'jane  DOE', phone: '+1 555 010 2030' })],
      [['a', 'b']],
    ],
    [
      'the same phone, another name: not a duplicate',
      [lead('a', { phone: '5550102030' }), lead('b', { name: 'John Doe', phone: '5550102030' })],
      [],
    ],
    ['the same name alone: not a duplicate', [lead('a'), lead('b')], []],
    [
      'a phone matching an additional phone, same name',
      [lead('a', { phone: '555-010-2030' }), lead('b', { additionalPhones: ['5550102030'] })],
      [['a', 'b']],
    ],
    ['a short number is no phone', [lead('a', { phone: '123' }), lead('b', { phone: '123' })], []],
    ['no e-mail and no phone: nothing to match', [lead('a'), lead('b'), lead('c')], []],
    [
      'matches chain into one group',
      [
        lead('a', { email: 'jane@example.com' }),
        lead('b', { email: 'JANE@example.com', phone: '5550102030' }),
        lead('c', { phone: '555.010.2030' }),
        lead('d', { email: 'someone@else.com' }),
      ],
      [['a', 'b', 'c']],
    ],
    [
      'separate groups in the order of their first lead',
      [
        lead('a', { name: 'X', email: 'x@example.com' }),
        lead('b', { name: 'Y', email: 'y@example.com' }),
        lead('c', { name: 'Y', email: 'y@example.com' }),
        lead('d', { name: 'X', email: 'X@example.com' }),
      ],
      [
        ['a', 'd'],
        ['b', 'c'],
      ],
    ],
    [
      'one lead listing the same e-mail twice is no group',
      [lead('a', { email: 'a@example.com', additionalEmails: ['A@example.com'] })],
      [],
    ],
  ])('%s', (_, leads, expected) => {
    expect(findDuplicateGroups(leads).map((g) => g.leadIds)).toEqual(expected);
  });

  it('says why the leads match', () => {
    const [group] = findDuplicateGroups([
      lead('a', { email: 'jane@example.com', phone: '5550102030' }),
      lead('b', { email: 'Jane@example.com', phone: '555 010 2030' }),
    ]);
    expect(group!.reasons).toEqual([
      { kind: 'email', value: 'jane@example.com' },
      { kind: 'phone_and_name', value: '5550102030' },
    ]);
  });
});

describe('withoutDismissed', () => {
  const groups = [{ leadIds: ['a', 'b'] }, { leadIds: ['c', 'd', 'e'] }];
  it.each<[string, string[][], string[][]]>([
    [
      'no dismissals: every group',
      [],
      [
        ['a', 'b'],
        ['c', 'd', 'e'],
      ],
    ],
    ['a group dismissed as it is', [['b', 'a']], [['c', 'd', 'e']]],
    ['a group that lost a lead since (merged, deleted) stays dismissed', [['a', 'b', 'z']], [['c', 'd', 'e']]],
    [
      'a lead that joined since brings the group back',
      [['c', 'd']],
      [
        ['a', 'b'],
        ['c', 'd', 'e'],
      ],
    ],
    ['ids in any case', [['A', 'B']], [['c', 'd', 'e']]],
    [
      'two dismissals do not add up to one',
      [
        ['c', 'd'],
        ['e', 'a'],
      ],
      [
        ['a', 'b'],
        ['c', 'd', 'e'],
      ],
    ],
  ])('%s', (_, dismissals, expected) => expect(withoutDismissed(groups, dismissals).map((g) => g.leadIds)).toEqual(expected));
});
