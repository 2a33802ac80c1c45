import { describe, expect, it } from 'vitest';
import { LimitReachedResponseSchema } from './billing-schemas.ts';
import { readLimitReached } from './limit-reached.ts';

describe('readLimitReached agrees with LimitReachedResponseSchema', () => {
  it.each([
    [{ error: 'Limit reached', limit: 'maxLeads', used: 25, allowed: 25 }],
    [{ error: 'Limit reached', limit: 'maxLeads', used: 25, allowed: 25, extra: true }],
    [{ error: 'x', limit: 'notAFeature', used: 1, allowed: 1 }],
    [{ error: 'x', limit: 'maxLeads', used: '1', allowed: 1 }],
    [{ error: 'x', limit: 'maxLeads', used: 1 }],
    [{ limit: 'maxLeads', used: 1, allowed: 1 }],
    [{ error: 'x', limit: 'maxLeads', used: Number.NaN, allowed: 1 }],
    [null],
    ['Limit reached'],
  ])('%j', (body) => {
    const parsed = LimitReachedResponseSchema.safeParse(body);
    expect(readLimitReached(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
