import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PropertiesView } from './properties-view';

const server = startMswServer();

const property = (id: string, address: string, overrides: Partial<PropertyResponse> = {}) =>
  ({
    id,
    address,
    currentPrice: 450000,
    city: 'Austin',
    state: 'TX',
    zipcode: null,
    bedrooms: 3,
    bathrooms: 2,
    sqft: 1800,
    squareFeet: null,
    status: 'Active',
    listingDate: null,
    daysOnMarket: 12,
    agentName: 'Sam',
    isWatched: false,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  }) as PropertyResponse;

const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';

function listOf(properties: PropertyResponse[], seen: URL[] = []) {
  return http.get('*/api/properties', ({ request }) => {
    seen.push(new URL(request.url));
    return HttpResponse.json({
      properties,
      total: properties.length,
      totalCapped: false,
      page: 1,
      limit: 50,
    } satisfies PropertyListResponse);
  });
}

describe('PropertiesView', () => {
  it('shows the table skeleton, then the rows with the spec money format', async () => {
    server.use(listOf([property(ID_A, '12 Oak St'), property(ID_B, '9 Elm Rd', { currentPrice: 0, status: 'off_market' })]));
    renderWithRouter(<PropertiesView />, { url: '/properties' });
    expect(screen.getByTestId('table-skeleton')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Properties' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('12 Oak St');
    expect(rows[1]).toHaveTextContent('$450,000');
    expect(rows[2]).toHaveTextContent('N/A');
    expect(rows[2]).toHaveTextContent('Off Market');
  });

  it('names the filters panel for screen readers', async () => {
    server.use(listOf([property(ID_A, '12 Oak St')]));
    renderWithRouter(<PropertiesView />, { url: '/properties' });
    await screen.findByRole('table', { name: 'Properties' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('dialog', { name: 'Property filters' })).toBeInTheDocument();
  });

  it('sends search, filters and sort from the URL to the API', async () => {
    const seen: URL[] = [];
    server.use(listOf([property(ID_A, '12 Oak St')], seen));
    renderWithRouter(<PropertiesView />, { url: '/properties?search=oak&status=Pending&sort=currentPrice&dir=asc&page=2' });
    await screen.findByRole('table', { name: 'Properties' });
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      search: 'oak',
      status: 'Pending',
      sort: 'currentPrice',
      dir: 'asc',
      page: '2',
      limit: '50',
    });
  });

  it('sorting by a header writes the URL and goes back to page 1', async () => {
    server.use(listOf([property(ID_A, '12 Oak St')]));
    renderWithRouter(<PropertiesView />, { url: '/properties?page=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Address' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/properties?sort=address');
  });

  it('shows an error with Retry, and Retry loads the list', async () => {
    let fail = true;
    server.use(
      http.get('*/api/properties', () =>
        fail
          ? HttpResponse.json({ error: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json({ properties: [property(ID_A, '12 Oak St')], total: 1, page: 1, limit: 50 }),
      ),
    );
    renderWithRouter(<PropertiesView />, { url: '/properties' });
    expect(await screen.findByText('Properties could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('12 Oak St')).toBeInTheDocument();
  });

  it('has an empty state for a new agent and for a search that finds nothing', async () => {
    server.use(listOf([]));
    const { unmount } = renderWithRouter(<PropertiesView />, { url: '/properties' });
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
    unmount();
    renderWithRouter(<PropertiesView />, { url: '/properties?search=zzz' });
    expect(await screen.findByText('No properties match')).toBeInTheDocument();
  });

  it('highlights the deep-linked row when it is on the page', async () => {
    server.use(listOf([property(ID_A, '12 Oak St'), property(ID_B, '9 Elm Rd')]));
    renderWithRouter(<PropertiesView />, { url: `/properties?id=${ID_B}&highlight=true` });
    await screen.findByRole('table', { name: 'Properties' });
    const row = screen.getByRole('row', { name: /9 Elm Rd/ });
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the detail when the deep-linked property is not on the page', async () => {
    server.use(
      listOf([property(ID_A, '12 Oak St')]),
      http.get(`*/api/properties/${ID_B}`, () => HttpResponse.json(property(ID_B, '9 Elm Rd'))),
      http.get(`*/api/properties/${ID_B}/history`, () => HttpResponse.json({ events: [], next_before: null })),
    );
    renderWithRouter(<PropertiesView />, { url: `/properties?id=${ID_B}&highlight=true` });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: '9 Elm Rd' })).toBeInTheDocument();
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('bulk delete confirms with the plural and sends one request', async () => {
    const deleted: unknown[] = [];
    server.use(
      listOf([property(ID_A, '12 Oak St'), property(ID_B, '9 Elm Rd')]),
      http.post('*/api/properties/bulk-delete', async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ deleted: 2 });
      }),
    );
    renderWithRouter(<PropertiesView />, { url: '/properties' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Selected properties' })).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('These 2 properties will be permanently deleted from your account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 properties' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [ID_A, ID_B] }]));
  });
});
