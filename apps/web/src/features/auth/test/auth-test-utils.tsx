import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { stopSessionWatch } from '../hooks/use-auth';

export const testUser = {
  id: 'user-1',
  email: 'jane@example.com',
  name: 'Jane Doe',
  image: null,
  emailVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const sessionBody = {
  session: { id: 'session-1', userId: testUser.id, token: 't', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: testUser,
};

/** Our own API as the server answers it by default: no social providers, tracking accepted. */
export const defaultHandlers = [
  http.get('*/api/config', () => HttpResponse.json({ socialProviders: [], chatWidgetSrc: null, extensionInstallUrl: null })),
  http.post('*/api/sessions/track', () => HttpResponse.json({ success: true, id: 'track-1' })),
];

/** One MSW server per test file, failing on any request the test did not expect. */
export function setupMswServer() {
  const server = setupServer(...defaultHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    stopSessionWatch();
    useSessionStore.setState(INITIAL_SESSION_STATE, true);
  });
  afterEach(() => {
    server.resetHandlers();
    stopSessionWatch();
  });
  afterAll(() => server.close());
  return server;
}

/** Shows where the router ended up, so a test can assert on redirects. */
export function LocationProbe({ label = 'location' }: { label?: string }) {
  const location = useLocation();
  return <p data-testid={label}>{location.pathname + location.search}</p>;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithRouter(routes: RouteObject[], initialEntry: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const route = (path: string, element: ReactNode): RouteObject => ({ path, element });
