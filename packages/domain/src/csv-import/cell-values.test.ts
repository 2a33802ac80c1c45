import { describe, expect, it } from 'vitest';
import {
  addressFromObjectCell,
  cleanPhone,
  isEmptyMarker,
  parseObjectCell,
  splitAddress,
  stateCode,
  withoutFormulaGuard,
} from './cell-values';

describe('cleanPhone', () => {
  it.each([
    ['p:+13125550160', '+13125550160'],
    ['tel:+1-312-555-0161', '+1-312-555-0161'],
    ['Phone: (312) 555-0162', '(312) 555-0162'],
    ['3125550163.0', '3125550163'],
    ['(312) 555-0164', '(312) 555-0164'],
    ['  ', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(cleanPhone(input)).toBe(expected);
  });
});

describe('empty markers', () => {
  it.each([['nan'], ['NaN'], ['null'], ['NULL'], ['undefined'], ['[]'], ['{}'], ['#N/A']])('%j is no value', (v) =>
    expect(isEmptyMarker(v)).toBe(true),
  );
  it.each([['None'], ['0'], ['N/A'], ['Nancy']])('%j is a value', (v) => expect(isEmptyMarker(v)).toBe(false));
});

describe('object cells', () => {
  it('reads Python dicts and JSON objects', () => {
    expect(parseObjectCell("{'street': '12 Oak St', 'zip': 78701, 'unit': None}")).toEqual({ street: '12 Oak St', zip: '78701' });
    expect(parseObjectCell('{"streetAddress": "9 Elm", "city": "Austin"}')).toEqual({ streetaddress: '9 Elm', city: 'Austin' });
    expect(parseObjectCell('12 Oak St')).toBeNull();
  });

  it('gives an address only when the object names a street', () => {
    expect(
      addressFromObjectCell("{'streetAddress': '2207 Garfield Ave', 'city': 'Minneapolis', 'state': 'MN', 'zipcode': '55405'}"),
    ).toEqual({ street: '2207 Garfield Ave', city: 'Minneapolis', state: 'MN', zip: '55405' });
    expect(addressFromObjectCell("{'latitude': 44.9, 'longitude': -93.2}")?.street).toBeNull();
  });
});

describe('splitAddress', () => {
  it.each([
    ['123 Main St, Austin, TX 78701', { city: 'Austin', state: 'TX', zip: '78701' }],
    ['123 Main St, Austin, Texas 78701', { city: 'Austin', state: 'TX', zip: '78701' }],
    ['123 Main St, Austin TX 78701', { city: 'Austin', state: 'TX', zip: '78701' }],
    ['123 Main St, New York NY 10001', { city: 'New York', state: 'NY', zip: '10001' }],
    ['88 Spring St APT 1204, Seattle, WA 98104', { city: 'Seattle', state: 'WA', zip: '98104' }],
    ['12 Oak, Apt 4, Austin, TX, 78701, USA', { city: 'Austin', state: 'TX', zip: '78701' }],
    ['9 Lake Rd, Lansing, NY', { city: 'Lansing', state: 'NY', zip: null }],
    ['55 Main St', { city: null, state: null, zip: null }],
    ['55 Main St, Springfield', { city: null, state: null, zip: null }],
    ['', { city: null, state: null, zip: null }],
  ])('%j', (address, expected) => {
    expect(splitAddress(address)).toEqual(expected);
  });

  it('knows state names and codes only', () => {
    expect([stateCode('tx'), stateCode('New Mexico'), stateCode('Tx.'), stateCode('XX'), stateCode('Main')]).toEqual([
      'TX',
      'NM',
      'TX',
      null,
      null,
    ]);
  });
});

describe('withoutFormulaGuard', () => {
  it.each([
    ["'+1 555 010 0100", '+1 555 010 0100'],
    ["'=SUM(A1)", '=SUM(A1)'],
    ["'-5", '-5'],
    ["O'Brien", "O'Brien"],
    ["'quoted'", "'quoted'"],
  ])('%j → %j', (cell, value) => {
    expect(withoutFormulaGuard(cell)).toBe(value);
  });
});
