import { describe, expect, it } from 'vitest';
import {
  BRAND_PLACEHOLDER_NAME,
  type CachedUserProfile,
  PROFILE_CACHE_TTL_MS,
  initialsOf,
  isCachedProfileValid,
  isUsableName,
  resolveUserProfile,
  type ResolveUserProfileInput,
} from './display-name.ts';

describe('constants', () => {
  it('pins the brand placeholder and the 24 h cache lifetime', () => {
    expect(BRAND_PLACEHOLDER_NAME).toBe('Porchlight');
    expect(PROFILE_CACHE_TTL_MS).toBe(86_400_000);
  });
});

describe('isUsableName', () => {
  it.each([
    ['Jane', true],
    ['  Jane  ', true],
    ["O'Brien", true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['Porchlight', false],
    ['porchlight', false],
    ['User', false],
    ['user', false],
    ['jane@example.com', false],
    ['Users', true],
    ['PORCHLIGHT', false],
    ['Üser', true],
    ['ÜSER', true],
    ['Ｕｓｅｒ', false],
    ['Porchlíght', true],
  ])('%j -> %s', (name, expected) => {
    expect(isUsableName(name)).toBe(expected);
  });
});

describe('resolveUserProfile', () => {
  it.each<[string, ResolveUserProfileInput, { firstName: string; lastName: string; displayName: string; initials: string }]>([
    [
      'flat API profile',
      { profile: { first_name: 'Jane', last_name: 'Doe' }, email: 'x@y.com' },
      { firstName: 'Jane', lastName: 'Doe', displayName: 'Jane Doe', initials: 'JD' },
    ],
    [
      'nested API profile',
      { profile: { profile: { first_name: 'Ann', last_name: 'Lee' } } },
      { firstName: 'Ann', lastName: 'Lee', displayName: 'Ann Lee', initials: 'AL' },
    ],
    [
      'API full_name only',
      { profile: { first_name: null, last_name: null, full_name: 'Mary Ann Smith' } },
      { firstName: 'Mary Ann', lastName: 'Smith', displayName: 'Mary Ann Smith', initials: 'MS' },
    ],
    [
      'API placeholder names fall through to metadata',
      { profile: { first_name: 'Porchlight', last_name: 'User' }, metadata: { first_name: 'Sam', last_name: 'Cole' } },
      { firstName: 'Sam', lastName: 'Cole', displayName: 'Sam Cole', initials: 'SC' },
    ],
    [
      'metadata first_name before full_name',
      { metadata: { first_name: 'Kim', full_name: 'Other Person' } },
      { firstName: 'Kim', lastName: '', displayName: 'Kim', initials: 'K' },
    ],
    [
      'metadata last_name alone',
      { metadata: { last_name: 'Nguyen' } },
      { firstName: '', lastName: 'Nguyen', displayName: 'Nguyen', initials: 'N' },
    ],
    [
      'metadata full_name',
      { metadata: { full_name: 'Ravi Patel' } },
      { firstName: 'Ravi', lastName: 'Patel', displayName: 'Ravi Patel', initials: 'RP' },
    ],
    [
      'metadata given/family names',
      { metadata: { given_name: 'Li', family_name: 'Wei' } },
      { firstName: 'Li', lastName: 'Wei', displayName: 'Li Wei', initials: 'LW' },
    ],
    [
      'metadata name last',
      { metadata: { name: 'Jo   Beth  Ray' } },
      { firstName: 'Jo Beth', lastName: 'Ray', displayName: 'Jo Beth Ray', initials: 'JR' },
    ],
    [
      'e-mail-like name ignored, e-mail local part capitalised',
      { metadata: { name: 'pat@example.com' }, email: 'pat.smith@example.com' },
      { firstName: '', lastName: '', displayName: 'Pat.smith', initials: 'P' },
    ],
    [
      'brand name ignored',
      { metadata: { full_name: 'Porchlight' }, email: 'dana@example.com' },
      { firstName: '', lastName: '', displayName: 'Dana', initials: 'D' },
    ],
    ['nothing known', {}, { firstName: '', lastName: '', displayName: 'User', initials: 'U' }],
    ['empty e-mail', { email: '' }, { firstName: '', lastName: '', displayName: 'User', initials: 'U' }],
  ])('%s', (_label, input, expected) => {
    expect(resolveUserProfile(input)).toMatchObject(expected);
  });

  it.each<[string, ResolveUserProfileInput, string | null]>([
    ['flat avatar_url', { profile: { avatar_url: '/a.png', profile: { avatar_url: '/b.png' } } }, '/a.png'],
    ['nested avatar_url', { profile: { avatar_url: null, profile: { avatar_url: '/b.png' } } }, '/b.png'],
    ['metadata picture', { metadata: { picture: 'https://p/x.jpg' } }, 'https://p/x.jpg'],
    ['auth image', { metadata: { image: 'https://i/y.jpg' } }, 'https://i/y.jpg'],
    ['blank is no avatar', { profile: { avatar_url: '  ' } }, null],
    ['none', {}, null],
  ])('avatar: %s', (_label, input, expected) => {
    expect(resolveUserProfile(input).avatar).toBe(expected);
  });
});

describe('initialsOf', () => {
  it.each([
    ['jane doe', 'JD'],
    ['Mary Ann Smith', 'MS'],
    ['Cher', 'C'],
    ['', 'U'],
  ])('%j -> %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('isCachedProfileValid', () => {
  const now = Date.UTC(2025, 0, 2, 12);
  const base: CachedUserProfile = {
    firstName: 'Jane',
    lastName: 'Doe',
    displayName: 'Jane Doe',
    initials: 'JD',
    avatar: null,
    cachedAt: now,
  };
  it.each<[string, Partial<CachedUserProfile> | null, boolean]>([
    ['fresh with both names', base, true],
    ['exactly 24 h old', { ...base, cachedAt: now - PROFILE_CACHE_TTL_MS }, true],
    ['older than 24 h', { ...base, cachedAt: now - PROFILE_CACHE_TTL_MS - 1 }, false],
    ['first name only', { ...base, lastName: '', displayName: 'Jane' }, true],
    ['last name only', { ...base, firstName: '', displayName: 'Doe' }, true],
    ['no first and last name', { ...base, firstName: '', lastName: '', displayName: 'Jane' }, false],
    ['brand as first name', { ...base, firstName: 'Porchlight', displayName: 'Porchlight Doe' }, false],
    ['brand as display name', { ...base, displayName: 'Porchlight' }, false],
    ['missing cachedAt', { ...base, cachedAt: undefined }, false],
    ['null', null, false],
  ])('%s -> %s', (_label, cached, expected) => {
    expect(isCachedProfileValid(cached, now)).toBe(expected);
  });
});
