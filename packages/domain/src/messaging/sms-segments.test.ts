import { describe, expect, it } from 'vitest';
import {
  GSM7_PART,
  GSM7_SINGLE,
  UCS2_PART,
  UCS2_SINGLE,
  bulkSegmentCost,
  countSegments,
  describeSegments,
  smsEncoding,
} from './sms-segments';

describe('SMS segments', () => {
  it('pins the spec numbers', () => {
    expect([GSM7_SINGLE, GSM7_PART, UCS2_SINGLE, UCS2_PART]).toEqual([160, 153, 70, 67]);
  });

  it.each([
    ['', 'GSM-7', 0, 160],
    ['Hi Ana', 'GSM-7', 1, 154],
    ['a'.repeat(160), 'GSM-7', 1, 0],
    ['a'.repeat(161), 'GSM-7', 2, 145],
    ['a'.repeat(306), 'GSM-7', 2, 0],
    ['a'.repeat(307), 'GSM-7', 3, 152],
    ['€'.repeat(80), 'GSM-7', 1, 0],
    ['€'.repeat(81), 'GSM-7', 2, 144],
    ['Olá 😀', 'UCS-2', 1, 64],
    ['я'.repeat(70), 'UCS-2', 1, 0],
    ['я'.repeat(71), 'UCS-2', 2, 63],
    ['я'.repeat(134), 'UCS-2', 2, 0],
  ])('%j is %s in %i segment(s), %i left', (text, encoding, segments, remaining) => {
    const count = countSegments(text);
    expect(count.encoding).toBe(encoding);
    expect(count.segments).toBe(segments);
    expect(count.remaining).toBe(remaining);
  });

  it('knows GSM-7 accents and escapes', () => {
    expect(smsEncoding('Café ñ Ü {x}')).toBe('GSM-7');
    expect(smsEncoding('Ç’')).toBe('UCS-2');
  });

  it('describes the count', () => {
    expect(describeSegments(countSegments('Hi'))).toBe('1 message · 158 left');
    expect(describeSegments(countSegments('a'.repeat(200)))).toBe('2 messages · 106 left');
    expect(describeSegments(countSegments('😀'))).toBe('1 message · 68 left (special characters)');
  });
});

describe('bulk segment cost', () => {
  it.each([
    ['Hi', 40, 1, 40, '1 segment per text: 40 segments in all.'],
    ['x'.repeat(200), 40, 2, 80, 'This text is 2 segments per text: 40 leads × 2 = 80 segments billed.'],
    [
      'Hi 😀 '.repeat(20),
      3,
      2,
      6,
      'This text is 2 segments per text (special characters make each segment shorter): 3 leads × 2 = 6 segments billed.',
    ],
  ])('%#: %s to %i leads', (text, recipients, segments, total, words) =>
    expect(bulkSegmentCost(text, recipients)).toEqual({ segments, total, words }),
  );
});
