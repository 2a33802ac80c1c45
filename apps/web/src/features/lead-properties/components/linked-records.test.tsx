import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LeadPropertyLinkResponse } from '@porchlight/domain/leads/lead-property-links';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LinkedRecords } from './linked-records';

const server = startMswServer();
const LEAD = '00000000-0000-4000-8000-0000000000a1';
const PROPERTY = '00000000-0000-4000-8000-0000000000b1';
const link = (kind: LeadPropertyLinkResponse['kind']): LeadPropertyLinkResponse => ({
  id: 'link-1',
  kind,
  createdAt: '2025-01-01T00:00:00Z',
  lead: { id: LEAD, name: 'Dana Reyes', email: 'dana@example.com', phone: null, status: 'hot' },
  property: {
    id: PROPERTY,
    address: '12 Elm Street',
    city: 'Austin',
    state: 'TX',
    currentPrice: 425000,
    status: 'Active',
    coverPhotoUrl: null,
  },
});

describe('linked properties on a lead page', () => {
  it('links a property picked by search, with how they relate', async () => {
    let links: LeadPropertyLinkResponse[] = [];
    let asked: unknown;
    server.use(
      http.get(`*/api/leads/${LEAD}/properties`, () => HttpResponse.json({ links })),
      http.get('*/api/properties', () =>
        HttpResponse.json({
          properties: [{ id: PROPERTY, address: '12 Elm Street', city: 'Austin', state: 'TX' }],
          total: 1,
          page: 1,
          limit: 10,
        }),
      ),
      http.post('*/api/lead-properties', async ({ request }) => {
        asked = await request.json();
        links = [link('toured')];
        return HttpResponse.json(links[0], { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<LinkedRecords side="lead" id={LEAD} name="Dana Reyes" />);
    expect(await screen.findByText('No linked properties')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link a property' }));
    const dialog = screen.getByRole('dialog', { name: 'Link a property' });
    await user.click(await within(dialog).findByRole('radio', { name: /12 Elm Street/ }));
    await user.selectOptions(within(dialog).getByLabelText('How they relate'), 'toured');
    await user.click(within(dialog).getByRole('button', { name: 'Link property' }));
    await waitFor(() => expect(asked).toEqual({ leadId: LEAD, propertyId: PROPERTY, kind: 'toured' }));
    const region = screen.getByRole('region', { name: 'Properties' });
    expect(await within(region).findByRole('link', { name: '12 Elm Street' })).toHaveAttribute('href', `/properties/${PROPERTY}`);
    expect(within(region).getByRole('combobox', { name: 'How Dana Reyes relates to 12 Elm Street' })).toHaveValue('toured');
  });

  it('changes the kind in place and unlinks', async () => {
    let links = [link('interested')];
    const calls: string[] = [];
    server.use(
      http.get(`*/api/properties/${PROPERTY}/leads`, () => HttpResponse.json({ links })),
      http.post('*/api/lead-properties', async ({ request }) => {
        const { kind } = (await request.json()) as { kind: LeadPropertyLinkResponse['kind'] };
        calls.push(`link ${kind}`);
        links = [link(kind)];
        return HttpResponse.json(links[0]);
      }),
      http.delete('*/api/lead-properties/link-1', () => {
        calls.push('unlink');
        links = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<LinkedRecords side="property" id={PROPERTY} name="12 Elm Street" />);
    const region = await screen.findByRole('region', { name: 'Leads' });
    expect(await within(region).findByRole('link', { name: 'Dana Reyes' })).toHaveAttribute('href', `/leads/${LEAD}`);
    await user.selectOptions(within(region).getByRole('combobox'), 'offered');
    await waitFor(() => expect(within(region).getByRole('combobox')).toHaveValue('offered'));
    await user.click(within(region).getByRole('button', { name: 'Unlink Dana Reyes' }));
    expect(await within(region).findByText('No linked leads')).toBeInTheDocument();
    expect(calls).toEqual(['link offered', 'unlink']);
  });

  it('offers Retry when the links cannot be loaded', async () => {
    server.use(http.get(`*/api/leads/${LEAD}/properties`, () => HttpResponse.json({ error: 'Down' }, { status: 500 })));
    renderWithRouter(<LinkedRecords side="lead" id={LEAD} name="Dana Reyes" />);
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
