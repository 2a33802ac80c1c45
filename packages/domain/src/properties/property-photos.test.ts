import { describe, expect, it } from 'vitest';
import {
  PROPERTY_PHOTO_MAX_BYTES,
  PROPERTY_PHOTOS_MAX,
  ReorderPropertyPhotosRequestSchema,
  movePhoto,
  withCoverFirst,
} from './property-photos.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('property photo rules', () => {
  it('pins the limits', () => {
    expect(PROPERTY_PHOTO_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(PROPERTY_PHOTOS_MAX).toBe(30);
  });

  it.each([
    [['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 2, 0, ['c', 'a', 'b']],
    [['a', 'b', 'c'], 1, 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 0, 3, ['a', 'b', 'c']],
    [['a', 'b', 'c'], -1, 0, ['a', 'b', 'c']],
  ])('moves %j from %i to %i', (items, from, to, expected) => {
    expect(movePhoto(items, from, to)).toEqual(expected);
  });

  it('puts the cover first and keeps the others in order', () => {
    expect(withCoverFirst(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(withCoverFirst(['a', 'b'], 'z')).toEqual(['a', 'b']);
  });

  it('names the field when an order is not a list of distinct photo ids', () => {
    expect(ReorderPropertyPhotosRequestSchema.safeParse({ photoIds: [id(1), id(2)] }).success).toBe(true);
    const twice = ReorderPropertyPhotosRequestSchema.safeParse({ photoIds: [id(1), id(1)] });
    expect(twice.error?.issues[0]?.path).toEqual(['photoIds']);
    expect(ReorderPropertyPhotosRequestSchema.safeParse({ photoIds: ['nope'] }).error?.issues[0]?.path).toEqual(['photoIds', 0]);
    expect(ReorderPropertyPhotosRequestSchema.safeParse({ photoIds: [] }).success).toBe(false);
  });
});
