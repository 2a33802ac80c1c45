import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { APP_STORE_KEY } from '@/lib/store';
import { allowConsoleErrors } from '@/test/console-guard';
import { LAST_EMAIL_KEY, REMEMBER_ME_KEY } from '../stores/remembered-sign-in';
import { LocationProbe, renderWithRouter, route, setupMswServer, testUser } from '../test/auth-test-utils';
import { SignOutDialog } from './sign-out-dialog';

const server = setupMswServer();

function renderDialog(onOpenChange = vi.fn()) {
  useSessionStore.setState({ user: { ...testUser, image: null }, isLoading: false, connectionError: false });
  renderWithRouter(
    [route('/dashboard', <SignOutDialog open onOpenChange={onOpenChange} />), route('/signin', <LocationProbe />)],
    '/dashboard',
  );
  return onOpenChange;
}

describe('SignOutDialog', () => {
  it('shows the exact texts of spec 000 §2', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign Out' });
    expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to sign out? You'll be logged out of all devices and your work will be saved automatically",
    );
    expect(screen.getByText("You'll be signed out securely")).toBeVisible();
    expect(screen.getByText('Your settings and data will remain saved')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('Cancel closes without signing out', async () => {
    let signOutCalls = 0;
    server.use(
      http.post('*/api/auth/sign-out', () => {
        signOutCalls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const onOpenChange = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(signOutCalls).toBe(0);
  });

  it('shows "Signing out..." while busy, then clears local data, closes and lands on /signin', async () => {
    server.use(
      http.post('*/api/auth/sign-out', async () => {
        await delay(50);
        return HttpResponse.json({ success: true });
      }),
    );
    localStorage.setItem(APP_STORE_KEY, '{"state":{},"version":1}');
    localStorage.setItem(LAST_EMAIL_KEY, 'jane@example.com');
    localStorage.setItem(REMEMBER_ME_KEY, 'true');
    const onOpenChange = renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const busy = await screen.findByRole('button', { name: 'Signing out...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/signin$/);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(localStorage.getItem(APP_STORE_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, isLoading: false });
  });

  it('closes after a failed attempt too', async () => {
    allowConsoleErrors();
    server.use(
      http.post('*/api/auth/sign-out', () => HttpResponse.error()),
      http.get('*/api/auth/get-session', () => HttpResponse.error()),
    );
    const onOpenChange = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().isLoading).toBe(false));
  });
});
