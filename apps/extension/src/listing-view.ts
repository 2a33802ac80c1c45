import { captureListing, type CapturedListing, type ListingPage } from '@porchlight/domain/extension/listing-capture';
import { listingToProperty } from '@porchlight/domain/extension/save-requests';
import { field, h, showFieldError, showStatus, valueOf } from './dom';
import { leadAttachSection } from './lead-attach';
import { callApi } from './porchlight-api';
import type { SignIn } from './settings';

type Saved = { outcome: 'created' | 'updated'; property: { id: string; address: string } };

/** The property's field a 400 names, as the form calls it. */
const FORM_FIELD: Record<string, string> = { currentPrice: 'price', zipcode: 'zipcode' };

const numberOrNull = (text: string) => {
  const n = Number(text.replace(/[$,\s]/g, ''));
  return text === '' || !Number.isFinite(n) ? null : n;
};

/** The listing as read from the page, every fact correctable, saved with one press. */
export function listingView(signIn: SignIn, page: ListingPage): HTMLElement {
  const listing = captureListing(page);
  const status = h('p', { role: 'status' });
  const after = h('div', { class: 'grid' });
  const button = h('button', { type: 'submit', class: 'primary' }, 'Save listing');
  const form = h(
    'form',
    { novalidate: true, 'aria-label': 'Listing' },
    field('Address', 'address', listing.address),
    h(
      'div',
      { class: 'row' },
      field('City', 'city', listing.city),
      field('State', 'state', listing.state),
      field('ZIP', 'zipcode', listing.zipcode),
    ),
    h(
      'div',
      { class: 'row2' },
      field('Price ($)', 'price', listing.price, { inputmode: 'numeric' }),
      field('MLS number', 'mlsNumber', listing.mlsNumber),
    ),
    h(
      'div',
      { class: 'row' },
      field('Beds', 'bedrooms', listing.bedrooms, { inputmode: 'numeric' }),
      field('Baths', 'bathrooms', listing.bathrooms, { inputmode: 'decimal' }),
      field('Sq ft', 'sqft', listing.sqft, { inputmode: 'numeric' }),
    ),
    listing.photos.length
      ? h(
          'div',
          { class: 'photos', 'aria-label': `${listing.photos.length} photos` },
          ...listing.photos.slice(0, 5).map((src) => h('img', { src, alt: '' })),
        )
      : null,
    h(
      'p',
      { class: 'muted' },
      listing.photos.length === 0 ? 'No photos · ' : listing.photos.length === 1 ? '1 photo · ' : `${listing.photos.length} photos · `,
      'from ',
      page.url.replace(/^https?:\/\//, '').slice(0, 60),
    ),
    button,
    status,
  );

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const corrected: CapturedListing = {
      ...listing,
      address: valueOf(form, 'address') || null,
      city: valueOf(form, 'city') || null,
      state: valueOf(form, 'state') || null,
      zipcode: valueOf(form, 'zipcode') || null,
      price: numberOrNull(valueOf(form, 'price')),
      mlsNumber: valueOf(form, 'mlsNumber') || null,
      bedrooms: numberOrNull(valueOf(form, 'bedrooms')),
      bathrooms: numberOrNull(valueOf(form, 'bathrooms')),
      sqft: numberOrNull(valueOf(form, 'sqft')),
    };
    button.disabled = true;
    showStatus(status, 'Saving…', 'muted');
    // The server validates as the app's property form does: a 400 names the field to correct.
    const saved = await callApi<Saved>(signIn, 'POST', '/properties/listing', listingToProperty(corrected));
    button.disabled = false;
    if (!saved.ok) return showFieldError(form, status, saved.field ? (FORM_FIELD[saved.field] ?? saved.field) : null, saved.message);
    const { property } = saved.body;
    showStatus(status, saved.body.outcome === 'created' ? 'Saved as a new property.' : 'Updated the property you already had.');
    button.textContent = 'Save again';
    after.replaceChildren(
      h(
        'a',
        { href: `${signIn.server}/properties/${property.id}`, target: '_blank', rel: 'noreferrer' },
        `Open ${property.address} in Porchlight`,
      ),
      leadAttachSection(signIn, property),
    );
  });
  return h('div', { class: 'grid' }, form, after);
}
