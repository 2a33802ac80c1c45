import { decodeEntities, jsonLdObjects, metaTags, priceFrom, typesOf } from '../automations/listing-page';
import { splitAddress } from './address-line';
import { pageTextFacts } from './page-text-facts';
import { microdataValues } from './microdata';

// A listing page read the way search engines read it, for the browser extension's "Save listing":
// schema.org JSON-LD first, then microdata, then Open Graph and meta tags, then the facts the
// page shows in its text. Each field comes from the first source that has it. Pure: the
// extension hands in the page's HTML, its visible text and its address.

export type ListingPage = { html: string; text: string; url: string };

export type CapturedListing = {
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number | null;
  mlsNumber: string | null;
  photos: string[];
  url: string;
};

type Facts = Partial<Omit<CapturedListing, 'photos' | 'url'>> & { photos?: string[] };

/** Photos kept with a listing: the gallery's first ones are the ones an agent wants. */
export const CAPTURED_PHOTOS_MAX = 20;

/** Types that describe the home itself (or the listing of it) on real-estate sites. */
const HOME_TYPES =
  /^(SingleFamilyResidence|House|Apartment|Residence|Accommodation|Place|RealEstateListing|Product|Offer|AggregateOffer|Condominium|Townhouse|MobileHome)$/;

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? decodeEntities(v.trim()).replace(/\s+/g, ' ') : typeof v === 'number' ? String(v) : null;

/** 3, "3", "3.5", "1,850", {value: 1850} -> a number; anything else -> null. */
export function numberFrom(value: unknown): number | null {
  if (value && typeof value === 'object' && 'value' in value) return numberFrom((value as { value: unknown }).value);
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /\d[\d,]*(\.\d+)?/.exec(value);
  if (!match) return null;
  const n = Number(match[0].replace(/,/g, ''));
  return n > 0 ? n : null;
}

/** A price as a number, text or a MonetaryAmount ({value: 389500}). */
const moneyFrom = (value: unknown): number | null =>
  priceFrom(value) ?? (value && typeof value === 'object' ? priceFrom((value as Record<string, unknown>).value) : null);

/** A floor size in square feet: square metres (MTK, "m²") are converted. */
function squareFeetFrom(value: unknown): number | null {
  const n = numberFrom(value);
  if (n === null) return null;
  const unit =
    value && typeof value === 'object'
      ? String((value as Record<string, unknown>).unitCode ?? (value as Record<string, unknown>).unitText ?? '')
      : String(value);
  return /MTK|m²|sq\.?\s*m\b|square met/i.test(unit) ? Math.round(n * 10.7639) : Math.round(n);
}

function photosFrom(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(photosFrom);
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return photosFrom(obj.contentUrl ?? obj.url);
  }
  return [];
}

/** An MLS number from a schema.org identifier: a string, or a PropertyValue named MLS. */
function mlsFrom(obj: Record<string, unknown>): string | null {
  for (const id of [obj.identifier, obj.productID, obj.sku].flat()) {
    if (typeof id === 'string' || typeof id === 'number') return text(id);
    if (id && typeof id === 'object') {
      const value = id as Record<string, unknown>;
      if (/mls/i.test(String(value.propertyID ?? value.name ?? ''))) return text(value.value);
    }
  }
  for (const [key, value] of Object.entries(obj)) if (/^mls(number|id|_?no)?$/i.test(key)) return text(value);
  return null;
}

function addressFrom(value: unknown): Facts {
  if (typeof value === 'string') return splitAddress(value);
  if (!value || typeof value !== 'object') return {};
  const a = value as Record<string, unknown>;
  const region =
    a.addressRegion && typeof a.addressRegion === 'object' ? (a.addressRegion as Record<string, unknown>).name : a.addressRegion;
  return { address: text(a.streetAddress), city: text(a.addressLocality), state: text(region), zipcode: text(a.postalCode) };
}

