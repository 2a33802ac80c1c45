import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore } from '@/lib/store';
import { TEST_PROFILE } from '@/test/profile-mock';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestQueryClient } from '@/test/render';
import { PROTECTED_PATHS, PUBLIC_PATHS, routes, screenModule } from './router';
import { shellModule } from './route-modules';

// The guard and the dialog are the auth feature's (tested there); here they only mark where
// the router puts them.
vi.mock('@/features/auth/components/require-auth', () => ({
  RequireAuth: ({ children }: { children: ReactNode }) => <div data-testid="require-auth">{children}</div>,
}));
vi.mock('@/features/auth/components/sign-out-dialog', () => ({ SignOutDialog: () => null }));
vi.mock('@/features/profile/hooks/use-user-profile', () => ({ useUserProfile: () => TEST_PROFILE }));

const children = (route: RouteObject | undefined) => route?.children ?? [];
const root = routes[0];
const protectedRoute = children(root).find((r) => r.id === 'protected');

function walk(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...walk(r.children ?? [])]);
}

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The properties screen's Triggers tab lists the agent's property alerts and triggers; the shell's other
// calls go on as before (this file never answered them).
const server = setupServer(
  http.get('*/api/triggers', () => HttpResponse.json({ triggers: [] })),
  http.get('*/api/property-alerts', () => HttpResponse.json({ alerts: [] })),
  http.get('*/api/search', ({ request }) =>
    HttpResponse.json({
      query: new URL(request.url).searchParams.get('q'),
      groups: [{ kind: 'leads', count: 0, is_count_capped: false, results: [] }],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

beforeEach(() => resetAppStore());

describe('route table', () => {
  it('puts every spec screen behind the guard, inside the shell', async () => {
    expect(await (protectedRoute?.lazy as () => Promise<unknown>)()).toBe(await shellModule());
    expect(children(protectedRoute).map((r) => `/${r.path}`)).toEqual([
      '/dashboard',
      '/calendar',
      '/properties',
      '/properties/:id',
      '/leads',
      '/leads/duplicates',
      '/leads/:id',
      '/audience',
      '/triggers',
      '/flows',
      '/inbox',
      '/social-feed',
      '/settings',
      '/search',
      '/market',
    ]);
    expect(PROTECTED_PATHS).toHaveLength(15);
  });

  it('keeps only the auth screens, the team invitation link, the lead form, the booking page and the 404 public', () => {
    const publicPaths = children(root)
      .filter((r) => r.path)
      .map((r) => r.path);
    expect(publicPaths).toEqual([...PUBLIC_PATHS.map((p) => p.slice(1)), '*']);
    expect(PUBLIC_PATHS).toEqual([
      '/signin',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/auth/callback',
      '/team/join',
      '/f/:publicId',
      '/book/:publicId',
    ]);
  });

  it('turns a screen whose code failed to download into one that throws, for its error boundary', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/leads-x.js');
    const module = (await screenModule(() => Promise.reject(failure))()) as { Component: () => never };
    expect(() => module.Component()).toThrow(failure);
  });

  it('gives every route with a screen an error boundary', () => {
    for (const route of walk(routes).filter((r) => !r.index)) expect(route.ErrorBoundary, route.path ?? route.id).toBeDefined();
  });
});

describe('navigating the app', () => {
  it('redirects / to /dashboard', async () => {
    const router = renderAt('/');
    // The first render loads (and, under vitest, transforms) the whole shell: allow for it.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  }, 30_000);

  it('renders a protected screen inside the guard and the shell, honouring ?tab=', async () => {
    renderAt('/properties?tab=triggers');
    // The properties screen's first (lazy) load compiles the whole list module under vitest.
    const guard = await screen.findByTestId('require-auth', {}, { timeout: 20_000 });
    expect(await within(guard).findByRole('heading', { name: 'Properties' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(guard).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(guard).getByRole('tab', { name: 'Triggers' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(guard).findByText('No triggers yet')).toBeInTheDocument();
  }, 30_000);

  it('shows the search query from ?q=', async () => {
    renderAt('/search?q=maple%20st');
    expect(await screen.findByText('Results for “maple st”')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No results for “maple st”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('maple st');
  });

  it('shows a 404 page with a way home for unknown addresses, without the guard', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('require-auth')).not.toBeInTheDocument();
  });
});
