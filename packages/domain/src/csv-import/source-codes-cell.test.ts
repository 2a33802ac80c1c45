import { describe, expect, it } from 'vitest';
import { formatSourceCodes, parseSourceCodes } from './source-codes';

describe('export cell', () => {
  it.each<[Record<string, string>, string]>([
    [{}, ''],
    [{ status: 'A' }, 'status=A'],
    [{ status: 'A', property_type: 'SF', has_pool: 'Y' }, 'status=A; property_type=SF; has_pool=Y'],
  ])('%j ⇄ %j', (codes, cell) => {
    expect(formatSourceCodes(codes)).toBe(cell);
    expect(parseSourceCodes(cell)).toEqual(codes);
  });

  it.each<[string | null, Record<string, string>]>([
    [null, {}],
    ['garbage', {}],
    [' status = P ; ; x', { status: 'P' }],
    ['status=', {}],
  ])('reads %j as %j', (cell, codes) => expect(parseSourceCodes(cell)).toEqual(codes));
});
