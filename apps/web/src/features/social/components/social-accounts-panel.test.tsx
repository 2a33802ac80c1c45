import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { SocialAccountStatus } from '@porchlight/domain/social/social-platforms';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { SocialAccountsPanel } from './social-accounts-panel';

const server = startMswServer();

const status = (platform: string, patch: Partial<SocialAccountStatus> = {}) => ({
  platform,
  connected: false,
  user: null,
  connected_at: null,
  last_sync: null,
  scopes: [],
  enabled: true,
  ...patch,
});

function serve(statuses: Record<string, ReturnType<typeof status> | 'fail'>) {
  const calls = { disconnects: [] as string[] };
  server.use(
    http.get('*/api/auth/social/:platform/status', ({ params }) => {
      const answer = statuses[String(params.platform)];
      return answer === 'fail' || !answer ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : HttpResponse.json(answer);
    }),
    http.post('*/api/auth/social/:platform/disconnect', ({ params }) => {
      calls.disconnects.push(String(params.platform));
      statuses[String(params.platform)] = status(String(params.platform));
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

const render = (url = '/settings?tab=accounts', goTo = vi.fn()) => ({
  goTo,
  ...renderWithRouter(
    <>
      <SocialAccountsPanel goTo={goTo} />
      <Toaster />
    </>,
    { url },
  ),
});

const cardOf = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;

describe('SocialAccountsPanel', () => {
  it("shows the spinner, then the four cards with the spec's descriptions and subtitles (a failing status counts as not connected)", async () => {
    serve({
      facebook: status('facebook', { connected: true, user: { name: 'Dana Realty', picture: null } }),
      instagram: status('instagram', { connected: true, user: null }),
      linkedin: 'fail',
      x: status('x'),
    });
    render();
    expect(screen.getByText('Loading social accounts...')).toBeInTheDocument();
    await screen.findByText('Dana Realty');
    expect(within(cardOf('Facebook')).getByText('Post to pages and groups')).toBeInTheDocument();
    expect(within(cardOf('Instagram')).getByText('Connected')).toBeInTheDocument();
    expect(within(cardOf('Instagram')).getByText('Post photos and stories')).toBeInTheDocument();
    expect(within(cardOf('LinkedIn')).getByText('Not connected')).toBeInTheDocument();
    expect(within(cardOf('LinkedIn')).getByText('Share professional content')).toBeInTheDocument();
    expect(within(cardOf('X')).getByText('Tweet and engage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect LinkedIn' })).toBeInTheDocument();
  });

  it('says when every status call fails', async () => {
    serve({ facebook: 'fail', instagram: 'fail', linkedin: 'fail', x: 'fail' });
    render();
    expect(await screen.findByText('Failed to load social account statuses')).toBeInTheDocument();
    expect(screen.getAllByText('Not connected')).toHaveLength(4);
  });

  it('connects: shows Connecting... and sends the browser to the authorization URL', async () => {
    serve({ facebook: status('facebook'), instagram: status('instagram'), linkedin: status('linkedin'), x: status('x') });
    let answer!: () => void;
    server.use(
      http.get(
        '*/api/auth/social/x/connect',
        () =>
          new Promise<Response>(
            (resolve) => (answer = () => resolve(HttpResponse.json({ authUrl: 'https://x.example/authorize?state=s' }))),
          ),
      ),
    );
    const { goTo } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect X' }));
    expect(await screen.findByRole('button', { name: 'Connecting... X' })).toBeDisabled();
    answer();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://x.example/authorize?state=s'));
  });

  it.each([
    [
      'the server says what is wrong',
      () => HttpResponse.json({ error: 'Facebook is not enabled on this server.' }),
      'Failed to connect Facebook: Facebook is not enabled on this server.',
    ],
    ['no URL and no error', () => HttpResponse.json({}), 'Failed to connect Facebook: Failed to get authorization URL'],
    ['a non-OK answer', () => HttpResponse.json({ error: 'x' }, { status: 502 }), 'Failed to connect Facebook: API error: 502'],
  ])('a failed connect (%s) is a toast and clears Connecting...', async (_, answer, message) => {
    serve({ facebook: status('facebook'), instagram: status('instagram'), linkedin: status('linkedin'), x: status('x') });
    server.use(http.get('*/api/auth/social/facebook/connect', answer));
    const { goTo } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Facebook' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says before Connect is pressed that a platform is not enabled on this server, in words, with Connect off', async () => {
    serve({
      facebook: status('facebook', { enabled: false }),
      instagram: status('instagram'),
      linkedin: status('linkedin'),
      x: status('x'),
    });
    render();
    const connect = await screen.findByRole('button', { name: 'Connect Facebook' });
    expect(connect).toBeDisabled();
    expect(connect).toHaveAccessibleDescription('Facebook is not enabled on this server. Ask your administrator to turn it on.');
    expect(screen.getByRole('button', { name: 'Connect X' })).toBeEnabled();
    expect(screen.queryByText(/SOCIAL_|CLIENT_ID/)).not.toBeInTheDocument();
  });

  it('disconnects with a toast and reloads the statuses; a failed disconnect says so', async () => {
    const calls = serve({
      facebook: status('facebook'),
      instagram: status('instagram'),
      linkedin: status('linkedin', { connected: true, user: { name: 'Dana', picture: null } }),
      x: status('x', { connected: true }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect LinkedIn' }));
    expect(await screen.findByText('LinkedIn disconnected')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect LinkedIn' })).toBeInTheDocument();
    expect(calls.disconnects).toEqual(['linkedin']);

    server.use(http.post('*/api/auth/social/x/disconnect', () => HttpResponse.json({ success: false, error: 'nope' })));
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect X' }));
    expect(await screen.findByText('Failed to disconnect X')).toBeInTheDocument();
  });

  it('tells the outcome of the return from the platform once and takes it out of the address', async () => {
    serve({ facebook: status('facebook'), instagram: status('instagram'), linkedin: status('linkedin'), x: status('x') });
    render('/settings?tab=accounts&social=x&social_error=You%20did%20not%20allow%20the%20connection.');
    expect(await screen.findByText('Failed to connect X: You did not allow the connection.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\?tab=accounts$/));
  });
});
