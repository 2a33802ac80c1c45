import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, SERVER, startApiServer, v1Error } from './popup-test-support';
import { signInView } from './sign-in-view';

const server = startApiServer();
const stored: Record<string, unknown> = {};

beforeEach(() => {
  for (const key of Object.keys(stored)) delete stored[key];
  // The extension's own storage, as the browser keeps it.
  vi.stubGlobal('chrome', {
    storage: {
      local: {
        get: async (keys: string[]) => Object.fromEntries(keys.filter((k) => k in stored).map((k) => [k, stored[k]])),
        set: async (items: Record<string, unknown>) => void Object.assign(stored, items),
        remove: async (keys: string[]) => void keys.forEach((k) => delete stored[k]),
      },
    },
  });
  return () => vi.unstubAllGlobals();
});

async function signInWith(user: ReturnType<typeof userEvent.setup>, address: string, key: string) {
  if (address) await user.type(screen.getByLabelText('Porchlight address'), address);
  if (key) await user.type(screen.getByLabelText('Device key'), key);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing the extension in', () => {
  it('checks the device key with the server, keeps it on this device and names the agent', async () => {
    server.use(
      http.get(`${SERVER}/api/v1/me`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer pl_live_good'
          ? HttpResponse.json({ key: { name: 'Laptop' }, agent: { name: 'Casey Rivera', email: 'casey@example.com' } })
          : HttpResponse.json(v1Error('Invalid API key'), { status: 401 }),
      ),
    );
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    mount(signInView(onSignedIn));
    await signInWith(user, 'crm.example.com/settings', 'pl_live_good');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ server: SERVER, key: 'pl_live_good', agentName: 'Casey Rivera' }));
    expect(Object.values(stored)).toEqual([{ server: SERVER, key: 'pl_live_good', agentName: 'Casey Rivera' }]);
  });

  it('points at the key when the server refuses it, and at the address when nothing answers there', async () => {
    server.use(http.get(`${SERVER}/api/v1/me`, () => HttpResponse.json(v1Error('Invalid API key'), { status: 401 })));
    const user = userEvent.setup();
    mount(signInView(vi.fn()));
    await signInWith(user, SERVER, 'pl_live_revoked');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Invalid API key'));
    expect(screen.getByLabelText('Device key').getAttribute('aria-invalid')).toBe('true');

    server.use(http.get(`${SERVER}/api/v1/me`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`Could not reach ${SERVER}. Check the address and your connection.`),
    );
    expect(screen.getByLabelText('Porchlight address').getAttribute('aria-invalid')).toBe('true');
    expect(Object.keys(stored)).toEqual([]);
  });

  it('asks for the key before calling anyone', async () => {
    const user = userEvent.setup();
    mount(signInView(vi.fn()));
    await signInWith(user, SERVER, '');
    expect(screen.getByRole('status').textContent).toBe('Paste the device key you made in Porchlight, Settings > API');
  });
});
