import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import type { InvitationPreview } from '@porchlight/domain/billing/billing-schemas';
import { renderBilling, setupBillingTest, signedInUser } from '../test/billing-test-utils';
import { JoinTeam } from './join-team';

const server = setupBillingTest();
const user = userEvent.setup();
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function Layout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {description && <p>{description}</p>}
      {children}
    </main>
  );
}

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  email: signedInUser.email,
  owner_name: 'Robin Ortiz',
  status: 'pending',
  ...overrides,
});

function renderJoin({ signedIn = true, token = TOKEN as string | null } = {}) {
  return renderBilling(
    <JoinTeam token={token} user={signedIn ? signedInUser : null} isSessionLoading={false} Layout={Layout} />,
    token ? `/team/join?token=${token}` : '/team/join',
  );
}

describe('JoinTeam', () => {
  it('signed out: shows who invited you, with Sign in and Create account that come back here', async () => {
    server.use(http.get(`*/api/team/invitations/preview/${TOKEN}`, () => HttpResponse.json(preview())));
    renderJoin({ signedIn: false });
    expect(await screen.findByRole('heading', { name: "Join Robin Ortiz's team" })).toBeInTheDocument();
    expect(screen.getByText('Robin Ortiz invited jane@example.com to join their team on Porchlight.')).toBeInTheDocument();
    const back = encodeURIComponent(`/team/join?token=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/signin?next=${back}`);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', `/signup?next=${back}`);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('signed in: accepts, confirms with a toast and goes to the dashboard', async () => {
    let accepted: unknown;
    server.use(
      http.get(`*/api/team/invitations/preview/${TOKEN}`, () => HttpResponse.json(preview())),
      http.post('*/api/team/invitations/accept', async ({ request }) => {
        accepted = await request.json();
        return HttpResponse.json({ team_owner_name: 'Robin Ortiz' });
      }),
    );
    renderJoin();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText("You joined Robin Ortiz's team")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(accepted).toEqual({ token: TOKEN });
  });

  it('shows why accepting failed (e.g. it expired meanwhile)', async () => {
    server.use(
      http.get(`*/api/team/invitations/preview/${TOKEN}`, () => HttpResponse.json(preview())),
      http.post('*/api/team/invitations/accept', () =>
        HttpResponse.json({ error: 'This invitation has expired. Ask for a new one.' }, { status: 410 }),
      ),
    );
    renderJoin();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired. Ask for a new one.');
    expect(screen.getByTestId('location')).toHaveTextContent('/team/join');
  });

  it.each([
    [
      { status: 'expired' as const },
      'Invitation expired',
      "This invitation to Robin Ortiz's team has expired. Ask Robin Ortiz to send you a new one.",
    ],
    [{ status: 'accepted' as const }, 'Invitation already used', 'This invitation has already been accepted.'],
  ])('explains a used or expired invitation (%o)', async (overrides, title, text) => {
    server.use(http.get(`*/api/team/invitations/preview/${TOKEN}`, () => HttpResponse.json(preview(overrides))));
    renderJoin();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('explains an unknown or withdrawn invitation', async () => {
    server.use(
      http.get(`*/api/team/invitations/preview/${TOKEN}`, () =>
        HttpResponse.json({ error: 'This invitation does not exist or was withdrawn' }, { status: 404 }),
      ),
    );
    renderJoin({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation does not exist or was withdrawn');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('explains a link without its token, asking nothing of the server', async () => {
    renderJoin({ token: null });
    expect(await screen.findByRole('heading', { name: 'Invitation link incomplete' })).toBeInTheDocument();
  });

  it('tells someone signed in with another address which one the invitation is for', async () => {
    server.use(http.get(`*/api/team/invitations/preview/${TOKEN}`, () => HttpResponse.json(preview({ email: 'sam@example.com' }))));
    renderJoin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as jane@example.com, but this invitation was sent to sam@example.com.',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
