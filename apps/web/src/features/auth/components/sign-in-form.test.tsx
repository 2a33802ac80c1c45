import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { LAST_EMAIL_KEY, REMEMBER_ME_KEY } from '../stores/remembered-sign-in';
import { LocationProbe, renderWithRouter, route, sessionBody, setupMswServer, testUser } from '../test/auth-test-utils';
import { SignInForm } from './sign-in-form';

const server = setupMswServer();

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function renderSignIn(entry = '/signin') {
  renderWithRouter([route('/signin', <SignInForm />), route('/dashboard', <LocationProbe />), route('/leads', <LocationProbe />)], entry);
}

async function submit(email: string, password: string) {
  const emailInput = screen.getByLabelText('Email');
  await userEvent.clear(emailInput);
  await userEvent.type(emailInput, email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const signInAnswers = (answer: () => Response) => server.use(http.post('*/api/auth/sign-in/email', answer));

describe('SignInForm', () => {
  it('has Email, Password, Remember me and a Forgot password? link', () => {
    renderSignIn();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('names what is missing on submit, focuses it, sends nothing, and follows the typing afterwards', async () => {
    let calls = 0;
    signInAnswers(() => {
      calls += 1;
      return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
    });
    renderSignIn();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email'), 'jane@example');
    expect(screen.getByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText('Enter a valid email address, like name@example.com')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('says "Incorrect email or password" on a wrong password, without hinting at the account', async () => {
    signInAnswers(() => HttpResponse.json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, { status: 401 }));
    renderSignIn();
    await submit('jane@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(localStorage.getItem(LAST_EMAIL_KEY)).toBeNull();
  });

  it('explains the rate limit on 429', async () => {
    signInAnswers(() => HttpResponse.json({ message: 'Too many requests' }, { status: 429 }));
    renderSignIn();
    await submit('jane@example.com', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait a minute and try again.');
  });

  it("explains the account's own limit, and the way out, as the server words it", async () => {
    const message = 'Too many sign-in attempts for this account. Try again in 15 minutes, or reset your password to sign in now.';
    signInAnswers(() => HttpResponse.json({ code: 'TOO_MANY_ATTEMPTS', message }, { status: 429 }));
    renderSignIn();
    await submit('jane@example.com', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('remembers the e-mail and the remember-me choice, tracks the session and returns to `next`', async () => {
    let signInBody: unknown = null;
    let tracked: { userId?: string; fingerprint?: string; sessionInfo?: Record<string, unknown> } | null = null;
    server.use(
      http.post('*/api/auth/sign-in/email', async ({ request }) => {
        signInBody = await request.json();
        return HttpResponse.json({ redirect: false, token: 't', user: testUser });
      }),
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionBody)),
      http.post('*/api/sessions/track', async ({ request }) => {
        tracked = (await request.json()) as typeof tracked;
        return HttpResponse.json({ success: true, id: 'x' });
      }),
    );
    renderSignIn('/signin?next=%2Fleads%3Fid%3D7');
    await submit('jane@example.com', 'correct-horse');

    expect(await screen.findByTestId('location')).toHaveTextContent('/leads?id=7');
    expect(signInBody).toEqual({ email: 'jane@example.com', password: 'correct-horse', rememberMe: true });
    expect(localStorage.getItem(LAST_EMAIL_KEY)).toBe('jane@example.com');
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('true');
    expect(useSessionStore.getState().user?.id).toBe(testUser.id);
    await vi.waitFor(() => expect(tracked).not.toBeNull());
    expect(tracked).toMatchObject({ userId: testUser.id, sessionInfo: { signInMethod: 'email', rememberMe: true } });
    expect(tracked!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prefills the remembered e-mail and choice next time', () => {
    localStorage.setItem(LAST_EMAIL_KEY, 'sam@example.com');
    localStorage.setItem(REMEMBER_ME_KEY, 'false');
    renderSignIn();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('ignores a `next` that leaves the site, and a failing tracker never blocks the sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post('*/api/auth/sign-in/email', () => HttpResponse.json({ redirect: false, token: 't', user: testUser })),
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionBody)),
      http.post('*/api/sessions/track', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
    renderSignIn('/signin?next=%2F%2Fevil.example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submit('jane@example.com', 'correct-horse');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('false');
    expect(localStorage.getItem(LAST_EMAIL_KEY)).toBeNull();
  });
});
