import { describe, expect, it } from 'vitest';
import { partnerOf, readContactColumn, readContactTypeColumn } from './contact-columns';

describe('readContactColumn (issue 50)', () => {
  it.each([
    ['Cell Phone 1', { kind: 'phone', label: 'Cell 1', mobile: true }],
    ['Cell Phone 2', { kind: 'phone', label: 'Cell 2', mobile: true }],
    ['Work Phone', { kind: 'phone', label: 'Work', mobile: false }],
    ['Home Phone', { kind: 'phone', label: 'Home', mobile: false }],
    ['Business Phone', { kind: 'phone', label: 'Work', mobile: false }],
    ['Mobile', { kind: 'phone', label: 'Mobile', mobile: true }],
    ['Phone - mobile', { kind: 'phone', label: 'Mobile', mobile: true }],
    ['Phone 3', { kind: 'phone', label: 'Phone 3', mobile: false }],
    ['phone_number_2', { kind: 'phone', label: 'Phone 2', mobile: false }],
    ['Fax', { kind: 'phone', label: 'Fax', mobile: false }],
    ['Phone', { kind: 'phone', label: null, mobile: false }],
    ['Email 1', { kind: 'email', label: 'Email 1', mobile: false }],
    ['Email 2', { kind: 'email', label: 'Email 2', mobile: false }],
    ['E-mail 3 Address', { kind: 'email', label: 'Email 3', mobile: false }],
    ['Work Email', { kind: 'email', label: 'Work', mobile: false }],
    ['Email', { kind: 'email', label: null, mobile: false }],
  ])('%s reads as %j', (header, expected) => {
    expect(readContactColumn(header)).toEqual(expected);
  });

  it.each([
    'Phone 1 Type',
    'Email Opt Out',
    'Phone Verified',
    'Spouse Email',
    'Co-Buyer Cell Phone',
    'Phone Country Code',
    'Name',
    'Price',
  ])('%s is no contact of the lead', (header) => {
    expect(readContactColumn(header)).toBeNull();
  });
});

describe('partnerOf', () => {
  it.each([
    ['Spouse Email', 'Spouse'],
    ['Spouse First Name', 'Spouse'],
    ['Co-Buyer Phone', 'Co-buyer'],
    ['CoBuyer Name', 'Co-buyer'],
    ['Wife Cell', 'Spouse'],
    ['Partner Name', 'Partner'],
    ['Email 2', null],
    ['Cell Phone', null],
  ])('%s → %s', (header, expected) => {
    expect(partnerOf(header)).toBe(expected);
  });
});

describe('readContactTypeColumn', () => {
  it.each([
    ['Phone 1 Type', { kind: 'phone', number: 1 }],
    ['Phone 2 - Label', { kind: 'phone', number: 2 }],
    ['E-mail 1 - Type', { kind: 'email', number: 1 }],
    ['email_2_type', { kind: 'email', number: 2 }],
    ['Phone 1', null],
    ['Phone Type', null],
  ])('%s → %j', (header, expected) => {
    expect(readContactTypeColumn(header)).toEqual(expected);
  });
});
