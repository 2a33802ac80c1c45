import { describe, expect, it } from 'vitest';
import { safeNextPath } from './use-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/leads?id=1', '/leads?id=1'],
    ['/settings?tab=profile', '/settings?tab=profile'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['//evil.example.com', '/dashboard'],
    ['/\\evil.example.com', '/dashboard'],
    ['https://evil.example.com', '/dashboard'],
    ['leads', '/dashboard'],
  ])('%j -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
