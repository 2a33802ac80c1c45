import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PropertyAlertResponse } from '@porchlight/domain/automations/property-alerts';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PropertyAlertsView } from './property-alerts-view';

const server = startMswServer();
const LEAD = '3f1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7b';

const alertOf = (over: Partial<PropertyAlertResponse> = {}): PropertyAlertResponse => ({
  id: 'a1',
  name: 'Austin under 450k',
  lead_id: null,
  lead_name: null,
  enabled: true,
  city: 'Austin',
  zipcode: null,
  min_price: null,
  max_price: 450000,
  min_beds: null,
  min_baths: null,
  property_type: null,
  status: null,
  notify_lead: 'none',
  description: 'Austin · up to $450,000',
  matches: 2,
  last_matched_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('property alerts', () => {
  it('lists each saved search with what it matches and how often', async () => {
    server.use(
      http.get('*/api/property-alerts', () =>
        HttpResponse.json({ alerts: [alertOf({ lead_name: 'Bea', lead_id: LEAD, notify_lead: 'email' })] }),
      ),
    );
    renderWithRouter(<PropertyAlertsView />);
    const row = within(await screen.findByRole('list', { name: 'Property alerts' })).getByRole('listitem');
    expect(row).toHaveTextContent('Austin · up to $450,000 · for Bea (sent by e-mail)');
    expect(row).toHaveTextContent('2 matches');
  });

  it('creates an alert for a lead that e-mails each match; a missing lead is refused beside the field', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/property-alerts', () => HttpResponse.json({ alerts: [] })),
      http.get('*/api/leads', () =>
        HttpResponse.json({ leads: [{ id: LEAD, name: 'Bea Buyer', email: 'bea@lead.test', phone: null }], total: 1, page: 1, limit: 10 }),
      ),
      http.post('*/api/property-alerts', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(alertOf(), { status: 201 });
      }),
    );
    renderWithRouter(<PropertyAlertsView />);
    expect(await screen.findByText('No property alerts yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New property alert' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Austin for Bea');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Austin');
    await userEvent.type(within(dialog).getByLabelText('Highest price'), '450k');
    await userEvent.tab();
    // Money reads as the import reads it: "450k" is $450,000.
    expect(within(dialog).getByLabelText('Highest price')).toHaveValue('$450,000');
    await userEvent.selectOptions(within(dialog).getByLabelText('Send each match to the lead'), 'email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('needs a lead to send to')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Bea Buyer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      name: 'Austin for Bea',
      city: 'Austin',
      max_price: 450000,
      lead_id: LEAD,
      notify_lead: 'email',
      zipcode: null,
    });
  });
});
