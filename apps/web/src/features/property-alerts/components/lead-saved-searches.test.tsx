import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PropertyAlertResponse } from '@porchlight/domain/automations/property-alerts';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadSavedSearches } from './lead-saved-searches';

const server = startMswServer();
const LEAD = { id: '3f1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7b', name: 'Bea Buyer' };

const alertOf = (over: Partial<PropertyAlertResponse> = {}): PropertyAlertResponse => ({
  id: 'a1',
  name: 'Condos downtown',
  lead_id: LEAD.id,
  lead_name: LEAD.name,
  enabled: true,
  city: 'Austin',
  zipcode: null,
  min_price: null,
  max_price: 450000,
  min_beds: null,
  min_baths: null,
  property_type: 'condo',
  status: null,
  notify_lead: 'email',
  description: 'Austin · up to $450,000 · Condo',
  matches: 1,
  last_matched_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe("a lead's saved searches", () => {
  it('lists only this lead’s searches, pauses one in place, and edits one with the properties’ type list', async () => {
    const put: unknown[] = [];
    let asked = '';
    server.use(
      http.get('*/api/property-alerts', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ alerts: [alertOf()] });
      }),
      http.put('*/api/property-alerts/a1', async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json(alertOf());
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<LeadSavedSearches lead={LEAD} />);
    const row = within(await screen.findByRole('list', { name: 'Saved searches for Bea Buyer' })).getByRole('listitem');
    expect(asked).toBe(`?lead_id=${LEAD.id}`);
    expect(row).toHaveTextContent('Austin · up to $450,000 · Condo · 1 match, e-mailed to the lead');

    await user.click(within(row).getByRole('switch', { name: 'Condos downtown: on' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ enabled: false, lead_id: LEAD.id });

    await user.click(within(row).getByRole('button', { name: 'Edit Condos downtown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved search' });
    const type = within(dialog).getByLabelText('Type');
    expect(type).toHaveValue('condo');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any type', 'Single family', 'Condo', 'Townhouse', 'Multi-family', 'Land', 'Commercial', 'Other']);
    // The search is this lead's: no lead picker.
    expect(within(dialog).queryByText('For a lead (optional)')).not.toBeInTheDocument();
    await user.selectOptions(type, 'townhouse');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(put).toHaveLength(2));
    expect(put[1]).toMatchObject({ property_type: 'townhouse', lead_id: LEAD.id });
  });

  it('with none yet, says what a saved search does and adds one for this lead', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/property-alerts', () => HttpResponse.json({ alerts: [] })),
      http.post('*/api/property-alerts', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(alertOf(), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<LeadSavedSearches lead={LEAD} />);
    expect(await screen.findByText(/None yet\. Save what Bea Buyer is looking for/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add search' }));
    const dialog = await screen.findByRole('dialog', { name: 'New saved search for Bea Buyer' });
    await user.type(within(dialog).getByLabelText('Name'), '3 beds in Austin');
    await user.type(within(dialog).getByLabelText('City'), 'Austin');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'single_family');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      name: '3 beds in Austin',
      city: 'Austin',
      property_type: 'single_family',
      lead_id: LEAD.id,
      notify_lead: 'none',
    });
  });

  it('deletes a search from the lead page, after asking', async () => {
    let alerts = [alertOf()];
    const deleted: string[] = [];
    server.use(
      http.get('*/api/property-alerts', () => HttpResponse.json({ alerts })),
      http.delete('*/api/property-alerts/:id', ({ params }) => {
        deleted.push(String(params.id));
        alerts = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<LeadSavedSearches lead={LEAD} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Condos downtown' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete saved search' }));
    await waitFor(() => expect(deleted).toEqual(['a1']));
    expect(await screen.findByText(/None yet\. Save what Bea Buyer is looking for/)).toBeInTheDocument();
  });
});
