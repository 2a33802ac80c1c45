import { h, showStatus } from './dom';
import { callApi } from './porchlight-api';
import type { SignIn } from './settings';

type Lead = { id: string; name: string; email: string | null; phone: string | null };
type Template = { id: string; name: string; channel: 'sms' | 'email'; subject: string | null; body: string };
type Sent = { held_for_quiet_hours: boolean };

/** Waits this long after the last key before asking the server (search as you type). */
const SEARCH_PAUSE_MS = 250;
const CHANNEL_WORDS = { sms: 'text', email: 'e-mail' } as const;

/**
 * After a save: link the property to a lead as "interested" (search as you type), then, if the
 * agent wants, send it to them with one of their templates (its merge fields filled by the server).
 */
export function leadAttachSection(signIn: SignIn, property: { id: string; address: string }): HTMLElement {
  const results = h('ul', { 'aria-label': 'Leads found' });
  const status = h('p', { role: 'status' });
  const send = h('div', { class: 'grid' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const search = h('input', { type: 'search', 'aria-label': 'Search leads', placeholder: 'Name, e-mail or phone', autocomplete: 'off' });
  search.addEventListener('input', () => {
    clearTimeout(timer);
    const q = search.value.trim();
    if (q.length < 2) return results.replaceChildren();
    timer = setTimeout(async () => {
      const mine = ++asked;
      const found = await callApi<{ data: Lead[] }>(signIn, 'GET', `/leads?limit=5&search=${encodeURIComponent(q)}`);
      if (mine !== asked) return; // a later keystroke's answer wins
      if (!found.ok) return showStatus(status, found.message, 'error');
      results.replaceChildren(
        ...(found.body.data.length
          ? found.body.data.map((lead) =>
              h(
                'li',
                {},
                h(
                  'button',
                  { type: 'button', onclick: () => void link(lead) },
                  [lead.name, lead.email ?? lead.phone].filter(Boolean).join(' · '),
                ),
              ),
            )
          : [h('li', { class: 'muted' }, 'No lead matches.')]),
      );
    }, SEARCH_PAUSE_MS);
  });

  async function link(lead: Lead) {
    const linked = await callApi(signIn, 'POST', '/lead-properties', { leadId: lead.id, propertyId: property.id, kind: 'interested' });
    if (!linked.ok) return showStatus(status, linked.message, 'error');
    showStatus(status, `${lead.name} is interested in ${property.address}.`);
    results.replaceChildren();
    send.replaceChildren(await sendSection(lead));
  }

  async function sendSection(lead: Lead): Promise<HTMLElement> {
    const templates = await callApi<{ data: Template[] }>(signIn, 'GET', '/message-templates');
    if (!templates.ok) return h('p', { class: 'error' }, templates.message);
    if (!templates.body.data.length)
      return h('p', { class: 'muted' }, 'To send it with a template, add one in Porchlight, Messages > Templates.');
    const select = h(
      'select',
      { 'aria-label': 'Template' },
      ...templates.body.data.map((t) => h('option', { value: t.id }, `${t.name} (${CHANNEL_WORDS[t.channel]})`)),
    );
    const sentStatus = h('p', { role: 'status' });
    const button = h('button', { type: 'button' }, `Send to ${lead.name}`);
    button.addEventListener('click', async () => {
      const template = templates.body.data.find((t) => t.id === select.value)!;
      button.disabled = true;
      const sent = await callApi<Sent>(signIn, 'POST', '/messages', {
        channel: template.channel,
        lead_id: lead.id,
        property_id: property.id,
        body: template.body,
        ...(template.subject ? { subject: template.subject } : {}),
      });
      button.disabled = false;
      if (!sent.ok) return showStatus(sentStatus, sent.message, 'error');
      showStatus(
        sentStatus,
        sent.body.held_for_quiet_hours
          ? `Queued: it goes out in the morning, ${lead.name}'s time.`
          : `Sent to ${lead.name} by ${CHANNEL_WORDS[template.channel]}.`,
      );
    });
    return h('div', { class: 'grid' }, h('h2', {}, 'Send it with a template'), select, button, sentStatus);
  }

  return h('section', { class: 'grid', 'aria-label': 'Attach to a lead' }, h('h2', {}, 'Attach to a lead'), search, results, status, send);
}
