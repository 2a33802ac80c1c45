import { describe, it, expect } from 'vitest';
import { criticalRoutes, NEVER_PREFETCHED_ROUTES, RELATED_ROUTES, relatedRoutes, secondaryRoutes } from './route-preload';

describe('route preloading rules', () => {
  it('preloads the four critical routes first', () => {
    expect(criticalRoutes()).toEqual(['/dashboard', '/properties', '/leads', '/settings']);
  });

  it('never prefetches Triggers or Flows', () => {
    expect(NEVER_PREFETCHED_ROUTES).toEqual(['/triggers', '/flows']);
    const everything = [...criticalRoutes(), ...secondaryRoutes(), ...Object.keys(RELATED_ROUTES).flatMap(relatedRoutes)];
    expect(everything).not.toContain('/triggers');
    expect(everything).not.toContain('/flows');
  });

  it.each([
    ['/dashboard', ['/properties', '/leads', '/inbox']],
    ['/leads', ['/audience', '/properties', '/inbox']],
    ['/leads/', ['/audience', '/properties', '/inbox']],
    ['/triggers', ['/dashboard']],
    ['/unknown', []],
    ['/', []],
  ])('related routes of %s', (pathname, expected) => {
    expect(relatedRoutes(pathname)).toEqual(expected);
  });
});
