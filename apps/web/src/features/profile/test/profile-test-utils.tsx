import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ProfileResponse } from '@porchlight/domain/profile/profile-schemas';
import { type AuthUser, INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { resetAppStore } from '@/lib/store';

export const signedInUser: AuthUser = { id: 'user-1', email: 'jane@example.com', name: 'Jane Doe', image: null };

export const profileFixture = (overrides: Partial<ProfileResponse> = {}): ProfileResponse => ({
  id: signedInUser.id,
  email: signedInUser.email,
  email_verified: true,
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  avatar_url: null,
  phone: null,
  brokerage: null,
  license_number: null,
  website: null,
  email_signature: null,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** One MSW server per file; each test starts signed in with an empty client store. */
export function setupProfileTest() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetAppStore();
    useSessionStore.setState({ ...INITIAL_SESSION_STATE, user: signedInUser, isLoading: false });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The query client, inside a router at `path` (the settings page reads its query string). */
export function createWrapper(path = '/settings?tab=profile') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  return { queryClient, wrapper };
}
