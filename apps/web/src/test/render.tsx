import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';

/** Shows where the router is, so tests can assert on navigation like a user reading the URL. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

type Options = { url?: string; routes?: RouteObject[]; queryClient?: QueryClient };

/** Renders `ui` at `url` inside a memory data router (plus a probe and a catch-all route). */
export function renderWithRouter(ui: ReactElement, { url = '/', routes = [], queryClient = createTestQueryClient() }: Options = {}) {
  const withProbe = (node: ReactNode) => (
    <>
      {node}
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter([...routes, { path: '*', element: withProbe(ui) }], { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
