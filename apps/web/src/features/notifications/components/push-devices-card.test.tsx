import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PUSH_BLOCKED_TEXT, PUSH_HOME_SCREEN_TEXT, PUSH_UNSUPPORTED_TEXT, PushDevicesCard } from './push-devices-card';

const server = startMswServer();
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const HERE = 'https://fcm.googleapis.com/fcm/send/this-browser';

const device = (overrides: Partial<PushSubscriptionResponse>): PushSubscriptionResponse => ({
  id: crypto.randomUUID(),
  label: 'Chrome on Android',
  endpoint: 'https://fcm.googleapis.com/fcm/send/other',
  service: 'fcm.googleapis.com',
  created_at: '2026-11-01T10:00:00.000Z',
  last_success_at: null,
  ...overrides,
});

/** Our API for the devices, backed by a list the test reads. */
function serveDevices(initial: PushSubscriptionResponse[], testAnswer: { status: number; error?: string } = { status: 200 }) {
  const state = { devices: [...initial], saved: [] as unknown[], tested: [] as string[] };
  server.use(
    http.get('*/api/push/subscriptions', () => HttpResponse.json({ subscriptions: state.devices })),
    http.get('*/api/push/public-key', () => HttpResponse.json({ public_key: PUBLIC_KEY })),
    http.post('*/api/push/subscriptions', async ({ request }) => {
      const body = (await request.json()) as { endpoint: string };
      state.saved.push(body);
      const row = device({ label: 'Firefox on Linux', endpoint: body.endpoint });
      state.devices.push(row);
      return HttpResponse.json({ subscription: row }, { status: 201 });
    }),
    http.delete('*/api/push/subscriptions/:id', ({ params }) => {
      state.devices = state.devices.filter((d) => d.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
    http.post('*/api/push/subscriptions/:id/test', ({ params }) => {
      state.tested.push(String(params.id));
      if (testAnswer.status !== 200) return HttpResponse.json({ error: testAnswer.error }, { status: testAnswer.status });
      return HttpResponse.json({ subscription: state.devices.find((d) => d.id === params.id) });
    }),
  );
  return state;
}

/**
 * The browser's side, as jsdom has none: a service worker registration whose PushManager
 * subscribes, and Notification with its permission. What a test leaves out stays missing.
 */
type FakeBrowser = {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: { endpoint: string } | null;
  subscribedWith: unknown[];
};
function fakePushBrowser(permission: NotificationPermission = 'default', subscribed: string | null = null): FakeBrowser {
  const browser: FakeBrowser = {
    permission,
    answer: 'granted',
    subscription: subscribed ? { endpoint: subscribed } : null,
    subscribedWith: [],
  };
  const asSubscription = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } }),
    unsubscribe: async () => {
      browser.subscription = null;
      return true;
    },
  });
  const registration = {
    pushManager: {
      getSubscription: async () => (browser.subscription ? asSubscription(browser.subscription.endpoint) : null),
      subscribe: async (options: unknown) => {
        browser.subscribedWith.push(options);
        browser.subscription = { endpoint: HERE };
        return asSubscription(HERE);
      },
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return browser.permission;
      },
      requestPermission: async () => {
        browser.permission = browser.answer;
        return browser.answer;
      },
    },
  });
  return browser;
}

