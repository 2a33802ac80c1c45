import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, route, setupMswServer } from '../test/auth-test-utils';
import { ResetPasswordForm } from './reset-password-form';

const server = setupMswServer();

const renderAt = (entry: string) => renderWithRouter([route('/reset-password', <ResetPasswordForm />)], entry);

async function choosePassword(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  it.each([
    ['the server refused the link', '/reset-password?error=INVALID_TOKEN'],
    ['the link has no token', '/reset-password'],
  ])('explains an unusable link when %s, and offers a new one', (_label, entry) => {
    renderAt(entry);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows the same message when the token turns out to be used or expired', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () => HttpResponse.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 })),
    );
    renderAt('/reset-password?token=used-token');
    await choosePassword('new-password-1');
    expect(await screen.findByText('This reset link has expired or was already used.')).toBeVisible();
  });

  it('checks the rules before sending', async () => {
    renderAt('/reset-password?token=abc');
    await choosePassword('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
  });

  it('sets the new password with the token and offers to sign in', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: true });
      }),
    );
    renderAt('/reset-password?token=good-token');
    await choosePassword('new-password-1');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeVisible();
    expect(body).toEqual({ token: 'good-token', newPassword: 'new-password-1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});