function fromJsonLd(html: string): Facts {
  const facts: Facts = {};
  const put = (more: Facts) => {
    for (const [key, value] of Object.entries(more) as [keyof Facts, never][]) {
      if (key === 'photos') facts.photos = [...(facts.photos ?? []), ...((value as string[] | undefined) ?? [])];
      else if (value !== null && value !== undefined && facts[key] == null) facts[key] = value;
    }
  };
  for (const obj of jsonLdObjects(html)) {
    if (!typesOf(obj).some((t) => HOME_TYPES.test(t))) continue;
    const offers = [obj.offers].flat()[0] as Record<string, unknown> | undefined;
    const spec = offers?.priceSpecification as Record<string, unknown> | undefined;
    put({
      ...addressFrom(obj.address),
      price: moneyFrom(obj.price) ?? moneyFrom(offers?.price) ?? moneyFrom(offers?.lowPrice) ?? moneyFrom(spec?.price),
      bedrooms: numberFrom(obj.numberOfBedrooms) ?? numberFrom(obj.numberOfRooms),
      bathrooms: numberFrom(obj.numberOfBathroomsTotal) ?? numberFrom(obj.numberOfFullBathrooms),
      sqft: squareFeetFrom(obj.floorSize),
      mlsNumber: mlsFrom(obj),
      photos: photosFrom(obj.image ?? obj.photo),
    });
    if (facts.address == null && typeof obj.name === 'string' && typesOf(obj).some((t) => /Residence|House|Apartment|Listing/.test(t)))
      put(splitAddress(obj.name));
  }
  return facts;
}

function fromMicrodata(html: string): Facts {
  const v = microdataValues(html);
  const first = (name: string) => text(v.get(name)?.[0]);
  return {
    address: first('streetaddress'),
    city: first('addresslocality'),
    state: first('addressregion'),
    zipcode: first('postalcode'),
    price: priceFrom(first('price')),
    bedrooms: numberFrom(first('numberofbedrooms') ?? first('numberofrooms')),
    bathrooms: numberFrom(first('numberofbathroomstotal') ?? first('numberofbathrooms')),
    sqft: squareFeetFrom(first('floorsize')),
    mlsNumber: first('mlsnumber') ?? first('identifier') ?? first('productid'),
    photos: (v.get('image') ?? v.get('photo') ?? []).filter((src) => /^https?:\/\//i.test(src)),
  };
}

function fromMeta(html: string): Facts {
  const meta = metaTags(html);
  const title = meta.get('og:title') ?? /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return {
    ...splitAddress(decodeEntities(title)),
    ...Object.fromEntries(
      Object.entries({
        address: meta.get('og:street-address'),
        city: meta.get('og:locality'),
        state: meta.get('og:region'),
        zipcode: meta.get('og:postal-code'),
      })
        .map(([key, value]) => [key, text(value)])
        .filter(([, value]) => value !== null),
    ),
    price: priceFrom(meta.get('product:price:amount')) ?? priceFrom(meta.get('og:price:amount')) ?? priceFrom(meta.get('price')),
    photos: [meta.get('og:image'), meta.get('og:image:url'), meta.get('twitter:image')].filter(
      (src): src is string => !!src && /^https?:\/\//i.test(src),
    ),
  };
}

const FIELDS = ['address', 'city', 'state', 'zipcode', 'price', 'bedrooms', 'bathrooms', 'sqft', 'mlsNumber'] as const;

/** The listing on a page: every field from the first source that has it, photos from all, without repeats. */
export function captureListing(page: ListingPage): CapturedListing {
  const sources = [fromJsonLd(page.html), fromMicrodata(page.html), fromMeta(page.html), pageTextFacts(page.text)];
  const pick = <K extends (typeof FIELDS)[number]>(key: K) =>
    (sources.map((s) => s[key]).find((v) => v !== null && v !== undefined) ?? null) as CapturedListing[K];
  const listing = Object.fromEntries(FIELDS.map((key) => [key, pick(key)])) as Omit<CapturedListing, 'photos' | 'url'>;
  const photos = [...new Set(sources.flatMap((s) => s.photos ?? []))].slice(0, CAPTURED_PHOTOS_MAX);
  return { ...listing, photos, url: page.url.replace(/#.*$/, '') };
}
