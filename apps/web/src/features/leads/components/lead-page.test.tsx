import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadPage } from './lead-page';

const server = startMswServer();
const ID = '00000000-0000-4000-8000-0000000000a1';
const lead = { id: ID, name: 'Dana Reyes', email: 'dana@example.com', phone: '512-555-0101', status: 'hot', qualification: null, tags: ['buyer'], budget: '$450,000', notes: null, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' } as unknown as LeadResponse;
const activity = http.get(`*/api/leads/${ID}/activity`, () => HttpResponse.json({ activity: [{ id: 'a1', kind: 'note', body: 'Wants a yard', fromStatus: null, toStatus: null, createdAt: '2025-01-02T10:00:00Z' }] }));
const history = http.get(`*/api/leads/${ID}/history`, () => HttpResponse.json({ events: [], next_before: null }));

describe('the lead page', () => {
  it('shows a skeleton, then every field, notes with their time, the panels the route gives it and the history', async () => {
    server.use(http.get(`*/api/leads/${ID}`, () => HttpResponse.json(lead)), activity, history);
    renderWithRouter(<LeadPage leadId={ID} renderTasks={() => <p>Follow-ups here</p>} renderProperties={() => <p>Properties here</p>} />);
    expect(screen.getByRole('status', { name: 'Loading lead' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(screen.getByText('$450,000')).toBeInTheDocument();
    const notes = await screen.findByRole('list', { name: 'Activity' });
    expect(within(notes).getByText('Wants a yard')).toBeInTheDocument();
    expect(within(notes).getByRole('time')).toHaveAttribute('dateTime', '2025-01-02T10:00:00Z');
    expect(screen.getByText('Follow-ups here')).toBeInTheDocument();
    expect(screen.getByText('Properties here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
  });

  it("says a lead that is not there (or another agent's) was not found, with a way back", async () => {
    server.use(http.get(`*/api/leads/${ID}`, () => HttpResponse.json({ error: 'Lead not found' }, { status: 404 })));
    renderWithRouter(<LeadPage leadId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all leads' })).toHaveAttribute('href', '/leads');
  });

  it('offers Retry when the lead cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    server.use(http.get(`*/api/leads/${ID}`, () => (fail ? HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }) : HttpResponse.json(lead))), activity, history);
    renderWithRouter(<LeadPage leadId={ID} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lead could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeInTheDocument();
  });
});
