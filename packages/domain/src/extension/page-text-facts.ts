import { priceFrom } from '../automations/listing-page';
import { splitAddress } from './address-line';
import type { CapturedListing } from './listing-capture';

/** A price below this on a listing page is a fee or a monthly payment, not the home's price. */
const LOWEST_HOME_PRICE = 10_000;

const first = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? null;
const count = (value: string | null) => (value === null ? null : Number(value.replace(/,/g, '')) || null);

/**
 * The facts a listing page shows in its text, when it has no structured data (a small
 * brokerage's site, an MLS's public page): "$450,000", "3 beds", "2.5 baths", "1,850 sq ft",
 * "MLS# 4412-A", and a line that reads as a street address with city, state and ZIP.
 */
export function pageTextFacts(text: string): Partial<Omit<CapturedListing, 'url'>> {
  const prices = [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d{5,})(?!\s*\/\s*mo)/g)]
    .map((m) => priceFrom(m[1]))
    .filter((p): p is number => p !== null && p >= LOWEST_HOME_PRICE);
  const addressLine = text
    .split(/\n/)
    .map((line) => splitAddress(line))
    .find((parts) => parts.zipcode);
  return {
    ...addressLine,
    price: prices[0] ?? null,
    bedrooms: count(first(text, /(\d{1,2})\s*(?:bd|bds|beds?|bedrooms?)\b/i)),
    bathrooms: count(first(text, /(\d{1,2}(?:\.\d)?)\s*(?:ba|baths?|bathrooms?)\b/i)),
    sqft: count(first(text, /(\d{1,3}(?:,\d{3})+|\d{3,6})\s*(?:sq\.?\s*ft\.?|sqft|square\s+feet)/i)),
    mlsNumber: first(text, /\bMLS\s*(?:#|number|no\.?|id)?\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})/i),
  };
}