const originalUserAgent = navigator.userAgent;
beforeEach(() => {
  for (const key of ['PushManager', 'Notification'] as const) Reflect.deleteProperty(window, key);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterEach(() => Object.defineProperty(navigator, 'userAgent', { configurable: true, value: originalUserAgent }));

const renderCard = () =>
  renderWithRouter(
    <>
      <PushDevicesCard />
      <Toaster />
    </>,
  );

describe('Settings > Notifications > Devices', () => {
  it('lists the devices, marks this browser, sends a test and removes a device', async () => {
    fakePushBrowser('granted', HERE);
    const phone = device({ label: 'Chrome on Android', last_success_at: '2026-11-20T08:00:00.000Z' });
    const laptop = device({ label: 'Firefox on Linux', endpoint: HERE });
    const api = serveDevices([phone, laptop]);
    renderCard();
    const list = await screen.findByRole('list', { name: 'Devices' });
    const phoneRow = within(list).getByRole('listitem', { name: 'Chrome on Android' });
    expect(phoneRow).toHaveTextContent('last delivered');
    expect(within(phoneRow).queryByText('This device')).toBeNull();
    const laptopRow = within(list).getByRole('listitem', { name: 'Firefox on Linux' });
    expect(within(laptopRow).getByText('This device')).toBeVisible();
    expect(laptopRow).toHaveTextContent('nothing delivered yet');
    expect(await screen.findByText('This device receives your notifications.')).toBeVisible();

    await userEvent.click(within(phoneRow).getByRole('button', { name: 'Send a test' }));
    // A toast fades in once mounted: visible a frame after it is in the page.
    await waitFor(() => expect(screen.getByText('Test sent to Chrome on Android')).toBeVisible());
    expect(api.tested).toEqual([phone.id]);

    await userEvent.click(within(phoneRow).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Chrome on Android' })).toBeNull());
    expect(api.devices.map((d) => d.id)).toEqual([laptop.id]);
  });

  it('turns notifications on for this browser: permission, subscription with the server key, saved', async () => {
    const browser = fakePushBrowser('default');
    const api = serveDevices([]);
    renderCard();
    expect(await screen.findByText(/No devices yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));
    // A toast fades in once mounted: visible a frame after it is in the page.
    await waitFor(() => expect(screen.getByText('Notifications are on for this device')).toBeVisible());
    expect(browser.permission).toBe('granted');
    const [options] = browser.subscribedWith as { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[];
    expect(options!.userVisibleOnly).toBe(true);
    expect(options!.applicationServerKey).toHaveLength(65);
    expect(options!.applicationServerKey[0]).toBe(4);
    expect(api.saved).toEqual([expect.objectContaining({ endpoint: HERE, keys: expect.objectContaining({ auth: 'a'.repeat(22) }) })]);
    const row = await screen.findByRole('listitem', { name: 'Firefox on Linux' });
    expect(within(row).getByText('This device')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).toBeNull();
  });

  it('says so when the agent does not allow notifications, and how to fix a block', async () => {
    const browser = fakePushBrowser('default');
    browser.answer = 'denied';
    serveDevices([]);
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText('Notifications were not allowed for Porchlight in this browser.')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(PUSH_BLOCKED_TEXT);
    expect(screen.getByRole('note')).toHaveTextContent('set Notifications to Allow, then reload this page');
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).toBeNull();
  });

  it('explains a browser without push, and still lists the other devices', async () => {
    serveDevices([device({ label: 'Chrome on Android' })]);
    renderCard();
    expect(await screen.findByRole('listitem', { name: 'Chrome on Android' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(PUSH_UNSUPPORTED_TEXT);
    expect(screen.queryByRole('button', { name: /Turn on notifications/ })).toBeNull();
  });

  it('on an iPhone in a Safari tab, asks for the Home Screen first', async () => {
    fakePushBrowser('default');
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    });
    serveDevices([]);
    renderCard();
    expect(await screen.findByRole('note')).toHaveTextContent(PUSH_HOME_SCREEN_TEXT);
    expect(screen.getByRole('note')).toHaveTextContent('Add to Home Screen');
  });

  it("shows the server's reason when a test cannot be delivered", async () => {
    fakePushBrowser('granted');
    const gone = device({ label: 'Old phone' });
    serveDevices([gone], {
      status: 410,
      error:
        'This device no longer accepts notifications (its browser dropped the subscription), so it was removed. Turn notifications on again on that device.',
    });
    renderCard();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Old phone' })).getByRole('button', { name: 'Send a test' }));
    expect(await screen.findByText(/no longer accepts notifications/)).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('*/api/push/subscriptions', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your devices');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
