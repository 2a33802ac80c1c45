import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toClientNotificationList } from '@porchlight/domain/notifications/notification-mapping';
import { startMswServer } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { apiNotification, notificationsApi } from '../test/notification-test-utils';
import { notificationsQueryKey } from './get-notifications';
import { usePollNotifications } from './poll-notifications';

const server = startMswServer();

function setup(enabled: boolean) {
  const queryClient = createTestQueryClient();
  const old = apiNotification({ title: 'Already here' });
  queryClient.setQueryData(notificationsQueryKey, toClientNotificationList([old]));
  const api = notificationsApi(server, [old]);
  const onArrived = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => usePollNotifications(enabled, onArrived, 50), { wrapper });
  return { api, onArrived, queryClient, old };
}

describe('the polling fallback', () => {
  it('while the stream is down, fetches the newest 5 on the interval and merges what is new', async () => {
    const { api, onArrived, queryClient } = setup(true);
    const fresh = apiNotification({ title: 'Arrived meanwhile', created_at: new Date().toISOString() });
    api.items.unshift(fresh);
    await waitFor(() => expect(onArrived).toHaveBeenCalledTimes(1));
    expect(onArrived.mock.calls[0]![0].map((n: { id: string }) => n.id)).toEqual([fresh.id]);
    expect(api.requests).toContain('GET ?limit=5');
    expect(queryClient.getQueryData(notificationsQueryKey)!.map((n) => n.title)).toEqual(['Arrived meanwhile', 'Already here']);
  });

  it('does not poll while the stream is up', async () => {
    const { api } = setup(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(api.requests).toEqual([]);
  });
});
