import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoadingScreenCode } from './screen-code-at-start';

// Record which modules are asked for instead of downloading them.
const requested: string[] = [];
vi.mock('./route-modules', () => ({
  protectedRouteModules: { '/dashboard': () => Promise.resolve({}) },
  routeModuleLoader: (path: string) =>
    ['/dashboard', '/signin', '/offline'].includes(path)
      ? () => {
          requested.push(path);
          return path === '/offline' ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({});
        }
      : undefined,
  shellModule: () => {
    requested.push('shell');
    return Promise.resolve({});
  },
}));

beforeEach(() => {
  requested.length = 0;
});

describe('the screen code asked for at start', () => {
  it.each([
    ['a signed-in screen: the shell around it and the screen', '/dashboard', ['shell', '/dashboard']],
    ['a public screen: the screen alone', '/signin', ['/signin']],
    ['a path no screen has: nothing (the router finds its own)', '/leads/abc', []],
  ])('%s', (_, path, expected) => {
    startLoadingScreenCode(path);
    expect(requested).toEqual(expected);
  });

  it('leaves a failed download to the router, without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startLoadingScreenCode('/offline');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requested).toEqual(['/offline']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
