import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listingView } from './listing-view';
import { mount, SERVER, signIn, startApiServer, v1Error } from './popup-test-support';

const server = startApiServer();

const page = {
  url: 'https://www.example-homes.com/homes/31-wren-meadow-rd',
  text: '31 Wren Meadow Rd · $447,000 · MLS# E2E-31004',
  html: `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': ['Product', 'RealEstateListing'],
    offers: { '@type': 'Offer', price: 447000 },
    mainEntity: {
      '@type': 'SingleFamilyResidence',
      address: { streetAddress: '31 Wren Meadow Rd', addressLocality: 'Lakeholt', addressRegion: 'MN', postalCode: '55999' },
      numberOfRooms: 3,
      numberOfBathroomsTotal: 2.5,
    },
  })}</script></head><body><p>MLS# E2E-31004</p></body></html>`,
};

describe('the listing view', () => {
  it('shows what it read, sends the corrected listing only on Save, and then offers the property and a lead', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${SERVER}/api/v1/properties/listing`, async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer pl_live_devicekey');
        sent.push(await request.json());
        return HttpResponse.json({ outcome: 'created', property: { id: 'p1', address: '31 Wren Meadow Rd' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    mount(listingView(signIn, page));
    expect(screen.getByLabelText('Address')).toHaveProperty('value', '31 Wren Meadow Rd');
    expect(screen.getByLabelText('Baths')).toHaveProperty('value', '2.5');
    expect(sent).toEqual([]);

    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '$439,500');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));

    // The form's status (the lead section below it has its own).
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toBe('Saved as a new property.'));
    expect(sent).toEqual([expect.objectContaining({ address: '31 Wren Meadow Rd', currentPrice: 439500, bathrooms: 2.5 })]);
    expect(screen.getByRole('link', { name: 'Open 31 Wren Meadow Rd in Porchlight' }).getAttribute('href')).toBe(`${SERVER}/properties/p1`);
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save again' })).toBeTruthy();
  });

  it('marks the field the server names and says why, with the field focused to correct', async () => {
    server.use(
      http.post(`${SERVER}/api/v1/properties/listing`, () =>
        HttpResponse.json(v1Error('Price must be a positive number', 'currentPrice'), { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    mount(listingView(signIn, page));
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Price must be a positive number'));
    const price = screen.getByLabelText('Price ($)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(price);
    expect(screen.getByRole('button', { name: 'Save listing' })).toHaveProperty('disabled', false);
  });

  it.each([
    [
      'a plan limit (402)',
      HttpResponse.json(v1Error("Your plan's property limit (25) is reached. Upgrade to add more."), { status: 402 }),
      "Your plan's property limit (25) is reached. Upgrade to add more.",
    ],
    ['an unreachable server', HttpResponse.error(), `Could not reach ${SERVER}. Check the address and your connection.`],
    ['an answer that is not JSON', new HttpResponse('Bad gateway', { status: 502 }), 'The server answered 502.'],
  ])('says what went wrong on %s, in words, and keeps the form', async (_, answer, words) => {
    server.use(http.post(`${SERVER}/api/v1/properties/listing`, () => answer));
    const user = userEvent.setup();
    mount(listingView(signIn, page));
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(words));
    expect(screen.getByLabelText('Address')).toHaveProperty('value', '31 Wren Meadow Rd');
  });
});
