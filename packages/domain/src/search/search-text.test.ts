import { describe, expect, it } from 'vitest';
import { ACCENTED, UNACCENTED, foldSearchText, phoneDigitsOf, searchTerms } from './search-text.ts';

describe('foldSearchText', () => {
  it('pairs every accented letter with one plain letter', () => {
    expect([...ACCENTED].length).toBe([...UNACCENTED].length);
    expect(ACCENTED.length).toBe([...ACCENTED].length);
  });

  it.each([
    ['José Núñez', 'jose nunez'],
    ['JOSE', 'jose'],
    ['Łódź', 'lodz'],
    ['Crème Brûlée', 'creme brulee'],
    ['İstanbul', 'istanbul'],
    ['Straße', 'straße'],
    ['', ''],
  ])('%s -> %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
    expect(foldSearchText(text).length).toBe(text.length);
  });
});

describe('phoneDigitsOf', () => {
  it.each([
    ['(512) 555-0142', '5125550142'],
    ['512.555.0142', '5125550142'],
    ['+1 512 555 0142', '5125550142'],
    ['555-0142', '5550142'],
    ['0142', '0142'],
    ['014', null],
    ['742 Evergreen', null],
    ['MLS123456', null],
  ])('%s -> %s', (query, digits) => expect(phoneDigitsOf(query)).toBe(digits));
});

describe('searchTerms', () => {
  it.each([
    ['  José   Nunez ', ['nunez', 'jose']],
    ['742 Evergreen Terr.', ['evergreen', 'terr', '742']],
    ['"oak"', ['oak']],
    ['a a a', ['a']],
    ['- -', []],
    ['one two three four five six seven', ['three', 'seven', 'four', 'five', 'one', 'two']],
  ])('%s -> %j', (query, terms) => expect(searchTerms(query)).toEqual(terms));
});
