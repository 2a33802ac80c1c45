import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketArea } from '@porchlight/domain/market/market-areas';
import type { MarketOverview, MarketPropertiesResponse } from '@porchlight/domain/market/market-metrics';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { MarketView } from './market-view';

const AREAS: MarketArea[] = [
  { key: 'zip:78701', label: '78701 · Austin, TX', properties: 3 },
  { key: 'city:round rock|tx', label: 'Round Rock, TX', properties: 1 },
];

const overview = (area: MarketArea): MarketOverview => ({
  area,
  metrics: {
    median_list_price: { value: 500_000, count: 2 },
    median_sold_price: { value: 490_000, count: 1 },
    price_per_sqft: { value: 250, count: 2 },
    active_inventory: { value: 2, count: 2 },
    avg_days_on_market: { value: 15, count: 2 },
    list_to_sale_ratio: { value: 0.98, count: 1 },
  },
  trends: [
    { month: '2026-10', listed: 0, median_list_price: null, sold: 0, median_sold_price: null, list_to_sale_ratio: null },
    { month: '2026-11', listed: 2, median_list_price: 500_000, sold: 1, median_sold_price: 490_000, list_to_sale_ratio: 0.98 },
  ],
});

const SOLD: MarketPropertiesResponse = {
  total: 1,
  properties: [
    {
      id: 'p-1',
      address: '4 Sold St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      status: 'Sold',
      list_price: 500_000,
      sold_price: 490_000,
      sqft: 2000,
      days_on_market: null,
      listing_date: null,
      last_sold_date: '2026-11-20',
    },
  ],
};

const server = startMswServer();
const asked: string[] = [];

function serve(areas: MarketArea[]) {
  server.use(
    http.get('*/api/market/areas', () => HttpResponse.json({ areas })),
    http.get('*/api/market/properties', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(SOLD);
    }),
    http.get('*/api/market', ({ request }) =>
      HttpResponse.json(overview(areas.find((a) => a.key === new URL(request.url).searchParams.get('area'))!)),
    ),
  );
}

const user = userEvent.setup();

beforeEach(() => {
  asked.length = 0;
  const warn = console.warn.bind(console);
  // jsdom lays nothing out: recharts warns that its container measures 0 x 0. Only that is hushed.
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});

describe('MarketView', () => {
  it('asks an agent with no properties to add or import some', async () => {
    serve([]);
    renderWithRouter(<MarketView />, { url: '/market' });
    expect(await screen.findByRole('heading', { name: 'Add or import properties to see your market' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to properties' })).toHaveAttribute('href', '/properties');
  });

  it("shows the largest area's figures, and the properties behind a number, each linking to it", async () => {
    serve(AREAS);
    renderWithRouter(<MarketView />, { url: '/market' });
    const figures = await screen.findByRole('list', { name: 'Market figures' });
    expect(within(figures).getByRole('button', { name: 'Median list price $500,000 From 2 properties · show them' })).toBeInTheDocument();
    expect(within(figures).getByRole('button', { name: /^List-to-sale ratio 98.0%/ })).toBeInTheDocument();
    expect(within(figures).getByRole('button', { name: /^Avg. days on market 15 days/ })).toBeInTheDocument();

    await user.click(within(figures).getByRole('button', { name: /Median sold price/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Median sold price in 78701 · Austin, TX' });
    expect(await within(dialog).findByRole('link', { name: '4 Sold St' })).toHaveAttribute('href', '/properties?id=p-1&highlight=true');
    expect(asked).toEqual(['?area=zip%3A78701&metric=median_sold_price']);
  });

  it('switches area through the picker (kept in the URL) and opens a trend month from the table view', async () => {
    serve(AREAS);
    renderWithRouter(<MarketView />, { url: '/market' });
    await screen.findByRole('list', { name: 'Market figures' });
    expect(screen.getByRole('img', { name: 'Price trends in 78701 · Austin, TX, last 12 months' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Area'), 'Round Rock, TX (1 property)');
    expect(screen.getByTestId('location')).toHaveTextContent('/market?area=city%3Around+rock%7Ctx');
    await screen.findByRole('img', { name: 'Price trends in Round Rock, TX, last 12 months' });

    await user.click(screen.getByRole('button', { name: 'Table view' }));
    await user.click(screen.getByRole('button', { name: 'Sold in Nov 2026: 1. Show them' }));
    await screen.findByRole('dialog', { name: 'Sold in Nov 2026, Round Rock, TX' });
    expect(asked).toEqual(['?area=city%3Around+rock%7Ctx&month=2026-11&kind=sold']);
  });
});
