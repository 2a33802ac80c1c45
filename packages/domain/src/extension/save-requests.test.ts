import { describe, expect, it } from 'vitest';
import { CreateLeadRequestSchema } from '../leads/lead-schemas';
import { CreatePropertyRequestSchema } from '../properties/property-schemas';
import { contactToLead, listingToProperty, siteOf } from './save-requests';

const listing = {
  address: '19 Cobble Lane',
  city: 'Hartwell Springs',
  state: 'NC',
  zipcode: '27999',
  price: 318900,
  bedrooms: 3,
  bathrooms: 2,
  sqft: 1540,
  mlsNumber: 'NC-554120',
  photos: ['https://photos.example.com/br/cobble-lane.jpg'],
  url: 'https://www.lindenfield.example/listings/19-cobble-lane',
};

describe('listingToProperty', () => {
  it('is a valid property that remembers its page', () => {
    const property = CreatePropertyRequestSchema.parse(listingToProperty(listing));
    expect(property).toMatchObject({
      address: '19 Cobble Lane',
      currentPrice: 318900,
      sqft: 1540,
      mlsNumber: 'NC-554120',
      listingUrl: listing.url,
      platform: 'lindenfield.example',
      images: listing.photos,
    });
  });

  it('leaves out what the page did not say, and the schema names what is missing', () => {
    const request = listingToProperty({ ...listing, address: null, price: null, city: null, photos: [], mlsNumber: null });
    expect(request).not.toHaveProperty('city');
    expect(request).not.toHaveProperty('images');
    const result = CreatePropertyRequestSchema.safeParse(request);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['address', 'currentPrice']);
  });
});

describe('contactToLead', () => {
  it.each([
    [
      { name: 'Priya Castellane', email: 'priya@mail.example.net', phone: null, url: 'https://mail.example.net/m/1' },
      {
        name: 'Priya Castellane',
        email: 'priya@mail.example.net',
        source: 'Browser extension (mail.example.net)',
        notes: 'Saved from https://mail.example.net/m/1',
      },
    ],
    [
      { name: null, email: 'a@b.example', phone: '+15125550199', url: 'https://www.portal.example/lead/9' },
      {
        name: 'a@b.example',
        email: 'a@b.example',
        phone: '+15125550199',
        source: 'Browser extension (portal.example)',
        notes: 'Saved from https://www.portal.example/lead/9',
      },
    ],
  ])('%j', (contact, expected) => {
    expect(contactToLead(contact)).toEqual(expected);
    expect(CreateLeadRequestSchema.safeParse(contactToLead(contact)).success).toBe(true);
  });
});

describe('siteOf', () => {
  it.each([
    ['https://www.zillow.example/homedetails/1', 'zillow.example'],
    ['http://127.0.0.1:4820/listing', '127.0.0.1'],
    ['not a url', ''],
  ])('%s', (url, expected) => expect(siteOf(url)).toBe(expected));
});
