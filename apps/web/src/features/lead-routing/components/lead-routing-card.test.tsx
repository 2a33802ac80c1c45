import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAD_ROUTING,
  type AssignedLeadView,
  type LeadRoutingResponse,
  type LeadRoutingSettings,
} from '@porchlight/domain/lead-routing/lead-routing';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { AssignedToYou } from './assigned-to-you';
import { LeadRoutingCard } from './lead-routing-card';

const server = startMswServer();
const AGENTS = [
  { id: 'owner', name: 'Olive Owner', email: 'olive@example.com', isOwner: true },
  { id: 'ann', name: 'Ann Able', email: 'ann@example.com', isOwner: false },
  { id: 'ben', name: 'Ben Baker', email: 'ben@example.com', isOwner: false },
];

function serve(routing: Partial<LeadRoutingResponse> = {}) {
  const saved: LeadRoutingSettings[] = [];
  let current: LeadRoutingResponse = {
    settings: DEFAULT_LEAD_ROUTING,
    agents: AGENTS,
    nextAgentId: 'owner',
    canRouteToTeam: true,
    ...routing,
  };
  server.use(
    http.get('*/api/lead-routing', () => HttpResponse.json(current)),
    http.put('*/api/lead-routing', async ({ request }) => {
      const body = (await request.json()) as LeadRoutingSettings;
      saved.push(body);
      current = { ...current, settings: body, nextAgentId: body.rotation[0] ?? 'owner' };
      return HttpResponse.json(current);
    }),
  );
  return saved;
}

describe('the Lead routing card', () => {
  it('starts with "to me", then saves round robin among the chosen teammates and shows who is next', async () => {
    const user = userEvent.setup();
    const saved = serve();
    renderWithRouter(
      <>
        <LeadRoutingCard />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('you')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Round robin/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ann Able/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ben Baker/ }));
    await user.clear(screen.getByLabelText('Minutes to claim a lead'));
    await user.type(screen.getByLabelText('Minutes to claim a lead'), '15');
    await user.click(screen.getByRole('button', { name: 'Save routing' }));
    await waitFor(() =>
      expect(saved).toEqual([{ mode: 'round_robin', claimMinutes: 15, rotation: ['ann', 'ben'], rules: [], fallbackId: null }]),
    );
    await waitFor(() => expect(screen.getByText(/The next lead goes to/)).toHaveTextContent('The next lead goes to Ann Able.'));
  });

  it('says what is wrong before saving, and keeps teammates locked on a one-seat plan', async () => {
    const user = userEvent.setup();
    const saved = serve();
    renderWithRouter(<LeadRoutingCard />);
    await user.click(await screen.findByRole('radio', { name: /Round robin/ }));
    await user.click(screen.getByRole('button', { name: 'Save routing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('choose at least one teammate for round robin');
    expect(saved).toEqual([]);
  });

  it('on one seat, offers only "to me" and a way to more seats', async () => {
    serve({ agents: [AGENTS[0]!], canRouteToTeam: false });
    renderWithRouter(<LeadRoutingCard />);
    expect(await screen.findByRole('radio', { name: /Round robin/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/settings?tab=plan');
  });
});

describe('Assigned to you', () => {
  const lead: AssignedLeadView = {
    id: 'l1',
    name: 'Rosa Ortiz',
    email: 'rosa@lead.test',
    phone: '512-555-0100',
    source: 'Zillow',
    location: 'Austin',
    notes: null,
    ownerName: 'Olive Owner',
    isOwnLead: false,
    assignedAt: new Date().toISOString(),
    claimedAt: null,
    claimBy: new Date(Date.now() + 9 * 60_000).toISOString(),
    createdAt: new Date().toISOString(),
  };

  it('lists the leads waiting for the agent with the time left, and claims one', async () => {
    const user = userEvent.setup();
    const claimed: string[] = [];
    let leads = [lead];
    server.use(
      http.get('*/api/lead-routing/assigned', () => HttpResponse.json({ leads })),
      http.post('*/api/lead-routing/leads/:id/claim', ({ params }) => {
        claimed.push(String(params.id));
        leads = [{ ...lead, claimedAt: new Date().toISOString(), claimBy: null }];
        return HttpResponse.json(leads[0]);
      }),
    );
    renderWithRouter(<AssignedToYou />, { url: '/leads?claim=l1' });
    expect(await screen.findByText(/Zillow · Austin · Olive Owner's team · 9 min left to claim/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim Rosa Ortiz' }));
    await waitFor(() => expect(claimed).toEqual(['l1']));
    expect(await screen.findByText(/no longer waiting for you/)).toBeInTheDocument();
  });

  it('shows nothing when nothing waits', async () => {
    server.use(http.get('*/api/lead-routing/assigned', () => HttpResponse.json({ leads: [] })));
    const { container } = renderWithRouter(<AssignedToYou />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[aria-labelledby="assigned-to-you-title"]')).toBeNull();
  });
});
