import { describe, expect, it } from 'vitest';
import { renderTemplate } from './merge-fields';
import { appendPropertyCard, propertyMergeFields, renderPropertyCard, switchPropertyCard, type CardProperty } from './property-card';

const full: CardProperty = {
  address: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  price: 450000,
  bedrooms: 3,
  bathrooms: 2,
  url: 'https://example.com/12-oak',
};
const rule = '―'.repeat(24);

describe('renderPropertyCard', () => {
  it.each<[string, CardProperty, string, string]>([
    [
      'every field',
      full,
      '12 Oak St, Austin, TX 78701 · $450,000 · 3bd/2ba · https://example.com/12-oak',
      `${rule}\n12 Oak St, Austin, TX 78701\n$450,000 · 3 beds · 2 baths\nhttps://example.com/12-oak\n${rule}`,
    ],
    ['address only', { address: ' 9 Elm Rd ' }, '9 Elm Rd', `${rule}\n9 Elm Rd\n${rule}`],
    [
      'no price, one bed, no link',
      { address: '1 Main St', city: 'Waco', price: null, bedrooms: 1, bathrooms: 1 },
      '1 Main St, Waco · 1bd/1ba',
      `${rule}\n1 Main St, Waco\n1 bed · 1 bath\n${rule}`,
    ],
    ['a zero price is no price', { address: '5 Bay Ave', price: 0, bedrooms: 0 }, '5 Bay Ave · 0bd', `${rule}\n5 Bay Ave\n0 beds\n${rule}`],
    [
      'state without city',
      { address: '7 Pine Ct', state: 'CA', price: 1250000, bathrooms: 3 },
      '7 Pine Ct, CA · $1,250,000 · 3ba',
      `${rule}\n7 Pine Ct, CA\n$1,250,000 · 3 baths\n${rule}`,
    ],
  ])('%s', (_name, property, sms, email) => {
    expect(renderPropertyCard(property, 'sms')).toBe(sms);
    expect(renderPropertyCard(property, 'email')).toBe(email);
  });
});

describe('appendPropertyCard', () => {
  it.each<[string, 'sms' | 'email', string]>([
    ['', 'sms', '9 Elm Rd'],
    ['Take a look:  ', 'sms', 'Take a look: 9 Elm Rd'],
    ['Hi Ana,\nhave a look', 'email', `Hi Ana,\nhave a look\n\n${rule}\n9 Elm Rd\n${rule}`],
  ])('%j by %s', (body, channel, expected) => {
    expect(appendPropertyCard(body, { address: '9 Elm Rd' }, channel)).toBe(expected);
  });
});

describe('property merge fields', () => {
  it.each([
    ['{{property.address}} for {{property.price}}', '12 Oak St for $450,000'],
    ['{{property.beds}} beds, {{property.baths}} baths in {{property.city}}', '3 beds, 2 baths in Austin'],
    ['More: {{property.url}}', 'More: https://example.com/12-oak'],
  ])('%j → %j', (template, expected) => {
    expect(renderTemplate(template, { property: propertyMergeFields(full) }).text).toBe(expected);
  });

  it('a field the property lacks uses the fallback and is listed missing', () => {
    const result = renderTemplate('Price: {{property.price|ask me}}', { property: propertyMergeFields({ address: '9 Elm Rd' }) });
    expect(result).toEqual({ text: 'Price: ask me', missing: ['property.price'], unknown: [] });
  });
});

describe('switchPropertyCard', () => {
  const p: CardProperty = { address: '9 Elm Rd', price: 300000 };
  it.each<[string, 'sms' | 'email', 'sms' | 'email', string]>([
    ['Look: 9 Elm Rd · $300,000', 'sms', 'email', `Look:\n\n${rule}\n9 Elm Rd\n$300,000\n${rule}`],
    [`Look:\n\n${rule}\n9 Elm Rd\n$300,000\n${rule}\nBye`, 'email', 'sms', 'Look: 9 Elm Rd · $300,000\nBye'],
    ['9 Elm Rd · $300,000', 'sms', 'email', `${rule}\n9 Elm Rd\n$300,000\n${rule}`],
    ['Edited: 9 Elm Road', 'sms', 'email', 'Edited: 9 Elm Road'],
    ['Look: 9 Elm Rd · $300,000', 'sms', 'sms', 'Look: 9 Elm Rd · $300,000'],
  ])('%j from %s to %s', (body, from, to, expected) => {
    expect(switchPropertyCard(body, p, from, to)).toBe(expected);
  });
});
