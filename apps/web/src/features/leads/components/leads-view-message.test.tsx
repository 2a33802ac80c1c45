import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadsView, type LeadsMessageTarget } from './leads-view';

const server = startMswServer(http.get('*/api/pipeline/stages', () => HttpResponse.json({ stages: [] })));
const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';
const lead = (id: string, name: string) =>
  ({
    id,
    name,
    email: null,
    phone: null,
    status: 'hot',
    tags: [],
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  }) as unknown as LeadResponse;

/** The route's button, reduced to what it was given. */
const probe = (target: LeadsMessageTarget, label: string) => <output aria-label={label}>{JSON.stringify(target)}</output>;

describe('LeadsView bulk message entry points', () => {
  it("offers the list's filters as an audience, and the chosen leads in the selection bar", async () => {
    server.use(
      http.get('*/api/leads', () =>
        HttpResponse.json({ leads: [lead(ID_A, 'Ana Lopez'), lead(ID_B, 'Ben Carter')], total: 2, page: 1, limit: 50 }),
      ),
    );
    renderWithRouter(<LeadsView renderBulkMessage={probe} />, { url: '/leads?status=hot&tag=buyer' });
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(JSON.parse(screen.getByRole('status', { name: 'Message these leads' }).textContent!)).toEqual({
      audience: { status: 'hot', tag: 'buyer' },
      description: 'leads with status Hot, tag buyer',
    });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Ben Carter' }));
    const bar = screen.getByRole('region', { name: 'Selected leads' });
    expect(JSON.parse(within(bar).getByRole('status', { name: 'Message' }).textContent!)).toEqual({
      audience: { lead_ids: [ID_B] },
      description: '1 lead selected',
    });
  });

  it('a search is not an audience: only selecting leads offers a message', async () => {
    server.use(http.get('*/api/leads', () => HttpResponse.json({ leads: [lead(ID_A, 'Ana Lopez')], total: 1, page: 1, limit: 50 })));
    renderWithRouter(<LeadsView renderBulkMessage={probe} />, { url: '/leads?search=ana' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(screen.queryByRole('status', { name: /Message/ })).not.toBeInTheDocument();
  });
});
