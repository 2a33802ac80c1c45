import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DomainEventResponse, HistoryResponse } from '@porchlight/domain/events/event-types';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PropertyHistory } from './property-history';

const server = startMswServer();
const ID = '5f0c9a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const event = (
  id: string,
  type: DomainEventResponse['type'],
  payload: Record<string, unknown>,
  created_at: string,
): DomainEventResponse => ({
  id,
  type,
  payload,
  created_at,
  subject_type: 'property',
  subject_id: ID,
  actor_id: 'u1',
});

describe('PropertyHistory', () => {
  it('shows each change in words with its age, newest first, and pages back on request', async () => {
    const user = userEvent.setup();
    const pages: Record<string, HistoryResponse> = {
      first: {
        events: [event('e3', 'property.price_changed', { address: '12 Oak', from: 515000, to: 489000 }, daysAgo(3))],
        next_before: 'cursor-1',
      },
      'cursor-1': { events: [event('e1', 'property.created', { address: '12 Oak', price: 515000 }, daysAgo(10))], next_before: null },
    };
    server.use(
      http.get(`*/api/properties/${ID}/history`, ({ request }) =>
        HttpResponse.json(pages[new URL(request.url).searchParams.get('before') ?? 'first']),
      ),
    );
    renderWithRouter(<PropertyHistory propertyId={ID} />);
    const list = await screen.findByRole('list', { name: 'Property history' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Price reduced from $515,000 to $489,000 · 3 days ago');
    await user.click(screen.getByRole('button', { name: 'Show earlier changes' }));
    expect(await within(list).findByText('Listed at $515,000')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show earlier changes' })).not.toBeInTheDocument();
  });

  it('offers Retry when the history cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`*/api/properties/${ID}/history`, () =>
        ++calls === 1 ? HttpResponse.json({ error: 'down' }, { status: 503 }) : HttpResponse.json({ events: [], next_before: null }),
      ),
    );
    renderWithRouter(<PropertyHistory propertyId={ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
