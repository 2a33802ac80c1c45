import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, route, setupMswServer } from '../test/auth-test-utils';
import { ForgotPasswordForm } from './forgot-password-form';

const server = setupMswServer();
const SENT = "If an account exists for that email, we've sent a link to reset your password.";

describe('ForgotPasswordForm', () => {
  it.each([
    ['an account exists', 200],
    ['no account exists', 400],
  ])('answers the same way whether or not %s, with a link back to this site', async (_label, status) => {
    let body: { email?: string; redirectTo?: string } | null = null;
    server.use(
      http.post('*/api/auth/request-password-reset', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(status === 200 ? { status: true } : { message: 'nope' }, { status });
      }),
    );
    renderWithRouter([route('/forgot-password', <ForgotPasswordForm />)], '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(body).toEqual({ email: 'jane@example.com', redirectTo: `${window.location.origin}/reset-password` });
  });
});
