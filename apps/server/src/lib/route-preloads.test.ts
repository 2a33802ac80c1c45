import { describe, expect, it } from 'vitest';
import { matchRoute, routePreloadLinks, type RoutePreload } from './route-preloads.ts';

const ROUTES: RoutePreload[] = [
  { path: '/f/:publicId', signedIn: false, scripts: ['/assets/public-form-1.js'], reads: ['/api/public/forms/:publicId'] },
  { path: '/leads/:id', signedIn: true, scripts: ['/assets/shell-route-2.js', '/assets/lead-3.js'], reads: [] },
  { path: '/leads/duplicates', signedIn: true, scripts: ['/assets/lead-duplicates-4.js'], reads: [] },
];

describe("a route's preload links", () => {
  it('matches a route without parameters before one with them, and reads the parameters', () => {
    expect(matchRoute(ROUTES, '/leads/duplicates')?.route.path).toBe('/leads/duplicates');
    expect(matchRoute(ROUTES, '/leads/7f3a')).toEqual({ route: ROUTES[1], params: { id: '7f3a' } });
    expect(matchRoute(ROUTES, '/leads/7f3a/')?.route.path).toBe('/leads/:id');
    expect(matchRoute(ROUTES, '/leads')).toBeNull();
    expect(matchRoute(ROUTES, '/leads/7f3a/edit')).toBeNull();
    expect(matchRoute(ROUTES, '/f/%E0%A4%A')).toBeNull();
  });

  it("links a public route's scripts and its first read, with the parameter written into the read", () => {
    expect(routePreloadLinks(ROUTES, '/f/abc_-1', false)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/public-form-1.js">' +
        '<link rel="preload" href="/api/public/forms/abc_-1" as="fetch" crossorigin="use-credentials">',
    );
    // A parameter is written encoded: it cannot leave the attribute or the path.
    expect(routePreloadLinks(ROUTES, '/f/a%22%3E%3Cb', false)).toContain('href="/api/public/forms/a%22%3E%3Cb"');
  });

  it("links a signed-in screen's scripts only for a visitor with a session", () => {
    expect(routePreloadLinks(ROUTES, '/leads/7f3a', false)).toBe('');
    expect(routePreloadLinks(ROUTES, '/leads/7f3a', true)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/shell-route-2.js"><link rel="modulepreload" crossorigin href="/assets/lead-3.js">',
    );
    expect(routePreloadLinks(ROUTES, '/nowhere', true)).toBe('');
  });
});
