import { describe, expect, it } from 'vitest';
import { digitRanges, mergeRanges, snippetAround, termRanges } from './match-ranges.ts';

describe('termRanges', () => {
  it.each([
    ['José Núñez', ['jose'], [[0, 4]]],
    ['Jose Nunez', ['núñez'.normalize('NFC').replace('ú', 'u').replace('ñ', 'n')], [[5, 10]]],
    [
      '742 Evergreen Terrace',
      ['evergreen', '742'],
      [
        [0, 3],
        [4, 13],
      ],
    ],
    ['banana', ['an'], [[1, 5]]],
    ['Oak Street', ['pine'], []],
  ] as const)('%s %j', (text, terms, ranges) => expect(termRanges(text, [...terms])).toEqual(ranges));
});

describe('digitRanges', () => {
  it.each([
    ['(512) 555-0142', '5125550142', [[1, 14]]],
    ['(512) 555-0142', '0142', [[10, 14]]],
    ['+1 512 555 0142', '5125550142', [[3, 15]]],
    ['(512) 555-0142', '9999', []],
    ['', '0142', []],
  ] as const)('%s %s', (text, digits, ranges) => expect(digitRanges(text, digits)).toEqual(ranges));
});

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [2, 3],
        [7, 10],
      ]),
    ).toEqual([
      [0, 3],
      [5, 10],
    ]);
  });
});

describe('snippetAround', () => {
  it('keeps a short text whole', () => {
    expect(snippetAround('Is the house on Oak still free?', ['oak'])).toEqual({
      text: 'Is the house on Oak still free?',
      ranges: [[16, 19]],
    });
  });

  it('cuts a long text around the first match, with its range moved', () => {
    const text = `${'word '.repeat(60)}the porch light is on ${'more '.repeat(60)}`;
    const { text: shown, ranges } = snippetAround(text, ['porch'], 60);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(ranges).toHaveLength(1);
    expect(shown.slice(ranges[0]![0], ranges[0]![1])).toBe('porch');
  });
});
