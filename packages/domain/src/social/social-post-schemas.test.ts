import { describe, expect, it } from 'vitest';
import { SaveSocialPostRequestSchema, postStatusOf, type SaveSocialPostInput } from './social-post-schemas.ts';

const valid: SaveSocialPostInput = { text: 'Just listed', platforms: ['x', 'linkedin'], action: 'now' };
const messagesOf = (input: unknown) => {
  const parsed = SaveSocialPostRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('SaveSocialPostRequestSchema', () => {
  it('accepts a post and fills the defaults', () => {
    expect(SaveSocialPostRequestSchema.parse(valid)).toEqual({ ...valid, image_ids: [], property_id: null, scheduled_at: null });
  });
  it.each([
    ['an empty post', { ...valid, text: '  ' }, 'Write the post or add a picture'],
    ['no account', { ...valid, platforms: [] }, 'Choose at least one account to post to'],
    ['an unknown platform', { ...valid, platforms: ['myspace'] }, 'Choose among facebook, instagram, linkedin and x'],
    ['too long for X', { ...valid, text: 'a'.repeat(281) }, '281 characters is too long for X (at most 280)'],
    ['a schedule without a time', { ...valid, action: 'schedule' }, 'Choose when to publish'],
    ['five pictures', { ...valid, image_ids: Array.from({ length: 5 }, () => crypto.randomUUID()) }, 'At most 4 pictures'],
    ['an unknown action', { ...valid, action: 'later' }, 'Draft, now or schedule'],
  ])('refuses %s', (_, input, message) => expect(messagesOf(input)).toContain(message));
  it('keeps a draft without accounts, and a long draft', () => {
    expect(messagesOf({ ...valid, platforms: [], action: 'draft', text: 'b'.repeat(300) })).toEqual([]);
  });
  it('takes a picture without text', () => expect(messagesOf({ ...valid, text: '', image_ids: [crypto.randomUUID()] })).toEqual([]));
});

describe('postStatusOf', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const later = new Date('2026-05-02T12:00:00Z');
  it.each([
    ['a draft', true, [], null, 'draft'],
    ['waiting for its time', false, [{ status: 'pending' }], later, 'scheduled'],
    ['due and not yet taken', false, [{ status: 'pending' }], now, 'publishing'],
    ['one account publishing', false, [{ status: 'published' }, { status: 'publishing' }], null, 'publishing'],
    ['every account published', false, [{ status: 'published' }, { status: 'published' }], null, 'published'],
    ['one account failed', false, [{ status: 'published' }, { status: 'failed' }], null, 'failed'],
  ] as const)('%s', (_, isDraft, results, scheduledAt, status) => expect(postStatusOf(isDraft, results, scheduledAt, now)).toBe(status));
});
