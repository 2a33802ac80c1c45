import { formatMoney } from '../csv-import/money';

/** What a listing post can say about a property: the fields the template's placeholders name. */
export type ListingDetails = {
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  currentPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number | null;
  listingUrl: string | null;
};

export const LISTING_PLACEHOLDERS = ['address', 'price', 'beds', 'baths', 'sqft', 'link'] as const;
export type ListingPlaceholder = (typeof LISTING_PLACEHOLDERS)[number];

/** The listing post the composer starts from; the agent edits it freely before posting. */
export const DEFAULT_LISTING_TEMPLATE = [
  '🏡 Just listed: {address}',
  '{price} · {beds} beds · {baths} baths · {sqft} sq ft',
  'Details: {link}',
].join('\n');

const count = new Intl.NumberFormat('en-US');

function placeholderValues(property: ListingDetails): Record<ListingPlaceholder, string | null> {
  const place = [property.city, [property.state, property.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const price = formatMoney(property.currentPrice);
  return {
    address: [property.address.trim(), place].filter(Boolean).join(', ') || null,
    price: price === 'N/A' ? null : price,
    beds: property.bedrooms ? count.format(property.bedrooms) : null,
    baths: property.bathrooms ? count.format(property.bathrooms) : null,
    sqft: property.sqft ? count.format(property.sqft) : null,
    link: property.listingUrl?.trim() || null,
  };
}

/**
 * Fills {address}, {price}, {beds}, {baths}, {sqft} and {link}. A property may lack some: the
 * " · "-separated part of a line that names a missing value is left out, and a line left empty
 * goes, so a post never reads "N/A beds". Unknown placeholders stay as written.
 */
export function fillListingTemplate(template: string, property: ListingDetails): string {
  const values = placeholderValues(property);
  const lines = template.split('\n').map((line) =>
    line
      .split(' · ')
      .map((part) => {
        let isMissing = false;
        const filled = part.replace(/\{(\w+)\}/g, (whole, name: string) => {
          if (!(LISTING_PLACEHOLDERS as readonly string[]).includes(name)) return whole;
          const value = values[name as ListingPlaceholder];
          if (value === null) isMissing = true;
          return value ?? '';
        });
        return isMissing ? null : filled;
      })
      .filter((part): part is string => part !== null && part.trim() !== '')
      .join(' · '),
  );
  return lines
    .filter((line, i) => line.trim() !== '' || (template.split('\n')[i] ?? '').trim() === '')
    .join('\n')
    .trim();
}
