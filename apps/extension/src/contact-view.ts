import { captureContact } from '@porchlight/domain/extension/contact-capture';
import type { ListingPage } from '@porchlight/domain/extension/listing-capture';
import { contactToLead } from '@porchlight/domain/extension/save-requests';
import { field, h, showFieldError, showStatus, valueOf } from './dom';
import { callApi } from './porchlight-api';
import type { SignIn } from './settings';

type Intake = { outcome: 'created' | 'matched' | 'held'; lead: { id: string; name: string } | null };

const SAVED: Record<Intake['outcome'], string> = {
  created: 'Saved as a new lead.',
  matched: 'Already one of your leads: this page is noted on their record.',
  held: "Your plan's lead limit is reached: Porchlight keeps this person for you to add later (Leads > Lead capture).",
};

/** The person on the page (a signature, a portal's lead page), saved as a lead with the page as its source. */
export function contactView(signIn: SignIn, page: ListingPage): HTMLElement {
  const contact = captureContact(page);
  const status = h('p', { role: 'status' });
  const after = h('div');
  const button = h('button', { type: 'submit', class: 'primary' }, 'Save contact');
  const form = h(
    'form',
    { novalidate: true, 'aria-label': 'Contact' },
    field('Name', 'name', contact.name),
    field('E-mail', 'email', contact.email, { type: 'email' }),
    field('Phone', 'phone', contact.phone, { type: 'tel' }),
    h('p', { class: 'muted' }, 'Source: ', page.url.replace(/^https?:\/\//, '').slice(0, 60)),
    button,
    status,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const request = contactToLead({
      ...contact,
      name: valueOf(form, 'name') || null,
      email: valueOf(form, 'email') || null,
      phone: valueOf(form, 'phone') || null,
    });
    button.disabled = true;
    // The server validates as the app's lead form does: a 400 names the field to correct.
    const saved = await callApi<Intake>(signIn, 'POST', '/leads', request);
    button.disabled = false;
    if (!saved.ok) return showFieldError(form, status, saved.field, saved.message);
    showStatus(status, SAVED[saved.body.outcome], saved.body.outcome === 'held' ? 'error' : 'ok');
    const lead = saved.body.lead;
    after.replaceChildren(
      lead
        ? h('a', { href: `${signIn.server}/leads/${lead.id}`, target: '_blank', rel: 'noreferrer' }, `Open ${lead.name} in Porchlight`)
        : '',
    );
  });
  return h('div', { class: 'grid' }, form, after);
}
