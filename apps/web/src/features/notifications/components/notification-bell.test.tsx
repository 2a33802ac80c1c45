import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, useAppStore } from '@/lib/store';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { apiNotification, notificationsApi, settingsResponse } from '../test/notification-test-utils';
import { NotificationBell } from './notification-bell';

const server = startMswServer();
beforeEach(() => resetAppStore());

const renderBell = () =>
  renderWithRouter(
    <>
      <NotificationBell />
      <Toaster />
    </>,
    { url: '/dashboard' },
  );
const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};
const badge = () => screen.queryByTestId('notification-badge');
const items = (panel: HTMLElement) => within(panel).queryAllByTestId('notification-item');

describe('the bell badge', () => {
  it.each([
    [0, null],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
  ])('with %i unread shows %j', async (count, expected) => {
    notificationsApi(server, [...Array.from({ length: count }, () => apiNotification()), apiNotification({ read: true })]);
    renderBell();
    if (expected === null) {
      await screen.findByRole('button', { name: 'Notifications' });
      await waitFor(() => expect(badge()).not.toBeInTheDocument());
    } else {
      await waitFor(() => expect(badge()).toHaveTextContent(expected));
      expect(screen.getByRole('button', { name: `Notifications, ${count} unread` })).toBeInTheDocument();
    }
  });

  it('is red "not connected" outside a live connection', () => {
    notificationsApi(server, []);
    renderBell();
    expect(screen.getByRole('img', { name: 'Live updates not connected' })).toHaveClass('bg-destructive');
  });

  it('counts only what the in-app preferences (mirrored from the server) show', async () => {
    const settings = settingsResponse();
    settings.preferences.leads.inApp = false;
    notificationsApi(server, [apiNotification({ type: 'lead' }), apiNotification({ type: 'alert' })], settings);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(useAppStore.getState().notificationPreferences.leads.inApp).toBe(false);
  });
});

