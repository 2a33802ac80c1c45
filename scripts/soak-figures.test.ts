import { describe, expect, it } from 'vitest';
import { deliveryGaps, percentile, secondHalf, slopePerMinute } from './soak-figures.ts';

const line = (perMinute: number, at: number[]) => at.map((minutes) => ({ minutes, value: 100 + perMinute * minutes }));

describe('slopePerMinute', () => {
  it.each([
    ['flat', line(0, [0, 1, 2, 3]), 0],
    ['climbing 2 MB a minute', line(2, [0, 0.5, 1, 5]), 2],
    ['falling', line(-1.5, [3, 4, 5]), -1.5],
  ])('%s', (_name, samples, slope) => {
    expect(slopePerMinute(samples)).toBeCloseTo(slope, 9);
  });

  it.each([
    ['one sample', line(1, [1])],
    ['no time between samples', line(1, [2, 2])],
  ])('is not a number with %s', (_name, samples) => {
    expect(slopePerMinute(samples)).toBeNaN();
  });

  it('draws one line through every sample, so one late collection moves it little', () => {
    const samples = [...line(0, [0, 1, 2, 3, 4]), { minutes: 5, value: 130 }];
    // The first and last alone say 6 a minute.
    expect(slopePerMinute(samples)).toBeCloseTo(75 / 17.5, 9);
  });
});

describe('secondHalf', () => {
  it.each([
    [
      [0, 1, 2, 3, 4],
      [2, 3, 4],
    ],
    [[10, 11, 14], [14]],
    [[], []],
  ])('of %j is %j', (at, kept) => {
    expect(secondHalf(line(0, at)).map((s) => s.minutes)).toEqual(kept);
  });
});

describe('percentile', () => {
  it.each([
    [[], 50, Number.NaN],
    [[7], 99, 7],
    [[1, 2, 3, 4], 50, 3],
    [[1, 2, 3, 4], 99, 4],
    [[1, 2, 3, 4], 0, 1],
  ])('%j at p%d is %d', (sorted, p, value) => {
    expect(percentile(sorted, p)).toBe(value);
  });
});

describe('deliveryGaps', () => {
  it.each([
    ['all delivered', [{ published: 5, received: 5 }], { lost: 0, extra: 0, streamsShort: 0 }],
    [
      'one stream short',
      [
        { published: 5, received: 3 },
        { published: 5, received: 5 },
      ],
      { lost: 2, extra: 0, streamsShort: 1 },
    ],
    ['one received twice', [{ published: 5, received: 6 }], { lost: 0, extra: 1, streamsShort: 0 }],
  ])('%s', (_name, streams, gaps) => {
    expect(deliveryGaps(streams)).toEqual(gaps);
  });
});
