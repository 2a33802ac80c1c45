import { describe, expect, it } from 'vitest';
import brokenThenMeta from '../../../../test-data/listing-pages/broken-json-ld-then-meta.html?raw';
import graphSold from '../../../../test-data/listing-pages/graph-single-family-sold.html?raw';
import noData from '../../../../test-data/listing-pages/no-structured-data.html?raw';
import openGraph from '../../../../test-data/listing-pages/open-graph-only.html?raw';
import productList from '../../../../test-data/listing-pages/product-offers-list.html?raw';
import listing from '../../../../test-data/listing-pages/realestate-listing.html?raw';
import reduced from '../../../../test-data/listing-pages/realestate-listing-reduced.html?raw';
import { describeListingChange, priceFrom, readListingPage, statusFrom } from './listing-page';

describe('readListingPage', () => {
  it.each([
    ['RealEstateListing with an Offer', listing, { price: 450000, status: 'Active', source: 'json-ld' }],
    ['the same listing, reduced and reserved', reduced, { price: 435000, status: 'Pending', source: 'json-ld' }],
    ['@graph, SingleFamilyResidence, priceSpecification, sold', graphSold, { price: 612500, status: 'Sold', source: 'json-ld' }],
    ['a Product with a list of offers and a "$1,250,000" price', productList, { price: 1250000, status: 'Active', source: 'json-ld' }],
    ['Open Graph product tags only', openGraph, { price: 389900, status: 'Pending', source: 'open-graph' }],
    ['a broken JSON-LD block, then og: meta by name', brokenThenMeta, { price: 499000, status: 'Active', source: 'open-graph' }],
    ['no price or status anywhere (an Organization is not a listing)', noData, null],
    ['an empty page', '', null],
  ])('%s', (_name, html, expected) => {
    expect(readListingPage(html)).toEqual(expected);
  });
});

describe('priceFrom and statusFrom', () => {
  it.each([
    [450000, 450000],
    ['450000.00', 450000],
    ['$1,250,000', 1250000],
    ['USD 389,900', 389900],
    ['call us', null],
    [0, null],
    [null, null],
  ])('price %j -> %j', (input, expected) => expect(priceFrom(input)).toBe(expected));

  it.each([
    ['https://schema.org/InStock', 'Active'],
    ['http://schema.org/SoldOut', 'Sold'],
    ['OutOfStock', 'Off Market'],
    ['in stock', 'Active'],
    ['Pending', 'Pending'],
    ['off_market', 'Off Market'],
    ['BackOrder', null],
    ['', null],
  ])('status %j -> %j', (input, expected) => expect(statusFrom(input)).toBe(expected));
});

describe('describeListingChange', () => {
  it.each([
    [
      { price: 450000, status: 'Active' },
      { price: 435000, status: 'Pending' as const },
      'Price dropped from $450,000 to $435,000; Status changed from Active to Pending',
    ],
    [{ price: 450000, status: 'Active' }, { price: 460000, status: 'Active' as const }, 'Price rose from $450,000 to $460,000'],
    [{ price: 450000, status: 'Active' }, { price: 450000, status: 'Active' as const }, ''],
    // A first reading is the baseline, and a value the page stopped showing is not a change.
    [{ price: null, status: null }, { price: 450000, status: 'Active' as const }, ''],
    [{ price: 450000, status: 'Active' }, { price: null, status: 'Active' as const }, ''],
  ])('%j -> %j', (before, after, text) => expect(describeListingChange(before, { ...after, source: 'json-ld' })).toBe(text));
});
