import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, isChunkLoadError, mayReloadForChunkError, reloadForChunkError } from './chunk-reload';

afterEach(() => sessionStorage.clear());

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://app/assets/leads-abc.js'), true],
    [new TypeError('error loading dynamically imported module: https://app/assets/leads-abc.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/leads-abc.css'), true],
    [Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }), true],
    [new Error('boom'), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('%s -> %s', (error, expected) => expect(isChunkLoadError(error)).toBe(expected));
});

describe('reload once after a failed chunk', () => {
  it('reloads the first time and notes when', () => {
    const reload = vi.fn();
    expect(mayReloadForChunkError(() => 1_000_000)).toBe(true);
    reloadForChunkError(reload, () => 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within the guard time, so it cannot loop', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1000000');
    expect(mayReloadForChunkError(() => 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadForChunkError(() => 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
