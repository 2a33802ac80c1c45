import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { startMswServer } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import {
  getSubscriptionOverview,
  invalidateSubscription,
  SUBSCRIPTION_FETCH_ERROR,
  SUBSCRIPTION_RELOAD_DELAY_MS,
} from './subscription-query';
import { overviewFixture, ownedAddonFixture } from './test-fixtures';
import { useSubscription } from './use-subscription';

const server = startMswServer();
const user = { id: 'user-1', email: 'jane@example.com', name: 'Jane Doe', image: null };

function renderSubscription() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useSubscription(), { wrapper }) };
}

beforeEach(() => useSessionStore.setState({ ...INITIAL_SESSION_STATE, user, isLoading: false }));

describe('useSubscription', () => {
  it('is empty and not loading with no signed-in user, and asks nothing of the server', () => {
    useSessionStore.setState({ ...INITIAL_SESSION_STATE, user: null, isLoading: false });
    // No handler: any request would fail the test (onUnhandledRequest: 'error').
    const { result } = renderSubscription();
    expect(result.current).toMatchObject({
      isLoading: false,
      error: null,
      subscription: null,
      plan: null,
      entitlements: null,
      addons: [],
      isActive: false,
    });
    expect(result.current.canUse('maxLeads')).toBe(false);
    expect(result.current.usageFor('maxLeads')).toBeNull();
  });

  it('gives the plan, entitlements with add-ons, usage and the entitlement checks', async () => {
    server.use(
      http.get('*/api/subscription', () =>
        HttpResponse.json(
          overviewFixture({
            plan: 'agent',
            addons: [ownedAddonFixture('leads-2000')],
            usage: { leads_stored: 2800, flows_count: 10, team_members_count: 2 },
          }),
        ),
      ),
    );
    const { result } = renderSubscription();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    expect(result.current.plan?.name).toBe('Agent');
    expect(result.current.isActive).toBe(true);
    expect(result.current.usageFor('maxLeads')).toMatchObject({
      used: 2800,
      limit: 3500,
      percentage: 80,
      level: 'warning',
      canUse: true,
      remaining: 700,
    });
    expect(result.current.usageFor('flows')).toMatchObject({ used: 10, limit: 10, percentage: 100, level: 'full', canUse: false });
    expect(result.current.usageFor('userSeats')).toMatchObject({ used: 2, limit: 3, canUse: true });
    expect(result.current.canUse('flows')).toBe(false);
    expect(result.current.canUse('maxLeads')).toBe(true);
    expect(result.current.canUse('advancedAnalytics')).toBe(true);
    expect(result.current.canUse('customIntegrations')).toBe(false);
    expect(result.current.canUse('propertyAlerts')).toBe(true);
    expect(result.current.daysUntilRenewal).toBe(12);
  });

  it('shows an unlimited limit as unlimited and always usable', async () => {
    server.use(http.get('*/api/subscription', () => HttpResponse.json(overviewFixture({ plan: 'business' }))));
    const { result } = renderSubscription();
    await waitFor(() => expect(result.current.plan?.key).toBe('business'));
    expect(result.current.entitlements?.maxSocialPosts).toBe(-1);
    expect(result.current.canUse('maxSocialPosts')).toBe(true);
  });

  it('treats an empty error object as no subscription: no error, nothing logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/subscription', () => HttpResponse.json({}, { status: 500 })));
    const { result } = renderSubscription();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ error: null, subscription: null, plan: null, isActive: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('stores another error message as the error and logs it as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/subscription', () => HttpResponse.json({ error: 'Billing is unavailable' }, { status: 503 })));
    const { result } = renderSubscription();
    await waitFor(() => expect(result.current.error).toBe('Billing is unavailable'));
    expect(result.current.isLoading).toBe(false);
    expect(warn).toHaveBeenCalledWith('Subscription fetch failed:', 'Billing is unavailable');
  });

  it("falls back to 'Failed to fetch subscription' when the failure has no message", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new Error(''));
    await expect(getSubscriptionOverview()).rejects.toThrow(SUBSCRIPTION_FETCH_ERROR);
    expect(warn).toHaveBeenCalledWith('Subscription fetch failed:', SUBSCRIPTION_FETCH_ERROR);
  });

  it('after a change reloads at once and once more 500 ms after that fetch, then stops', async () => {
    expect(SUBSCRIPTION_RELOAD_DELAY_MS).toBe(500);
    const fetchedAt: number[] = [];
    server.use(
      http.get('*/api/subscription', () => {
        fetchedAt.push(Date.now());
        return HttpResponse.json(overviewFixture());
      }),
    );
    const { result, queryClient } = renderSubscription();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fetchedAt).toHaveLength(1);

    await invalidateSubscription(queryClient);
    expect(fetchedAt).toHaveLength(2);
    await waitFor(() => expect(fetchedAt).toHaveLength(3), { timeout: 2000 });
    expect(fetchedAt[2]! - fetchedAt[1]!).toBeGreaterThanOrEqual(SUBSCRIPTION_RELOAD_DELAY_MS - 20);
    // No loop: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_RELOAD_DELAY_MS * 2));
    expect(fetchedAt).toHaveLength(3);
  });

  it('a reload while a read is in flight lets that read finish (no cancelled request, no warning), then reads again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answered = 0;
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/subscription', async () => {
        if (answered === 0) await firstHeld;
        answered += 1;
        return HttpResponse.json(overviewFixture());
      }),
    );
    const { result, queryClient } = renderSubscription();
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    const reloaded = invalidateSubscription(queryClient);
    release();
    await reloaded;
    expect(answered).toBe(2);
    expect(result.current.error).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
