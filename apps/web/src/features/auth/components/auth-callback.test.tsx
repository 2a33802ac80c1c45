import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderWithRouter, route, sessionBody, setupMswServer, testUser } from '../test/auth-test-utils';
import { AuthCallback } from './auth-callback';

const server = setupMswServer();

const renderAt = (entry: string) =>
  renderWithRouter(
    [route('/auth/callback', <AuthCallback />), route('/leads', <LocationProbe />), route('/signin', <LocationProbe />)],
    entry,
  );

describe('AuthCallback', () => {
  it('reads the session, tracks it as a social sign-in and goes on to `next`', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    sessionStorage.setItem('porchlight-social-provider', 'oidc');
    let tracked: { userId?: string; sessionInfo?: { signInMethod?: string } } | null = null;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionBody)),
      http.post('*/api/sessions/track', async ({ request }) => {
        tracked = (await request.json()) as typeof tracked;
        return HttpResponse.json({ success: true, id: 'x' });
      }),
    );
    renderAt('/auth/callback?next=%2Fleads');
    expect(await screen.findByTestId('location')).toHaveTextContent('/leads');
    await vi.waitFor(() => expect(tracked).toMatchObject({ userId: testUser.id, sessionInfo: { signInMethod: 'social:oidc' } }));
  });

  it('shows the provider error clearly with a way back to sign in', () => {
    renderAt('/auth/callback?error=access_denied');
    expect(screen.getByRole('alert')).toHaveTextContent('You cancelled the sign-in, or the provider did not allow it.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('says so when no session came back', async () => {
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(null)));
    renderAt('/auth/callback?next=%2Fleads');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't sign you in with that provider.");
  });
});
