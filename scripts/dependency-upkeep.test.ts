import { describe, expect, it } from 'vitest';
import {
  assessUpkeep,
  directDependencies,
  isLineBehind,
  productionPackages,
  releaseLine,
  repositoryUrl,
  upkeepFlags,
  type Lockfile,
  type Upkeep,
} from './dependency-upkeep.ts';

describe('release lines', () => {
  it.each([
    ['4.13.19', '4'],
    ['0.45.4', '0.45'],
    ['0.0.3', '0.0'],
    ['2.0.0-beta.1', '2'],
  ])('%s is on line %s', (version, line) => {
    expect(releaseLine(version)).toBe(line);
  });

  it.each([
    ['7.0.13', '8.0.1', true],
    ['7.0.13', '7.9.0', false],
    ['0.45.4', '0.46.0', true],
    ['0.45.4', '0.45.9', false],
    ['3.0.0', '2.9.9', false],
    ['3.0.0-rc.1', '2.9.9', false],
    ['1.2.3', '10.0.0', true],
  ])('%s behind %s: %s', (installed, latest, behind) => {
    expect(isLineBehind(installed, latest)).toBe(behind);
  });
});

const lock: Lockfile = {
  packages: {
    '': {},
    'node_modules/hono': { version: '4.13.19' },
    'node_modules/zod': { version: '4.6.7' },
    'node_modules/@porchlight/domain': { link: true },
    'apps/web/node_modules/zod': { version: '3.25.0' },
    'node_modules/eslint': { version: '9.39.5', dev: true },
    'node_modules/old-thing': { version: '1.0.0', deprecated: 'Use new-thing' },
    'node_modules/hono/node_modules/@scope/inner': { version: '2.0.0', devOptional: true },
    'apps/server': { version: '0.0.0' },
  },
};

describe('directDependencies', () => {
  it('resolves each as Node does (the workspace first), drops our own workspaces and names where each is used', () => {
    const found = directDependencies(
      {
        'apps/server': { dependencies: { hono: '^4', zod: '^4', '@porchlight/domain': '*' } },
        'apps/web': { dependencies: { zod: '^3' } },
        'packages/domain': { dependencies: { zod: '^4' } },
      },
      lock,
    );
    expect(found).toEqual([
      { name: 'hono', range: '^4', workspaces: ['apps/server'], version: '4.13.19' },
      { name: 'zod', range: '^4', workspaces: ['apps/server', 'packages/domain'], version: '4.6.7' },
      { name: 'zod', range: '^3', workspaces: ['apps/web'], version: '3.25.0' },
    ]);
  });
});

describe('productionPackages', () => {
  it('keeps what an install without dev dependencies keeps, with the deprecation npm recorded', () => {
    expect(productionPackages(lock)).toEqual([
      { path: 'node_modules/hono', name: 'hono', version: '4.13.19', deprecated: undefined, optional: false },
      { path: 'node_modules/zod', name: 'zod', version: '4.6.7', deprecated: undefined, optional: false },
      { path: 'apps/web/node_modules/zod', name: 'zod', version: '3.25.0', deprecated: undefined, optional: false },
      { path: 'node_modules/old-thing', name: 'old-thing', version: '1.0.0', deprecated: 'Use new-thing', optional: false },
      {
        path: 'node_modules/hono/node_modules/@scope/inner',
        name: '@scope/inner',
        version: '2.0.0',
        deprecated: undefined,
        optional: true,
      },
    ]);
  });
});

describe('repositoryUrl', () => {
  it.each([
    ['git+https://github.com/honojs/hono.git', 'https://github.com/honojs/hono'],
    [{ url: 'git://github.com/pinojs/pino.git' }, 'https://github.com/pinojs/pino'],
    ['colinhacks/zod', 'https://github.com/colinhacks/zod'],
    ['github:nodemailer/nodemailer', 'https://github.com/nodemailer/nodemailer'],
    ['ssh://git@github.com/a/b.git', 'https://github.com/a/b'],
    [undefined, undefined],
  ])('%j is %s', (repository, url) => {
    expect(repositoryUrl(repository)).toBe(url);
  });
});

describe('assessUpkeep', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const packument = {
    'dist-tags': { latest: '3.1.0' },
    versions: { '2.4.0': { deprecated: 'Upgrade to 3' }, '2.5.0': { deprecated: '' }, '3.1.0': { repository: 'github:acme/thing' } },
    time: {
      created: '2019-01-01T00:00:00Z',
      modified: '2026-11-01T00:00:00Z',
      '2.4.0': '2023-01-01T00:00:00Z',
      '2.5.0': '2025-06-01T00:00:00Z',
      '3.1.0': '2024-03-01T00:00:00Z',
    },
  };

  it.each([
    ['a deprecated version', '2.4.0', { deprecated: 'Upgrade to 3', lineBehind: true }],
    ['a deprecation undone (empty message)', '2.5.0', { deprecated: undefined, lineBehind: true }],
    ['the latest', '3.1.0', { deprecated: undefined, lineBehind: false }],
  ])('%s', (_name, installed, expected) => {
    expect(assessUpkeep(installed, packument, now)).toMatchObject({
      ...expected,
      latest: '3.1.0',
      latestReleased: '2024-03-01T00:00:00Z',
      // The newest release of any line, not the latest tag's; "modified" is a metadata change, not a release.
      lastRelease: '2025-06-01T00:00:00Z',
      stale: false,
      repository: 'https://github.com/acme/thing',
    });
  });

  it.each([
    ['729 days ago', '2024-11-27T00:00:00Z', false],
    ['731 days ago', '2024-11-25T00:00:00Z', true],
  ])('is stale when its last release was over two years ago: %s', (_name, at, stale) => {
    expect(assessUpkeep('1.0.0', { 'dist-tags': { latest: '1.0.0' }, time: { '1.0.0': at } }, now).stale).toBe(stale);
  });
});

describe('upkeepFlags', () => {
  const kept: Upkeep = {
    deprecated: undefined,
    latest: '2.0.0',
    latestReleased: '2026-01-01',
    lastRelease: '2026-01-01',
    lineBehind: false,
    stale: false,
    repository: undefined,
  };
  it.each([
    ['kept up', kept, []],
    ['deprecated and behind', { ...kept, deprecated: 'Use b', lineBehind: true }, ['DEPRECATED', 'MAJOR BEHIND']],
    ['stale', { ...kept, stale: true }, ['STALE']],
    ['without release dates (staleness unknown)', { ...kept, lastRelease: undefined }, ['NO RELEASE DATES']],
  ])('%s', (_name, upkeep, flags) => {
    expect(upkeepFlags(upkeep)).toEqual(flags);
  });
});
