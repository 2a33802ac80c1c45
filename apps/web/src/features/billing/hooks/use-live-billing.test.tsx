import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { subscriptionQueryKey } from '@/lib/subscription/subscription-query';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { LiveBilling } from './use-live-billing';

describe('LiveBilling', () => {
  it.each([
    ['subscription_update', {}],
    ['dashboard_update', { entity: 'leads', change: 'created', count: 1 }],
  ])('a %s event reloads the subscription and its usage counts', async (kind, data) => {
    const queryClient = createTestQueryClient();
    const key = subscriptionQueryKey('user-1');
    queryClient.setQueryData(key, null);
    renderWithRouter(
      <RealtimeProvider options={fakeRealtimeOptions}>
        <LiveBilling />
      </RealtimeProvider>,
      { queryClient },
    );
    const stream = await FakeEventSource.opened();
    act(() => void stream.onopen?.(new Event('open')));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    stream.emit(kind, data);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
