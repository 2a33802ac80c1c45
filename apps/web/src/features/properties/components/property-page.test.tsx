import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PropertyPage } from './property-page';

const server = startMswServer();
const ID = '00000000-0000-4000-8000-00000000000a';
const property = {
  id: ID,
  address: '12 Oak St',
  currentPrice: 450000,
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  bedrooms: 3,
  bathrooms: 2,
  status: 'Active',
  isWatched: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
} as PropertyResponse;
const photo = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  url: `/api/properties/${ID}/photos/p${n}`,
  position: n - 1,
  isCover: n === 1,
  contentType: 'image/jpeg',
  byteSize: 100,
  createdAt: '2025-01-01T00:00:00Z',
});
const history = http.get(`*/api/properties/${ID}/history`, () => HttpResponse.json({ events: [], next_before: null }));

describe('the property page', () => {
  it('shows a skeleton while loading, then every recorded field, the cover large and the gallery', async () => {
    server.use(
      http.get(`*/api/properties/${ID}`, () => HttpResponse.json(property)),
      http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ photos: [photo(1), photo(2)] })),
      history,
    );
    renderWithRouter(<PropertyPage propertyId={ID} renderLinkedLeads={() => <p>Linked leads here</p>} />);
    expect(screen.getByRole('status', { name: 'Loading property' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St' })).toBeInTheDocument();
    expect(screen.getByText('Austin, TX, 78701')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '12 Oak St: cover photo' })).toHaveAttribute('src', photo(1).url);
    expect(screen.getByRole('img', { name: 'Photo 1 of 2 (cover)' })).toBeInTheDocument();
    expect(screen.getByText('Linked leads here')).toBeInTheDocument();
    expect(screen.getByText('Bedrooms')).toBeInTheDocument();
    // No codes from an import: no line about them.
    expect(screen.queryByText('From the import:')).not.toBeInTheDocument();
  });

  it('says which codes the import decoded, as the property now reads them', async () => {
    server.use(
      http.get(`*/api/properties/${ID}`, () =>
        HttpResponse.json({
          ...property,
          propertyType: 'single_family',
          hasPool: true,
          sourceCodes: { status: 'A', property_type: 'SF', has_pool: 'Y' },
        }),
      ),
      http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ photos: [] })),
      history,
    );
    renderWithRouter(<PropertyPage propertyId={ID} />);
    const line = (await screen.findByText('From the import:')).closest('p')!;
    expect(line).toHaveTextContent('From the import: Property type SF → Single family · Status A → Active · Pool Y → Yes');
  });

  it("says a property that is not there (or another agent's) was not found, with a way back", async () => {
    server.use(http.get(`*/api/properties/${ID}`, () => HttpResponse.json({ error: 'Property not found' }, { status: 404 })));
    renderWithRouter(<PropertyPage propertyId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all properties' })).toHaveAttribute('href', '/properties');
  });

  it('offers Retry when the property cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    server.use(
      http.get(`*/api/properties/${ID}`, () =>
        fail ? HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }) : HttpResponse.json(property),
      ),
      http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ photos: [] })),
      history,
    );
    renderWithRouter(<PropertyPage propertyId={ID} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Property could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St' })).toBeInTheDocument();
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
  });
});
