import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach } from 'vitest';
import type { SubscriptionOverview, TeamResponse } from '@porchlight/domain/billing/billing-schemas';
import { type AuthUser, INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';

export const signedInUser: AuthUser = { id: 'user-1', email: 'jane@example.com', name: 'Jane Doe', image: null };

/** One MSW server per file; each test starts signed in. */
export function setupBillingTest() {
  const server = startMswServer();
  beforeEach(() => useSessionStore.setState({ ...INITIAL_SESSION_STATE, user: signedInUser, isLoading: false }));
  return server;
}

/** GET /api/subscription answering whatever `current()` holds at the time of the request. */
export const subscriptionHandler = (current: () => SubscriptionOverview) =>
  http.get('*/api/subscription', () => HttpResponse.json(current()));

export const teamFixture = (overrides: Partial<TeamResponse> = {}): TeamResponse => ({
  members: [],
  seats: { used: 1, allowed: 3 },
  memberships: [],
  ...overrides,
});

/** Renders at `url` with a toaster; pass the app's own query client to get its global 402 handler. */
export function renderBilling(ui: ReactElement, url: string, queryClient?: QueryClient) {
  return renderWithRouter(
    <>
      {ui}
      <Toaster />
    </>,
    { url, ...(queryClient && { queryClient }) },
  );
}
