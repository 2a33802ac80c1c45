import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderWithRouter, route, sessionBody, setupMswServer, testUser } from '../test/auth-test-utils';
import { SignUpForm } from './sign-up-form';

const server = setupMswServer();

function renderSignUp() {
  renderWithRouter([route('/signup', <SignUpForm />), route('/dashboard', <LocationProbe />)], '/signup');
}

const fieldMessage = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('SignUpForm', () => {
  it('labels its fields "Full name", "Email" and "Password"', () => {
    renderSignUp();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('puts each validation message beside its field', async () => {
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(fieldMessage('Full name')).toContain('Full name is required');
    expect(fieldMessage('Email')).toContain('Email is required');

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeVisible();
    expect(fieldMessage('Email')).toContain('Enter a valid email address, like name@example.com');
    expect(fieldMessage('Password')).toContain('Password must be at least 8 characters');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a taken e-mail beside the Email field', async () => {
    server.use(
      http.post('*/api/auth/sign-up/email', () =>
        HttpResponse.json(
          { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' },
          { status: 422 },
        ),
      ),
    );
    renderSignUp();
    await userEvent.type(screen.getByLabelText('Full name'), 'Jane Doe');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeVisible();
    expect(fieldMessage('Email')).toContain('An account with this email already exists');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('sends the full name as the account name, tracks the session and goes on to the dashboard', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    let sentBody: unknown = null;
    let tracked: { userId?: string; sessionInfo?: { signInMethod?: string } } | null = null;
    server.use(
      http.post('*/api/auth/sign-up/email', async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ token: 't', user: testUser });
      }),
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionBody)),
      http.post('*/api/sessions/track', async ({ request }) => {
        tracked = (await request.json()) as typeof tracked;
        return HttpResponse.json({ success: true, id: 'x' });
      }),
    );
    renderSignUp();
    await userEvent.type(screen.getByLabelText('Full name'), '  Jane Doe ');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(sentBody).toEqual({ name: 'Jane Doe', email: 'jane@example.com', password: 'correct-horse' });
    await vi.waitFor(() => expect(tracked).toMatchObject({ userId: testUser.id, sessionInfo: { signInMethod: 'sign-up' } }));
  });
});
