import { toPropertyStatus, type PropertyStatus } from '../properties/property-status';

// A watched listing page, read for its price and status from its structured data: schema.org
// JSON-LD (an Offer's price on a RealEstateListing, Product, SingleFamilyResidence, House...)
// first, else Open Graph / product meta tags. Pure: the server fetches, this reads.

export type ListingReading = { price: number | null; status: PropertyStatus | null; source: 'json-ld' | 'open-graph' };

export const NO_LISTING_DATA_MESSAGE = 'This page has no price or status we can read (no schema.org or Open Graph data)';

/** schema.org availability (and the spellings Open Graph uses) as the statuses an agent uses. */
const AVAILABILITY: Record<string, PropertyStatus> = {
  instock: 'Active',
  limitedavailability: 'Active',
  onlineonly: 'Active',
  instoreonly: 'Active',
  availablefororder: 'Active',
  preorder: 'Active',
  presale: 'Active',
  reserved: 'Pending',
  pending: 'Pending',
  undercontract: 'Pending',
  soldout: 'Sold',
  sold: 'Sold',
  outofstock: 'Off Market',
  oos: 'Off Market',
  discontinued: 'Off Market',
  offmarket: 'Off Market',
};

/** "https://schema.org/InStock", "in stock", "Sold" -> a status, or null when it means nothing we know. */
export function statusFrom(value: unknown): PropertyStatus | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const known = toPropertyStatus(value);
  if (known) return known;
  const key = value
    .trim()
    .replace(/^https?:\/\/schema\.org\//i, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return AVAILABILITY[key] ?? null;
}

/** 450000, "450000.00", "$450,000" -> 450000 (whole dollars); anything else -> null. */
export function priceFrom(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[^\d.,]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return n > 0 ? Math.round(n) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };
/** The few HTML entities listing pages use in attributes and text. */
export const decodeEntities = (s: string) => s.replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e.toLowerCase()] ?? m);

/** Every object in a JSON-LD value, depth first (through @graph, arrays and nested properties). */
function* objectsIn(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) yield* objectsIn(v, depth + 1);
    return;
  }
  const obj = value as Record<string, unknown>;
  yield obj;
  for (const v of Object.values(obj)) if (typeof v === 'object') yield* objectsIn(v, depth + 1);
}

export const typesOf = (obj: Record<string, unknown>) =>
  (Array.isArray(obj['@type']) ? obj['@type'] : [obj['@type']]).filter((t): t is string => typeof t === 'string');

/** Every object of every JSON-LD block of a page, in order, depth first. */
export function* jsonLdObjects(html: string): Generator<Record<string, unknown>> {
  for (const match of html.matchAll(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    let data: unknown;
    try {
      data = JSON.parse(match[1]!.trim());
    } catch {
      continue; // a broken block on a page does not hide the others
    }
    yield* objectsIn(data);
  }
}

function fromJsonLd(html: string): ListingReading | null {
  let price: number | null = null;
  let status: PropertyStatus | null = null;
  for (const obj of jsonLdObjects(html)) {
    const types = typesOf(obj);
    const isOffer = types.some((t) => /Offer$/.test(t)) || 'price' in obj || 'lowPrice' in obj;
    if (isOffer && price === null) {
      const spec = obj.priceSpecification as Record<string, unknown> | undefined;
      price = priceFrom(obj.price) ?? priceFrom(obj.lowPrice) ?? priceFrom(spec?.price);
    }
    if (status === null) status = statusFrom(obj.availability) ?? statusFrom(obj.listingStatus) ?? statusFrom(obj.status);
  }
  return price !== null || status !== null ? { price, status, source: 'json-ld' } : null;
}

/** A tag's attributes, names in lower case, values decoded. */
export function attributesOf(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const a of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attrs.set(a[1]!.toLowerCase(), decodeEntities(a[2] ?? a[3] ?? ''));
  return attrs;
}

/** A page's <meta> tags by property, name or itemprop (lower case): the first of each wins. */
export function metaTags(html: string): Map<string, string> {
  const meta = new Map<string, string>();
  for (const tag of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributesOf(tag[0]);
    const name = (attrs.get('property') ?? attrs.get('name') ?? attrs.get('itemprop'))?.toLowerCase();
    const content = attrs.get('content');
    if (name && content !== undefined && !meta.has(name)) meta.set(name, content);
  }
  return meta;
}

function fromMetaTags(html: string): ListingReading | null {
  const meta = metaTags(html);
  const price = priceFrom(meta.get('product:price:amount')) ?? priceFrom(meta.get('og:price:amount')) ?? priceFrom(meta.get('price'));
  const status =
    statusFrom(meta.get('product:availability')) ?? statusFrom(meta.get('og:availability')) ?? statusFrom(meta.get('availability'));
  return price !== null || status !== null ? { price, status, source: 'open-graph' } : null;
}

/** The listing's price and status from a page's HTML, or null when it carries neither. */
export function readListingPage(html: string): ListingReading | null {
  return fromJsonLd(html) ?? fromMetaTags(html);
}

/** What changed between two readings, as the task's history says it ("" when nothing did). */
export function describeListingChange(before: { price: number | null; status: string | null }, after: ListingReading): string {
  const parts: string[] = [];
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  if (after.price !== null && before.price !== null && after.price !== before.price)
    parts.push(`Price ${after.price < before.price ? 'dropped' : 'rose'} from ${money(before.price)} to ${money(after.price)}`);
  if (after.status !== null && before.status !== null && after.status !== before.status)
    parts.push(`Status changed from ${before.status} to ${after.status}`);
  return parts.join('; ');
}
