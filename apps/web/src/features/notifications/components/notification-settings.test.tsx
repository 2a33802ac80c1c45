import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type UpdateNotificationSettingsRequest,
} from '@porchlight/domain/notifications/notification-preferences';
import { resetAppStore, useAppStore } from '@/lib/store';
import { DEFAULT_NOTIFICATION_PREFERENCES as STORE_DEFAULTS } from '@/lib/store-defaults';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { settingsResponse } from '../test/notification-test-utils';
import { NotificationSettings } from './notification-settings';

const server = startMswServer();
beforeEach(() => resetAppStore());

function serve(retention_days: number | null = null) {
  const saved: UpdateNotificationSettingsRequest[] = [];
  server.use(
    http.get('*/api/settings/notifications', () => HttpResponse.json(settingsResponse({ retention_days }))),
    http.put('*/api/settings/notifications', async ({ request }) => {
      const body = (await request.json()) as UpdateNotificationSettingsRequest;
      saved.push(body);
      return HttpResponse.json(settingsResponse({ preferences: body.preferences, time_zone: body.time_zone ?? 'UTC', retention_days }));
    }),
  );
  return saved;
}

const renderSettings = (props: { retentionDays?: number | null } = {}) =>
  renderWithRouter(
    <>
      <NotificationSettings {...props} />
      <Toaster />
    </>,
  );

describe('Settings > Notifications', () => {
  it('the client store starts with the same defaults as the server', () => {
    expect(STORE_DEFAULTS).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('shows the saved preferences and saves changes with the browser time zone, mirroring them in the store', async () => {
    const user = userEvent.setup();
    const saved = serve();
    renderSettings();
    const email = await screen.findByRole('switch', { name: 'Leads: Email' });
    expect(email).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'In-app notifications' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();

    await user.click(email);
    await user.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.preferences).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      leads: { inApp: true, email: true, sms: false },
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    expect(saved[0]!.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(useAppStore.getState().notificationPreferences.leads.email).toBe(true);
  });

  it('a read still in flight when the agent saves does not put the old preferences back', async () => {
    const user = userEvent.setup();
    const saved = serve();
    const { queryClient } = renderSettings();
    const inApp = await screen.findByRole('switch', { name: 'Leads: In-app' });
    // A second read (the page's refetch on mount, in the app) answers only after the save.
    let answerLateRead!: () => void;
    const lateRead = new Promise<void>((resolve) => (answerLateRead = resolve));
    server.use(
      http.get('*/api/settings/notifications', async () => {
        await lateRead;
        return HttpResponse.json(settingsResponse());
      }),
    );
    void queryClient.refetchQueries({ queryKey: ['notifications', 'settings'] });

    await user.click(inApp);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled());
    answerLateRead();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(useAppStore.getState().notificationPreferences.leads.inApp).toBe(false);
    expect(screen.getByRole('switch', { name: 'Leads: In-app' })).not.toBeChecked();
  });

  it('says the save failed and keeps the changes', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.put('*/api/settings/notifications', () =>
        HttpResponse.json({ error: 'preferences.quietHours.start: must be a time like 22:00' }, { status: 400 }),
      ),
    );
    renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Pop-up alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('preferences.quietHours.start: must be a time like 22:00')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pop-up alerts' })).not.toBeChecked();
  });

  it.each([
    [null, undefined, 'Notifications are kept until you delete them.'],
    [7, undefined, 'Your plan keeps notifications for 7 days'],
    [null, 90, 'Your plan keeps notifications for 90 days'],
  ])('with the server saying %j days and the page %j, tells the retention', async (server_days, prop, text) => {
    serve(server_days);
    renderSettings(prop === undefined ? {} : { retentionDays: prop });
    expect(await screen.findByTestId('notification-retention')).toHaveTextContent(text);
  });

  it('lists the three kinds with their three channels', async () => {
    serve();
    renderSettings();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('switch')).toHaveLength(9);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((r) => r.textContent),
      ).toEqual(['Leads', 'Properties', 'Messages']),
    );
  });
});
