import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { RequireAuth } from '../components/require-auth';
import { LocationProbe, renderWithRouter, route, sessionBody, setupMswServer } from '../test/auth-test-utils';
import { LiveSession } from './use-live-session';

const server = setupMswServer();

function renderLeadsWithLiveSession() {
  // The app's toaster lives above the routes, mounted before the message is sent: in the sign-in
  // route, as this test had it, the message sometimes went out before it mounted (1 run in 6).
  render(<Toaster />);
  return renderWithRouter(
    [
      route(
        '/leads',
        <RequireAuth>
          <RealtimeProvider options={fakeRealtimeOptions}>
            <LiveSession />
            <p>Leads screen</p>
          </RealtimeProvider>
        </RequireAuth>,
      ),
      route('/signin', <LocationProbe />),
    ],
    '/leads',
  );
}

describe('LiveSession', () => {
  it('when the session is in fact still valid, keeps the agent in and opens the stream again', async () => {
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(sessionBody)));
    renderLeadsWithLiveSession();
    await screen.findByText('Leads screen');
    const first = await FakeEventSource.opened();
    act(() => void first.onopen?.(new Event('open')));
    first.emit('session_ended', { reason: 'signed_out' });
    await FakeEventSource.opened(first);
    expect(screen.getByText('Leads screen')).toBeInTheDocument();
    expect(screen.queryByText('You were signed out. Sign in again to continue.')).not.toBeInTheDocument();
  });

  it('when the server ends the stream because the session was signed out elsewhere, says so and goes to sign-in', async () => {
    let signedIn = true;
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(signedIn ? sessionBody : null)));
    renderLeadsWithLiveSession();
    await screen.findByText('Leads screen');
    signedIn = false;
    const source = await FakeEventSource.opened();
    act(() => void source.onopen?.(new Event('open')));
    source.emit('session_ended', { reason: 'signed_out' });
    expect(await screen.findByText('You were signed out. Sign in again to continue.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin?next=%2Fleads');
  });
});
