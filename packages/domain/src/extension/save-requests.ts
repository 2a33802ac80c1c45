import type { CreateLeadInput } from '../leads/lead-schemas';
import type { CreatePropertyInput } from '../properties/property-schemas';
import type { CapturedContact } from './contact-capture';
import type { CapturedListing } from './listing-capture';

/** "www.zillow.com" -> "zillow.com": the source a saved listing or contact names. */
export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

const present = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;

/**
 * A listing as the agent corrected it, as the property it saves: the page's address is the
 * property's listing URL, which the listing watch follows. Empty fields are left out, so saving
 * again over a property never clears what the agent typed there.
 */
export function listingToProperty(listing: CapturedListing): CreatePropertyInput {
  return {
    ...present({
      city: listing.city,
      state: listing.state,
      zipcode: listing.zipcode,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      sqft: listing.sqft,
      mlsNumber: listing.mlsNumber,
      images: listing.photos,
      listingUrl: listing.url,
      platform: siteOf(listing.url) || null,
    }),
    address: listing.address ?? '',
    currentPrice: listing.price ?? undefined,
  } as CreatePropertyInput;
}

/** A contact as the lead it saves, the page named as its source and linked in its notes. */
export function contactToLead(contact: CapturedContact): CreateLeadInput {
  const site = siteOf(contact.url);
  return {
    name: contact.name ?? contact.email ?? contact.phone ?? '',
    ...present({ email: contact.email, phone: contact.phone, source: site ? `Browser extension (${site})` : 'Browser extension' }),
    notes: `Saved from ${contact.url}`,
  };
}
