import { describe, expect, it } from 'vitest';
import brokerage from '../../../../test-data/extension-pages/brokerage-site.html?raw';
import homes from '../../../../test-data/extension-pages/homes-style.html?raw';
import mlsPublic from '../../../../test-data/extension-pages/mls-public.html?raw';
import realtor from '../../../../test-data/extension-pages/realtor-style.html?raw';
import redfin from '../../../../test-data/extension-pages/redfin-style.html?raw';
import zillow from '../../../../test-data/extension-pages/zillow-style.html?raw';
import { CAPTURED_PHOTOS_MAX, captureListing, numberFrom } from './listing-capture';
import { splitAddress } from './address-line';
import { fixturePage } from './test-pages';

const photo = (path: string) => `https://photos.example.com/${path}`;

describe('captureListing on the shapes of the sites agents browse', () => {
  it.each([
    [
      'Zillow: a SingleFamilyResidence without a price; price, baths and MLS number from the facts',
      zillow,
      {
        address: '2217 Juniper Hollow Rd',
        city: 'Fairmont Bay',
        state: 'OR',
        zipcode: '97999',
        price: 465000,
        bedrooms: 3,
        bathrooms: 2,
        sqft: 1850,
        mlsNumber: '10421887',
        photos: [photo('zl/juniper-1.jpg')],
      },
    ],
    [
      'Realtor.com: a residence with an MLS PropertyValue, then a Product with its Offer',
      realtor,
      {
        address: '88 Larkspur Ct',
        city: 'Millbrook Falls',
        state: 'TX',
        zipcode: '75999',
        price: 529000,
        bedrooms: 4,
        bathrooms: 3,
        sqft: 2410,
        mlsNumber: 'TX-2214455',
        photos: [photo('rd/larkspur-1.jpg'), photo('rd/larkspur-2.jpg'), photo('rd/larkspur-main.jpg')],
      },
    ],
    [
      'Redfin: Product + RealEstateListing with the home as mainEntity, the MLS number in the text',
      redfin,
      {
        address: '1406 Quarry Stone Ln',
        city: 'Ashgrove',
        state: 'WA',
        zipcode: '98999',
        price: 612000,
        bedrooms: 4,
        bathrooms: 2.5,
        sqft: 2210,
        mlsNumber: '5123987',
        photos: [photo('rf/quarry-0.jpg'), photo('rf/quarry-1.jpg'), photo('rf/quarry-2.jpg')],
      },
    ],
    [
      'Homes.com: @graph, a MonetaryAmount price, an Apartment measured in square metres',
      homes,
      {
        address: '500 Harbor Lantern Way Unit 12B',
        city: 'Port Wrenfield',
        state: 'FL',
        zipcode: '33999',
        price: 389500,
        bedrooms: 2,
        bathrooms: 2,
        sqft: 1076,
        mlsNumber: 'F10009999',
        photos: [photo('hm/harbor-12b.jpg')],
      },
    ],
    [
      "an MLS's public page: microdata only",
      mlsPublic,
      {
        address: '73 Bramble Creek Dr',
        city: 'Kestrel Point',
        state: 'CO',
        zipcode: '80999',
        price: 745000,
        bedrooms: 5,
        bathrooms: 3.5,
        sqft: 3120,
        mlsNumber: 'RM-8837261',
        photos: [photo('mls/bramble-front.jpg'), photo('mls/bramble-kitchen.jpg')],
      },
    ],
    [
      "a brokerage's site: Open Graph title and image, the facts in its text (the HOA fee is not the price)",
      brokerage,
      {
        address: '19 Cobble Lane',
        city: 'Hartwell Springs',
        state: 'NC',
        zipcode: '27999',
        price: 318900,
        bedrooms: 3,
        bathrooms: 2,
        sqft: 1540,
        mlsNumber: 'NC-554120',
        photos: [photo('br/cobble-lane.jpg')],
      },
    ],
  ])('%s', (_name, html, expected) => {
    expect(captureListing(fixturePage(html, 'https://listing.example/home/1#photos'))).toEqual({
      ...expected,
      url: 'https://listing.example/home/1',
    });
  });

  it('reads nothing from a page without a listing, and keeps its address', () => {
    expect(captureListing(fixturePage('<html><head><title>Welcome</title></head><body><p>Hello</p></body></html>'))).toEqual({
      address: null,
      city: null,
      state: null,
      zipcode: null,
      price: null,
      bedrooms: null,
      bathrooms: null,
      sqft: null,
      mlsNumber: null,
      photos: [],
      url: 'https://listing.example/home/1',
    });
  });

  it(`keeps the first ${CAPTURED_PHOTOS_MAX} photos, each once`, () => {
    const images = Array.from({ length: 30 }, (_, i) => photo(`many/${i % 25}.jpg`));
    const html = `<script type="application/ld+json">${JSON.stringify({ '@type': 'House', image: images })}</script>`;
    const { photos } = captureListing(fixturePage(html));
    expect(photos).toHaveLength(CAPTURED_PHOTOS_MAX);
    expect(new Set(photos).size).toBe(CAPTURED_PHOTOS_MAX);
  });
});

describe('splitAddress', () => {
  it.each([
    ['14 Elm Street, Springfield, IL 62704', { address: '14 Elm Street', city: 'Springfield', state: 'IL', zipcode: '62704' }],
    ['9 Oak Ave Apt 2, Mill Town, ny 10001-1234', { address: '9 Oak Ave Apt 2', city: 'Mill Town', state: 'NY', zipcode: '10001-1234' }],
    ['14 Elm Street | Homes for sale', { address: '14 Elm Street' }],
    ['3 beds, 2 baths in Springfield', {}],
    ['Featured listing', {}],
  ])('%s', (line, expected) => {
    expect(splitAddress(line)).toEqual(expected);
  });
});

describe('numberFrom', () => {
  it.each([
    [3, 3],
    ['2.5', 2.5],
    ['1,850', 1850],
    [{ value: '2,210' }, 2210],
    ['none', null],
    [0, null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(numberFrom(value)).toBe(expected);
  });
});
