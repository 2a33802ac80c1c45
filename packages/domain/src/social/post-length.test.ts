import { describe, expect, it } from 'vitest';
import { SOCIAL_POST_MAX_CHARACTERS, SOCIAL_POST_MAX_IMAGES, SOCIAL_POST_TEXT_MAX, platformCounts, postLength } from './post-length.ts';

describe('the limits of each platform', () => {
  it.each([
    ['x', 280],
    ['linkedin', 3000],
    ['instagram', 2200],
    ['facebook', 63206],
  ] as const)('%s takes %i characters', (platform, max) => expect(SOCIAL_POST_MAX_CHARACTERS[platform]).toBe(max));
  it('accepts text up to the most generous platform, and four pictures', () => {
    expect(SOCIAL_POST_TEXT_MAX).toBe(63206);
    expect(SOCIAL_POST_MAX_IMAGES).toBe(4);
  });
});

describe('postLength', () => {
  it.each([
    ['', 'facebook', 0],
    ['Just listed', 'linkedin', 11],
    ['Café 🏡', 'instagram', 6],
    ['See https://porchlight.example/listings/12345678901234567890', 'x', 4 + 23],
    ['See https://porchlight.example/listings/12345678901234567890', 'facebook', 60],
    ['a http://x.y b https://z.example/very/long/path', 'x', 5 + 46],
  ] as const)('%j on %s is %i', (text, platform, length) => expect(postLength(text, platform)).toBe(length));
});

describe('platformCounts', () => {
  it('says which chosen platform a text is too long for', () => {
    const counts = platformCounts('x'.repeat(281), ['x', 'linkedin']);
    expect(counts).toEqual([
      { platform: 'x', used: 281, max: 280, isOver: true },
      { platform: 'linkedin', used: 281, max: 3000, isOver: false },
    ]);
  });
  it('counts for every platform when none is chosen', () =>
    expect(platformCounts('hi').map((c) => c.platform)).toEqual(['facebook', 'instagram', 'linkedin', 'x']));
  it('is exactly at the limit without being over', () => expect(platformCounts('y'.repeat(280), ['x'])[0]!.isOver).toBe(false));
});
