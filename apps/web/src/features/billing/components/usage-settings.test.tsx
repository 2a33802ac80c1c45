import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TeamResponse } from '@porchlight/domain/billing/billing-schemas';
import { createQueryClient } from '@/lib/query-client';
import { overviewFixture, ownedAddonFixture } from '@/lib/subscription/test-fixtures';
import { renderBilling, setupBillingTest, subscriptionHandler, teamFixture } from '../test/billing-test-utils';
import { USAGE_HIGHLIGHT_MS } from './usage-meters';
import { TeamPanel } from './team-panel';
import { UsageSettings } from './usage-settings';

const server = setupBillingTest();
const user = userEvent.setup();
const meter = (label: string) => screen.getByRole('group', { name: label });

function serveTeam(initial: TeamResponse) {
  let current = initial;
  server.use(http.get('*/api/team', () => HttpResponse.json(current)));
  return { set: (next: TeamResponse) => (current = next) };
}

describe('UsageSettings: meters', () => {
  it('shows a meter per plan limit: used / limit, percentage, amber from 80% and red at 100%', async () => {
    server.use(
      subscriptionHandler(() =>
        overviewFixture({ plan: 'trial', usage: { leads_stored: 20, flows_count: 2, properties_stored: 10, team_members_count: 1 } }),
      ),
    );
    serveTeam(teamFixture({ seats: { used: 1, allowed: 1 } }));
    renderBilling(<UsageSettings />, '/settings?tab=usage');

    const leads = await screen.findByRole('group', { name: 'Leads' });
    expect(leads).toHaveTextContent('20 / 25');
    expect(leads).toHaveTextContent('80% used · Nearly at the limit');
    expect(leads).toHaveAttribute('data-level', 'warning');
    expect(within(leads).getByRole('progressbar', { name: 'Leads used' })).toHaveAttribute('aria-valuenow', '80');

    expect(meter('Flows')).toHaveAttribute('data-level', 'full');
    expect(meter('Flows')).toHaveTextContent('100% used · Limit reached');
    expect(within(meter('Flows')).getByRole('link', { name: 'Raise limit' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(meter('Properties')).toHaveAttribute('data-level', 'ok');
    expect(meter('Properties')).toHaveTextContent('10 / 50');
    // Trial has no SMS and one seat (the owner's): not included, with the plan that has them, never red.
    expect(meter('SMS messages')).toHaveAttribute('data-level', 'not-included');
    expect(meter('SMS messages')).toHaveTextContent('Not included');
    expect(meter('SMS messages')).not.toHaveTextContent('Limit reached');
    expect(within(meter('SMS messages')).getByRole('link', { name: 'Included on Starter' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(meter('User seats')).toHaveTextContent('Just you on your plan');
    expect(within(meter('User seats')).getByRole('link', { name: 'Included on Agent' })).toBeInTheDocument();
    // Call minutes sit beside the texts (issue 52); the trial has none either.
    expect(meter('Call minutes')).toHaveAttribute('data-level', 'not-included');
    expect(within(meter('Call minutes')).getByRole('link', { name: 'Included on Starter' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(10);
    expect(screen.getByText(/^Trial ends in 12 days/)).toBeInTheDocument();
  });

  it('shows Unlimited with no bar, and large limits as K', async () => {
    // Business has no unlimited plan-limit key, so make one the way the server would report it.
    server.use(
      http.get('*/api/subscription', () => {
        const overview = overviewFixture({ plan: 'business', addons: [ownedAddonFixture('leads-2000')], usage: { leads_stored: 1234 } });
        return HttpResponse.json({ ...overview, entitlements: { ...overview.entitlements, flows: -1 } });
      }),
    );
    serveTeam(teamFixture());
    renderBilling(<UsageSettings />, '/settings?tab=usage');
    const flows = await screen.findByRole('group', { name: 'Flows' });
    expect(flows).toHaveTextContent('0 / Unlimited');
    expect(flows).toHaveAttribute('data-level', 'unlimited');
    expect(within(flows).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(meter('Leads')).toHaveTextContent('1.2K / 7.0K');
    expect(screen.getByText(/^Renews in 12 days/)).toBeInTheDocument();
  });

  it('briefly highlights the meters for ?highlight=true', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'starter' })));
    serveTeam(teamFixture());
    const { container } = renderBilling(<UsageSettings />, '/settings?tab=usage&highlight=true');
    await screen.findByRole('group', { name: 'Leads' });
    expect(container.querySelector('[data-highlighted]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(USAGE_HIGHLIGHT_MS + 10));
    expect(container.querySelector('[data-highlighted]')).toBeNull();
    vi.useRealTimers();
  });

  it('offers a plan when there is none', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ subscription: null, trialExpired: true })));
    serveTeam(teamFixture({ seats: { used: 1, allowed: 0 } }));
    renderBilling(<UsageSettings />, '/settings?tab=usage');
    expect(await screen.findByText('No plan at the moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/settings?tab=plan');
  });
});

describe('Settings > Team', () => {
  const member = {
    id: 'm1',
    email: 'sam@example.com',
    name: 'Sam Lee',
    status: 'active' as const,
    invited_at: '2026-01-02T00:00:00.000Z',
    accepted_at: '2026-01-03T00:00:00.000Z',
  };
  const invited = {
    id: 'm2',
    email: 'kim@example.com',
    name: null,
    status: 'invited' as const,
    invited_at: '2026-01-04T00:00:00.000Z',
    accepted_at: null,
  };

  it('lists members and invitations with the seats left', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'agent' })));
    serveTeam(teamFixture({ members: [member, invited], seats: { used: 3, allowed: 8 } }));
    renderBilling(<TeamPanel />, '/settings?tab=team');
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(within(list).getByText('Sam Lee').closest('li')).toHaveTextContent('Accepted');
    expect(within(list).getByText('sam@example.com', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('kim@example.com').closest('li')).toHaveTextContent('Pending');
    expect(screen.getByText('3 of 8 seats used (you included) · 5 seats left')).toBeInTheDocument();
  });

  it('invites by e-mail, checks the address first, and confirms', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'agent' })));
    const team = serveTeam(teamFixture());
    let sent: unknown;
    server.use(
      http.post('*/api/team/invitations', async ({ request }) => {
        sent = await request.json();
        team.set(teamFixture({ members: [invited], seats: { used: 2, allowed: 3 } }));
        return HttpResponse.json({ member: invited }, { status: 201 });
      }),
    );
    renderBilling(<TeamPanel />, '/settings?tab=team');
    expect(await screen.findByText('No team members yet')).toBeInTheDocument();
    const field = screen.getByLabelText('Invite by e-mail');
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('email must be a valid e-mail address')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(field);
    await user.type(field, 'Kim@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to kim@example.com')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'kim@example.com' });
    expect(await screen.findByText('2 of 3 seats used (you included) · 1 seat left')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('explains a 402 (seats full) beside the form; the global handler adds its "See plans" toast', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'agent' })));
    serveTeam(teamFixture({ seats: { used: 2, allowed: 3 } }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    server.use(
      http.post('*/api/team/invitations', () =>
        HttpResponse.json({ error: 'User seats limit reached', limit: 'userSeats', used: 3, allowed: 3 }, { status: 402 }),
      ),
    );
    renderBilling(<TeamPanel />, '/settings?tab=team', createQueryClient());
    await user.type(await screen.findByLabelText('Invite by e-mail'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText("You've reached your plan's limit of 3 user seats. Add seats or upgrade to invite more people."),
    ).toBeInTheDocument();
    const toast = (await screen.findByText("You've reached your plan's limit of 3 user seats")).closest('li')!;
    fireEvent.click(within(toast).getByRole('button', { name: 'See plans' }));
    // No router registered in a test: the bridge falls back to a page load.
    expect(assign).toHaveBeenCalledWith('/settings?tab=plan');
  });

  it('shows a duplicate invitation (409) beside the form', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'agent' })));
    serveTeam(teamFixture());
    server.use(
      http.post('*/api/team/invitations', () =>
        HttpResponse.json({ error: 'kim@example.com is already on your team or invited' }, { status: 409 }),
      ),
    );
    renderBilling(<TeamPanel />, '/settings?tab=team');
    await user.type(await screen.findByLabelText('Invite by e-mail'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('kim@example.com is already on your team or invited');
  });

  it('disables inviting when every seat is taken and points to more seats', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'starter' })));
    serveTeam(teamFixture({ seats: { used: 1, allowed: 1 } }));
    renderBilling(<TeamPanel />, '/settings?tab=team');
    expect(await screen.findByRole('button', { name: 'Send invitation' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add seats or upgrade' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(screen.getByText('1 of 1 seats used (you included) · 0 seats left')).toBeInTheDocument();
  });

  it('removes a member only after confirmation', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'agent' })));
    const team = serveTeam(teamFixture({ members: [member], seats: { used: 2, allowed: 3 } }));
    let removed: string | null = null;
    server.use(
      http.delete('*/api/team/members/:id', ({ params }) => {
        removed = params.id as string;
        team.set(teamFixture());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderBilling(<TeamPanel />, '/settings?tab=team');
    await user.click(await screen.findByRole('button', { name: 'Remove sam@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this team member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove sam@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Sam Lee removed from your team')).toBeInTheDocument();
    expect(removed).toBe('m1');
    expect(await screen.findByText('No team members yet')).toBeInTheDocument();
  });

  it('leaves a team the user joined', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'agent' })));
    const team = serveTeam(
      teamFixture({
        memberships: [
          {
            id: 'ms1',
            team_id: 'owner-1',
            owner_name: 'Robin Ortiz',
            owner_email: 'robin@example.com',
            accepted_at: '2026-01-03T00:00:00.000Z',
          },
        ],
      }),
    );
    server.use(
      http.delete('*/api/team/memberships/:id', () => {
        team.set(teamFixture());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderBilling(<TeamPanel />, '/settings?tab=team');
    const joined = await screen.findByRole('list', { name: "Teams you've joined" });
    expect(joined).toHaveTextContent("Robin Ortiz's team");
    await user.click(within(joined).getByRole('button', { name: "Leave Robin Ortiz's team" }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave this team?' })).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText("You left Robin Ortiz's team")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: "Teams you've joined" })).not.toBeInTheDocument());
  });

  it('shows a team error with Retry', async () => {
    server.use(subscriptionHandler(() => overviewFixture({ plan: 'agent' })));
    server.use(http.get('*/api/team', () => HttpResponse.json({ error: 'Team service down' }, { status: 500 })));
    renderBilling(<TeamPanel />, '/settings?tab=team');
    expect(await screen.findByText("We couldn't load your team.")).toBeInTheDocument();
    serveTeam(teamFixture());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No team members yet')).toBeInTheDocument();
  });
});
