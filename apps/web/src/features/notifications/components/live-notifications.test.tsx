import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { resetAppStore } from '@/lib/store';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { apiNotification, notificationsApi } from '../test/notification-test-utils';
import { NotificationBell } from './notification-bell';

const server = startMswServer();
beforeEach(() => resetAppStore());

function renderLive() {
  return renderWithRouter(
    <RealtimeProvider options={fakeRealtimeOptions}>
      <NotificationBell />
      <Toaster />
    </RealtimeProvider>,
    { url: '/dashboard' },
  );
}

describe('live notifications', () => {
  it('a notification from the stream appears without reload, is counted and toasted, and turns the dot green', async () => {
    const user = userEvent.setup();
    notificationsApi(server, [apiNotification({ title: 'Earlier' })]);
    renderLive();
    // The bell shows at once; the panel's code replaces it with the popover's own trigger after
    // first paint. A press while the button is being replaced is lost (the pressed one is gone).
    const bellBeforeThePanelsCode = screen.getByRole('button', { name: /^Notifications/ });
    const source = await FakeEventSource.opened();
    expect(source.url).toBe('/api/realtime/events?types=notification');
    act(() => void source.onopen?.(new Event('open')));
    expect(screen.getByRole('img', { name: 'Live updates connected' })).toHaveClass('bg-success');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));

    source.emit('notification', {
      notification_id: 'live-1',
      type: 'lead',
      title: 'New lead',
      message: 'Ana Buyer was added',
      priority: 'high',
      read: false,
      created_at: new Date().toISOString(),
      action_url: '/leads?id=l1&highlight=true',
      action_label: 'View lead',
      metadata: {},
      data: {},
    });
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(await screen.findByText('Ana Buyer was added')).toBeInTheDocument();

    // The same one again (the polling fallback, a replay) is neither duplicated nor toasted twice.
    source.emit('notification', {
      notification_id: 'live-1',
      type: 'lead',
      title: 'New lead',
      message: 'Ana Buyer was added',
      priority: 'high',
      read: false,
      created_at: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).not.toBe(bellBeforeThePanelsCode));
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByText('New lead')).toHaveLength(1);
    expect(screen.getAllByText('Ana Buyer was added')).toHaveLength(2);
  });

  it('catches up on a notification made between the first load and the stream opening', async () => {
    const api = notificationsApi(server, [apiNotification({ title: 'Earlier' })]);
    renderLive();
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    // Made after the list was read and before the stream listened: the stream never carries it.
    api.items.unshift(apiNotification({ id: 'missed-1', title: 'New lead', message: 'Made in the gap' }));
    const source = await FakeEventSource.opened();
    act(() => void source.onopen?.(new Event('open')));
    source.emit('connection', { status: 'connected', types: ['notification'], server_time: new Date().toISOString() });
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(await screen.findByText('Made in the gap')).toBeInTheDocument();
    expect(api.requests.filter((r) => r === 'GET ?limit=5')).toHaveLength(1);
  });

  // The first load read the list before the notification was made, and answers after the stream
  // brought it (a busy server): joining that load would lose it until a reload.
  it.each([
    [
      'on the stream',
      (source: FakeEventSource) =>
        source.emit('notification', apiNotification({ id: 'late-1', message: 'Made while loading', created_at: new Date().toISOString() })),
    ],
    [
      'as the stream opens',
      (source: FakeEventSource) =>
        source.emit('connection', { status: 'connected', types: ['notification'], server_time: new Date().toISOString() }),
    ],
  ])('keeps a notification that arrived %s while a first load begun before it was still reading', async (_, arrive) => {
    const api = notificationsApi(server, [apiNotification({ title: 'Earlier' })]);
    let answerFirstLoad!: () => void;
    const firstLoad = new Promise<void>((resolve) => (answerFirstLoad = resolve));
    let firstLoadRead!: () => void;
    const read = new Promise<void>((resolve) => (firstLoadRead = resolve));
    server.use(
      http.get(
        '*/api/notifications',
        async () => {
          const snapshot = { notifications: [...api.items] };
          firstLoadRead();
          await firstLoad;
          return HttpResponse.json(snapshot);
        },
        { once: true },
      ),
    );
    renderLive();
    const source = await FakeEventSource.opened();
    act(() => void source.onopen?.(new Event('open')));
    await read;
    api.items.unshift(apiNotification({ id: 'late-1', message: 'Made while loading', created_at: new Date().toISOString() }));
    act(() => arrive(source));
    answerFirstLoad();
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
  });

  it('goes red when the stream fails', async () => {
    notificationsApi(server, []);
    renderLive();
    const source = await FakeEventSource.opened();
    act(() => void source.onopen?.(new Event('open')));
    act(() => void source.onerror?.(new Event('error')));
    expect(screen.getByRole('img', { name: 'Live updates not connected' })).toHaveClass('bg-destructive');
  });
});
