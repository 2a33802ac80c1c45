import { describe, expect, it } from 'vitest';
import { toSearchParams } from './list-params.ts';
import { parseLeniently } from './list-query.ts';
import { PropertyListQuerySchema, defaultDirection } from './property-list-query.ts';

describe('PropertyListQuerySchema', () => {
  it('defaults to the newest first, page 1, 50 a page', () => {
    expect(PropertyListQuerySchema.parse({})).toEqual({ sort: 'createdAt', page: 1, limit: 50 });
  });
  it.each([
    [
      { search: ' oak ', status: 'off_market', minPrice: '100000', watched: 'true', page: '3', limit: '500' },
      { search: 'oak', status: 'Off Market', minPrice: 100000, watched: true, page: 3, limit: 500 },
    ],
    [{ search: '', status: '', minBeds: '' }, {}],
    [
      { sort: 'currentPrice', dir: 'asc' },
      { sort: 'currentPrice', dir: 'asc' },
    ],
  ])('%j → %j', (input, expected) => expect(PropertyListQuerySchema.parse(input)).toMatchObject(expected));

  it.each([
    [{ limit: '501' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ sort: 'password' }, 'sort'],
    [{ minPrice: 'cheap' }, 'minPrice'],
    [{ watched: 'maybe' }, 'watched'],
    [{ status: 'Gone' }, 'status'],
  ])('refuses %j naming %s', (input, field) => {
    const parsed = PropertyListQuerySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual([field]);
  });

  it('a hand-edited link keeps its good parameters and drops the bad ones', () => {
    expect(parseLeniently(PropertyListQuerySchema, { search: 'oak', limit: '9999', sort: 'nope' })).toEqual({
      search: 'oak',
      sort: 'createdAt',
      page: 1,
      limit: 50,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(
      toSearchParams(
        { search: 'oak', sort: 'createdAt', page: 1, limit: 50, status: undefined },
        { sort: 'createdAt', page: 1, limit: 50 },
      ),
    ).toEqual({ search: 'oak' });
  });

  it.each([
    ['address', 'asc'],
    ['currentPrice', 'desc'],
    ['createdAt', 'desc'],
  ] as const)('%s sorts %s by default', (sort, dir) => expect(defaultDirection(sort)).toBe(dir));
});
