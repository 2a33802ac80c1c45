import { captureContact } from '@porchlight/domain/extension/contact-capture';
import { captureListing, type ListingPage } from '@porchlight/domain/extension/listing-capture';
import { contactView } from './contact-view';
import { h } from './dom';
import { listingView } from './listing-view';
import { readPage } from './page-reader';
import { forgetSignIn, readSignIn, type SignIn } from './settings';
import { signInView } from './sign-in-view';

// The popup: sign in once with a device key, then, on any page, what it holds as a listing or a
// contact, each saved with one press. Nothing is sent before the agent presses Save.

const app = document.getElementById('app')!;

function tabs(signIn: SignIn, page: ListingPage) {
  const listing = captureListing(page);
  const contact = captureContact(page);
  // A page with a listing opens on it; a page with only a person on the contact.
  const hasListing = listing.address !== null || listing.price !== null || listing.mlsNumber !== null;
  const hasContact = contact.email !== null || contact.phone !== null;
  const panel = h('div');
  const tabList = h('div', { role: 'tablist', 'aria-label': 'Save as' });
  const show = (which: 'listing' | 'contact') => {
    for (const tab of tabList.children) tab.setAttribute('aria-selected', String(tab.id === `tab-${which}`));
    panel.replaceChildren(which === 'listing' ? listingView(signIn, page) : contactView(signIn, page));
  };
  tabList.append(
    h('button', { type: 'button', role: 'tab', id: 'tab-listing', onclick: () => show('listing') }, 'Listing'),
    h('button', { type: 'button', role: 'tab', id: 'tab-contact', onclick: () => show('contact') }, 'Contact'),
  );
  show(!hasListing && hasContact ? 'contact' : 'listing');
  return h('div', { class: 'grid' }, tabList, panel);
}

async function signedIn(signIn: SignIn) {
  const signOut = h('button', { type: 'button', class: 'link' }, 'Sign out');
  signOut.addEventListener('click', async () => {
    await forgetSignIn();
    app.replaceChildren(signInView((next) => void signedIn(next)));
  });
  const header = h('header', {}, h('h1', {}, 'Save to Porchlight'), signOut);
  const where = h('p', { class: 'muted' }, `${signIn.agentName} · ${signIn.server.replace(/^https?:\/\//, '')}`);
  app.replaceChildren(header, where, h('p', { class: 'muted' }, 'Reading the page…'));
  let page: ListingPage;
  try {
    page = await readPage();
  } catch {
    app.replaceChildren(
      header,
      where,
      h(
        'p',
        { class: 'error' },
        'This page cannot be read: browsers keep their own pages and the add-on stores out of reach. Open a listing or a contact page and try again.',
      ),
    );
    return;
  }
  app.replaceChildren(header, where, tabs(signIn, page));
}

async function start() {
  const signIn = await readSignIn();
  if (signIn) await signedIn(signIn);
  else app.replaceChildren(signInView((next) => void signedIn(next)));
}

void start();
