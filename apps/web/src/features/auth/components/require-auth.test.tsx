import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { LocationProbe, renderWithRouter, route, sessionBody, setupMswServer } from '../test/auth-test-utils';
import { RequireAuth } from './require-auth';

const server = setupMswServer();

function renderGuarded(entry = '/leads?id=1') {
  return renderWithRouter(
    [
      route(
        '/leads',
        <RequireAuth>
          <p>Leads screen</p>
        </RequireAuth>,
      ),
      route('/signin', <LocationProbe />),
    ],
    entry,
  );
}

describe('RequireAuth', () => {
  it('shows a neutral skeleton while the session is read, then the screen', async () => {
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(sessionBody)));
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Leads screen')).not.toBeInTheDocument();
    expect(await screen.findByText('Leads screen')).toBeVisible();
  });

  it('reads the session 100 ms after start, not before', async () => {
    const started = performance.now();
    let readAfter = -1;
    server.use(
      http.get('*/api/auth/get-session', () => {
        readAfter = performance.now() - started;
        return HttpResponse.json(sessionBody);
      }),
    );
    renderGuarded();
    await screen.findByText('Leads screen');
    expect(readAfter).toBeGreaterThanOrEqual(95);
  });

  it('sends a signed-out visitor to /signin with the way back in `next`', async () => {
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(null)));
    renderGuarded('/leads?id=1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin?next=%2Fleads%3Fid%3D1');
  });

  it('sends someone who just signed out to plain /signin, with no way back', async () => {
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(null)));
    useSessionStore.setState({ user: null, isLoading: false, signedOutByUser: true });
    renderGuarded('/leads?id=1');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/signin$/);
  });

  it('stays in the app with a "Working offline" banner when the network fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.setState({ isLoading: true });
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.error()));
    renderGuarded();
    expect(await screen.findByText(/Working offline/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Working offline');
    expect(screen.getByText('Leads screen')).toBeVisible();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ user: null, connectionError: true });
  });

  it('signs out cleanly when the session error names the refresh token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let signOutCalls = 0;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json({ message: 'invalid refresh_token' }, { status: 400 })),
      http.post('*/api/auth/sign-out', () => {
        signOutCalls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    renderGuarded();
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin?next=');
    await vi.waitFor(() => expect(signOutCalls).toBe(1));
    expect(useSessionStore.getState().connectionError).toBe(false);
  });
});
