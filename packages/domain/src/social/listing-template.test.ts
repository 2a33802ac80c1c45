import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_TEMPLATE, fillListingTemplate, type ListingDetails } from './listing-template.ts';

const house: ListingDetails = {
  address: '12 Oak Lane',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  currentPrice: 450000,
  bedrooms: 3,
  bathrooms: 2,
  sqft: 1850,
  listingUrl: 'https://listings.example/12-oak',
};

describe('fillListingTemplate', () => {
  it('fills the default template with every detail', () => {
    expect(fillListingTemplate(DEFAULT_LISTING_TEMPLATE, house)).toBe(
      '🏡 Just listed: 12 Oak Lane, Austin, TX 78701\n$450,000 · 3 beds · 2 baths · 1,850 sq ft\nDetails: https://listings.example/12-oak',
    );
  });
  it.each([
    [
      'no square footage',
      { sqft: null },
      '🏡 Just listed: 12 Oak Lane, Austin, TX 78701\n$450,000 · 3 beds · 2 baths\nDetails: https://listings.example/12-oak',
    ],
    [
      'no price and no link',
      { currentPrice: null, listingUrl: null },
      '🏡 Just listed: 12 Oak Lane, Austin, TX 78701\n3 beds · 2 baths · 1,850 sq ft',
    ],
    [
      'only the address',
      { city: null, state: null, zipcode: null, currentPrice: 0, bedrooms: null, bathrooms: null, sqft: null, listingUrl: null },
      '🏡 Just listed: 12 Oak Lane',
    ],
    [
      'a state without a city',
      { city: null, zipcode: null },
      '🏡 Just listed: 12 Oak Lane, TX\n$450,000 · 3 beds · 2 baths · 1,850 sq ft\nDetails: https://listings.example/12-oak',
    ],
  ] as const)('%s', (_, change, text) => expect(fillListingTemplate(DEFAULT_LISTING_TEMPLATE, { ...house, ...change })).toBe(text));
  it.each([
    [
      'an edited template',
      'Open house at {address}!\n\n{beds}bd/{baths}ba for {price}',
      'Open house at 12 Oak Lane, Austin, TX 78701!\n\n3bd/2ba for $450,000',
    ],
    ['an unknown placeholder stays', 'Call {agent} about {address}', 'Call {agent} about 12 Oak Lane, Austin, TX 78701'],
    ['no placeholders', 'Hello', 'Hello'],
  ])('%s', (_, template, text) => expect(fillListingTemplate(template, house)).toBe(text));
});
