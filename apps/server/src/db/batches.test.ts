import { describe, expect, it } from 'vitest';
import { inBatches } from './batches.ts';

describe('inBatches', () => {
  const rows = Array.from({ length: 5 }, (_, i) => i);
  const collect = async (size: number, source = rows) => {
    const pages: number[][] = [];
    for await (const page of inBatches(async (limit, offset) => source.slice(offset, offset + limit), size)) pages.push(page);
    return pages;
  };

  it.each([
    [2, [[0, 1], [2, 3], [4]]],
    [5, [[0, 1, 2, 3, 4]]],
    [10, [[0, 1, 2, 3, 4]]],
  ])('pages of %i', async (size, expected) => {
    expect(await collect(size)).toEqual(expected);
  });

  it('yields nothing for an empty list', async () => {
    expect(await collect(3, [])).toEqual([]);
  });
});