describe('the notification panel', () => {
  it('filters by tab: system holds system and task, inbox holds messages', async () => {
    const user = userEvent.setup();
    notificationsApi(server, [
      apiNotification({ type: 'lead', title: 'A lead' }),
      apiNotification({ type: 'property', title: 'A property' }),
      apiNotification({ type: 'message', title: 'A message' }),
      apiNotification({ type: 'system', title: 'A system note', read: true }),
      apiNotification({ type: 'task', title: 'A task' }),
      apiNotification({ type: 'alert', title: 'An alert' }),
    ]);
    renderBell();
    const panel = await openPanel(user);
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Unread', 'System', 'Inbox', 'Properties', 'Leads']);
    await waitFor(() => expect(items(panel)).toHaveLength(6));
    const titlesIn = async (tab: string) => {
      await user.click(within(panel).getByRole('tab', { name: tab }));
      return items(panel).map((li) => within(li).getAllByRole('button')[0]!.textContent);
    };
    expect(await titlesIn('System')).toEqual([expect.stringContaining('A system note'), expect.stringContaining('A task')]);
    expect(await titlesIn('Inbox')).toEqual([expect.stringContaining('A message')]);
    expect(await titlesIn('Properties')).toEqual([expect.stringContaining('A property')]);
    expect(await titlesIn('Leads')).toEqual([expect.stringContaining('A lead')]);
    expect(await titlesIn('Unread')).toHaveLength(5);
    // Every tab controls the one list panel, which exists (an aria-controls to nothing is invalid).
    const tabpanel = within(panel).getByRole('tabpanel', { name: 'Unread notifications' });
    for (const tab of within(panel).getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', tabpanel.id);
  });

  it('says "No notifications found" when in-app is off, and the badge hides', async () => {
    const user = userEvent.setup();
    const settings = settingsResponse();
    settings.preferences.inApp = false;
    notificationsApi(server, [apiNotification({ type: 'system' })], settings);
    renderBell();
    const panel = await openPanel(user);
    expect(await within(panel).findByText('No notifications found')).toBeInTheDocument();
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
  });

  it('shows "Failed to load notifications" with a Retry that recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/settings/notifications', () => HttpResponse.json({ error: 'x' }, { status: 500 })),
      http.get('*/api/notifications', () =>
        fail ? HttpResponse.json({ error: 'down' }, { status: 503 }) : HttpResponse.json([apiNotification({ title: 'Back again' })]),
      ),
    );
    renderBell();
    const panel = await openPanel(user);
    expect(await within(panel).findByText('Failed to load notifications')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Back again')).toBeInTheDocument();
  });

  it('marks one read at once, which updates the badge and the server', async () => {
    const user = userEvent.setup();
    const api = notificationsApi(server, [apiNotification({ title: 'First' }), apiNotification({ title: 'Second' })]);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark read: First' }));
    expect(badge()).toHaveTextContent('1');
    await waitFor(() => expect(api.items.find((n) => n.title === 'First')!.read).toBe(true));
  });

  it('rolls a failed mark-read back and shows the error text', async () => {
    const user = userEvent.setup();
    notificationsApi(server, [apiNotification({ title: 'First' })]);
    server.use(http.post('*/api/notifications/:id/read', () => HttpResponse.json({ error: 'The database is busy' }, { status: 500 })));
    renderBell();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark read: First' }));
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('keeps a notification read when marking it answers 404', async () => {
    const user = userEvent.setup();
    notificationsApi(server, [apiNotification({ title: 'Gone elsewhere' })]);
    server.use(http.post('*/api/notifications/:id/read', () => HttpResponse.json({ error: 'Notification not found' }, { status: 404 })));
    renderBell();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark read: Gone elsewhere' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(badge()).not.toBeInTheDocument();
    expect(screen.queryByText('Notification not found')).not.toBeInTheDocument();
  });

  it.each([
    ['delete', 'delete', '*/api/notifications/:id', 'Failed to delete notification'],
    ['mark all read', 'patch', '*/api/notifications', 'Failed to mark all notifications as read'],
    ['clear all', 'patch', '*/api/notifications', 'Failed to clear all notifications'],
  ] as const)('rolls a failed %s back with "%s"', async (action, method, path, message) => {
    const user = userEvent.setup();
    notificationsApi(server, [apiNotification({ title: 'Keep me' }), apiNotification({ title: 'Me too' })]);
    server.use(http[method](path, () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    renderBell();
    const panel = await openPanel(user);
    await within(panel).findByText('Keep me');
    if (action === 'delete') await user.click(within(panel).getByRole('button', { name: 'Delete: Keep me' }));
    if (action === 'mark all read') await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    if (action === 'clear all') {
      await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
      await user.click(within(panel).getByRole('button', { name: 'Clear all notifications' }));
    }
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    expect(badge()).toHaveTextContent('2');
  });

  it('clears all after confirming, and only then', async () => {
    const user = userEvent.setup();
    const api = notificationsApi(server, [apiNotification({ title: 'One' })]);
    renderBell();
    const panel = await openPanel(user);
    await within(panel).findByText('One');
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(items(panel)).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    await user.click(within(panel).getByRole('button', { name: 'Clear all notifications' }));
    expect(await within(panel).findByText('No notifications found')).toBeInTheDocument();
    await waitFor(() => expect(api.items).toHaveLength(0));
  });

  it('opening a notification marks it read and follows its deep link', async () => {
    const user = userEvent.setup();
    const api = notificationsApi(server, [
      apiNotification({ type: 'lead', title: 'New lead', action_url: '/leads?id=l-1&highlight=true', action_label: 'View lead' }),
    ]);
    renderBell();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: /^Unread: New lead/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/leads?id=l-1&highlight=true');
    await waitFor(() => expect(api.items[0]!.read).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows times with the domain formatter', async () => {
    const user = userEvent.setup();
    notificationsApi(server, [apiNotification({ title: 'Old', created_at: new Date(Date.now() - 3 * 24 * 3600_000).toISOString() })]);
    renderBell();
    const panel = await openPanel(user);
    expect(await within(panel).findByText('3d ago')).toBeInTheDocument();
  });
});
