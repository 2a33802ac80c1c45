import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { useSessionStore } from '@/lib/session-store';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { leadColumnsKey } from '../hooks/use-lead-columns';
import { LeadsView } from './leads-view';

const OFFER = '00000000-0000-4000-8000-000000000002';
const stages = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'New', position: 0, leadCount: 1, dealTotal: 0 },
  { id: OFFER, name: 'Offer', position: 1, leadCount: 1, dealTotal: 0 },
];
const lead = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '(512) 555-0199',
  status: 'hot',
  tags: ['buyer'],
  source: 'Zillow',
  stageName: 'Offer',
  createdAt: '2026-01-05T00:00:00Z',
  updatedAt: '2026-01-05T00:00:00Z',
} as unknown as LeadResponse;
const audience = {
  total: 1,
  segments: {
    status: [],
    location: [],
    tag: [{ filter: { tag: 'buyer' }, label: 'buyer', count: 1, share: 100 }],
    source: [{ filter: { source: 'Zillow' }, label: 'Zillow', count: 1, share: 100 }],
  },
};

let asked: URLSearchParams[] = [];
startMswServer(
  http.get('*/api/pipeline/stages', () => HttpResponse.json({ stages })),
  http.get('*/api/leads/audience', () => HttpResponse.json(audience)),
  http.get('*/api/leads', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ leads: [lead], total: 1, page: 1, limit: 25 });
  }),
);
beforeEach(() => {
  asked = [];
  localStorage.clear();
  useSessionStore.setState({ user: { id: 'agent-1', email: 'a@example.com', name: 'Agent', image: null }, isLoading: false });
});
afterEach(() => useSessionStore.setState({ user: null }));

const headers = () =>
  within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const lastAsked = () => asked.at(-1)!;

describe('the leads table', () => {
  it('shows a Stage column and filters by stage', async () => {
    renderWithRouter(<LeadsView />, { url: '/leads' });
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(headers()).toEqual(['', 'Lead', 'Stage', 'Status', 'Phone', 'Source', 'Tags', 'Response', 'Added']);
    expect(within(table).getByRole('cell', { name: 'Offer' })).toBeInTheDocument();
    const stage = await screen.findByRole('combobox', { name: 'Stage' });
    await waitFor(() => expect(within(stage).getByRole('option', { name: 'Offer' })).toBeInTheDocument());
    await userEvent.selectOptions(stage, 'Offer');
    await waitFor(() => expect(lastAsked().get('stage')).toBe(OFFER));
    expect(screen.getByTestId('location').textContent).toContain(`stage=${OFFER}`);
  });

  it('hides and shows columns, remembered for the agent', async () => {
    const view = renderWithRouter(<LeadsView />, { url: '/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tags' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Location' }));
    expect(headers()).not.toContain('Tags');
    expect(headers()).toContain('Location');
    expect(JSON.parse(localStorage.getItem(leadColumnsKey('agent-1'))!)).toEqual(['email', 'qualification', 'assigned', 'tags']);
    view.unmount();
    renderWithRouter(<LeadsView />, { url: '/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(headers()).toEqual(['', 'Lead', 'Stage', 'Status', 'Phone', 'Source', 'Response', 'Location', 'Added']);
  });

  it('sorts from anywhere on a sortable header', async () => {
    renderWithRouter(<LeadsView />, { url: '/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    const source = screen.getByRole('columnheader', { name: /Source/ });
    expect(within(source).getByRole('button').className).toContain('w-full');
    await userEvent.click(within(source).getByRole('button'));
    await waitFor(() => expect(lastAsked().get('sort')).toBe('source'));
    expect(source).toHaveAttribute('aria-sort', 'ascending');
  });

  it('suggests the values the leads have, and applies a filter as the agent types', async () => {
    renderWithRouter(<LeadsView />, { url: '/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const tag = screen.getByLabelText('Tag');
    await waitFor(() => expect(document.getElementById(tag.getAttribute('list') ?? '')?.querySelectorAll('option')).toHaveLength(1));
    expect(document.getElementById(screen.getByLabelText('Source').getAttribute('list')!)!.querySelector('option')!.value).toBe('Zillow');
    // Typing: no Enter, no leaving the box.
    fireEvent.change(tag, { target: { value: 'vip' } });
    await waitFor(() => expect(lastAsked().get('tag')).toBe('vip'));
    // A suggestion picked applies at once.
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'Zillow' } });
    await waitFor(() => expect(lastAsked().get('source')).toBe('Zillow'));
  });

  it("puts the calls feature's button beside a lead's number", async () => {
    renderWithRouter(<LeadsView renderRowCall={(l) => <button type="button">{`Call ${l.name} on ${l.phone}`}</button>} />, {
      url: '/leads',
    });
    const table = await screen.findByRole('table', { name: 'Leads' });
    const phone = within(table).getByRole('cell', { name: /\(512\) 555-0199/ });
    expect(within(phone).getByRole('button', { name: 'Call Ana Lopez on (512) 555-0199' })).toBeInTheDocument();
  });

  it('keeps what a cell holds (an open call dialog) when the table renders again', async () => {
    renderWithRouter(<LeadsView renderRowCall={renderCounter} />, { url: '/leads' });
    const table = await screen.findByRole('table', { name: 'Leads' });
    await userEvent.click(within(table).getByRole('button', { name: 'Pressed 0 times' }));
    // Selecting the row renders the view and its table again.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Ana Lopez' }));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
  });
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={(e) => (e.stopPropagation(), setCount(count + 1))}>
      Pressed {count} times
    </button>
  );
}
const renderCounter = () => <Counter />;
