import { describe, expect, it } from 'vitest';
import { areaKeyOf, areaLabel, parseAreaKey } from './market-areas';
import { formatRatio, listToSaleRatio, median, recentMonths } from './market-metrics';

describe('market areas', () => {
  it.each([
    [{ zipcode: '78701', city: 'Austin', state: 'TX' }, 'zip:78701'],
    [{ zipcode: '78701-1234', city: 'Austin', state: 'TX' }, 'zip:78701'],
    [{ zipcode: null, city: ' Austin ', state: 'TX' }, 'city:austin|tx'],
    [{ zipcode: 'n/a', city: 'San  Marcos', state: null }, 'city:san marcos|'],
    [{ zipcode: '', city: '', state: 'TX' }, null],
  ])('%o is in %s', (property, key) => expect(areaKeyOf(property)).toBe(key));

  it.each([
    ['zip:78701', { kind: 'zip', zip: '78701' }],
    ['city:austin|tx', { kind: 'city', city: 'austin', state: 'tx' }],
    ['city:austin|', { kind: 'city', city: 'austin', state: '' }],
    ['zip:7870', null],
    ['austin', null],
    ['city:|tx', null],
  ])('%s parses to %o', (key, parsed) => expect(parseAreaKey(key)).toEqual(parsed));

  it.each([
    [{ kind: 'zip', zip: '78701' }, { city: 'Austin', state: 'TX' }, '78701 · Austin, TX'],
    [{ kind: 'zip', zip: '78701' }, { city: null, state: null }, '78701'],
    [{ kind: 'city', city: 'austin', state: 'tx' }, { city: 'Austin', state: 'TX' }, 'Austin, TX'],
    [{ kind: 'city', city: 'austin', state: '' }, { city: null, state: null }, 'austin'],
  ] as const)('%o with %o reads %s', (area, place, label) => expect(areaLabel(area, place)).toBe(label));
});

describe('market figures', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[400_000, 100_000, 300_000, 200_000], 250_000],
  ])('the median of %o is %s', (values, m) => expect(median(values)).toBe(m));

  it.each([
    [490_000, 500_000, 0.98],
    [null, 500_000, null],
    [500_000, 0, null],
    [510_000, 500_000, 1.02],
  ])('sold %s on a list of %s is %s', (sold, list, ratio) => expect(listToSaleRatio(sold, list)).toBe(ratio));

  it.each([
    [0.98, '98.0%'],
    [1.0234, '102.3%'],
    [0.9855, '98.6%'],
  ])('%s reads %s', (ratio, text) => expect(formatRatio(ratio)).toBe(text));

  it('lists the last twelve months, oldest first', () => {
    const months = recentMonths(new Date('2026-11-23T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
  });
});
