import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ConversationResponse, MessageResponse, ThreadResponse } from '@porchlight/domain/messaging/message-schemas';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LiveMessages } from '../hooks/use-live-messages';
import { InboxView } from './inbox-view';

const server = startMswServer();
const usage = { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 };
const lead = (id: string, name: string) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@lead.test`,
  phone: '+15125550100',
  sms_opted_out: false,
  email_unsubscribed: false,
});
const msg = (id: string, direction: 'inbound' | 'outbound', body: string, extra: Partial<MessageResponse> = {}): MessageResponse => ({
  id,
  lead_id: 'lead-1',
  channel: 'sms',
  direction,
  status: direction === 'inbound' ? 'received' : 'delivered',
  from: null,
  to: null,
  subject: null,
  body,
  error: null,
  send_at: null,
  sent_at: null,
  read_at: direction === 'inbound' ? null : null,
  created_at: new Date().toISOString(),
  ...extra,
});
const conversation = (leadId: string, name: string, body: string, unread: number): ConversationResponse => ({
  lead_id: leadId,
  lead_name: name,
  lead_email: null,
  lead_phone: '+15125550100',
  sms_opted_out: false,
  last_message: {
    id: `last-${leadId}`,
    channel: 'sms',
    direction: 'inbound',
    body,
    status: 'received',
    created_at: new Date().toISOString(),
  },
  unread_count: unread,
  done: false,
});

function serve() {
  const state = {
    threads: {
      'lead-1': {
        lead: lead('lead-1', 'Ana Lopez'),
        messages: [msg('m1', 'outbound', 'Still looking?'), msg('m2', 'inbound', 'Yes! Is it available?')],
      } as ThreadResponse,
      'lead-2': {
        lead: lead('lead-2', 'Ben Carter'),
        messages: [msg('m3', 'inbound', 'Call me', { lead_id: 'lead-2' })],
      } as ThreadResponse,
    } as Record<string, ThreadResponse>,
    sent: [] as unknown[],
    done: [] as string[],
  };
  server.use(
    http.get('*/api/conversations', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      const all = [conversation('lead-1', 'Ana Lopez', 'Yes! Is it available?', 1), conversation('lead-2', 'Ben Carter', 'Call me', 1)];
      const list = filter === 'unread' ? all.filter((c) => c.unread_count > 0) : all;
      return HttpResponse.json({ conversations: list, total: list.length, unread_total: 2 });
    }),
    http.get('*/api/conversations/:leadId', ({ params }) => HttpResponse.json(state.threads[String(params.leadId)])),
    http.post('*/api/conversations/:leadId/read', () => HttpResponse.json({ count: 0 })),
    http.post('*/api/conversations/:leadId/done', ({ params }) => {
      state.done.push(String(params.leadId));
      return HttpResponse.json({ done: true });
    }),
    http.get('*/api/messages/:id', ({ params }) => HttpResponse.json(msg(String(params.id), 'inbound', 'x', { lead_id: 'lead-1' }))),
    http.post('*/api/messages', async ({ request }) => {
      state.sent.push(await request.json());
      return HttpResponse.json({ ...msg('new', 'outbound', 'x', { status: 'queued' }), held_for_quiet_hours: false }, { status: 201 });
    }),
    http.get('*/api/sms/status', () =>
      HttpResponse.json({
        success: true,
        data: { enabled: true, phone_number: '+15125550000', current_month_usage: usage, status: 'active' },
      }),
    ),
    http.get('*/api/email/status', () =>
      HttpResponse.json({
        success: true,
        enabled: true,
        hasConnectedAccounts: true,
        emailNotificationsEnabled: true,
        issues: [],
        status: 'active',
      }),
    ),
    http.get('*/api/message-templates', () =>
      HttpResponse.json({
        templates: [
          { id: 't1', name: 'Follow-up', channel: 'sms', subject: null, body: 'Hi {{lead.firstName}}, still interested?', updated_at: '' },
        ],
      }),
    ),
  );
  return state;
}

const renderInbox = (url = '/inbox', props: Parameters<typeof InboxView>[0] = {}) =>
  renderWithRouter(
    <RealtimeProvider options={fakeRealtimeOptions}>
      <LiveMessages />
      <InboxView {...props} />
    </RealtimeProvider>,
    { url },
  );

describe('inbox', () => {
  it('lists conversations, opens a deep-linked message highlighted, and moves with j/k', async () => {
    serve();
    renderInbox('/inbox?message=m2&platform=sms&search=Ana&highlight=true');
    const thread = await screen.findByRole('region', { name: 'Conversation with Ana Lopez' });
    await waitFor(() => expect(thread.querySelector('#message-m2')).toHaveAttribute('data-highlighted', 'true'));
    expect(screen.getByRole('button', { name: 'SMS', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Ana Lopez/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('j');
    expect(await screen.findByRole('region', { name: 'Conversation with Ben Carter' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('lead=lead-2');
    await userEvent.keyboard('k');
    expect(await screen.findByRole('region', { name: 'Conversation with Ana Lopez' })).toBeInTheDocument();
  });

  it("puts the calls feature's button in the open thread's header", async () => {
    serve();
    renderInbox('/inbox?lead=lead-1', { renderCall: (lead) => <button type="button">{`Call ${lead.name} on ${lead.phone}`}</button> });
    const thread = await screen.findByRole('region', { name: 'Conversation with Ana Lopez' });
    expect(within(thread).getByRole('button', { name: 'Call Ana Lopez on +15125550100' })).toBeInTheDocument();
  });

  it('composes a text with a template, counts segments, sends, and e marks the conversation done', async () => {
    const state = serve();
    renderInbox('/inbox?lead=lead-1');
    await screen.findByRole('region', { name: 'Conversation with Ana Lopez' });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello');
    expect(screen.getByText('1 message · 155 left')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.selectOptions(screen.getByLabelText('Insert a template'), 't1');
    expect(box).toHaveValue('Hi Ana, still interested?');
    // Late in the lead's day the agent confirms; otherwise it sends at once.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const late = screen.queryByRole('dialog');
    if (late) await userEvent.click(within(late).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toMatchObject({ channel: 'sms', lead_id: 'lead-1', body: 'Hi Ana, still interested?' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('e');
    await waitFor(() => expect(state.done).toEqual(['lead-1']));
  });

  it('attaches a property card found by address, and its merge fields fill from it', async () => {
    const state = serve();
    const searches: string[] = [];
    const oak = {
      id: 'p1',
      address: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      currentPrice: 450000,
      listingPrice: null,
      bedrooms: 3,
      bathrooms: 2,
      listingUrl: 'https://example.com/12-oak',
    };
    server.use(
      http.get('*/api/properties', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        const list = search && !'12 oak st'.includes(search.toLowerCase()) ? [] : [oak];
        return HttpResponse.json({ properties: list, total: list.length, page: 1, limit: 8 });
      }),
    );
    renderInbox('/inbox?lead=lead-1');
    await screen.findByRole('region', { name: 'Conversation with Ana Lopez' });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Have a look at {{{{property.address}}:');
    await userEvent.click(screen.getByRole('button', { name: 'Attach property' }));
    const picker = await screen.findByRole('dialog', { name: 'Attach a property' });
    await userEvent.type(within(picker).getByLabelText('Search by address'), 'elm');
    expect(await within(picker).findByText('No property matches "elm".')).toBeInTheDocument();
    await userEvent.clear(within(picker).getByLabelText('Search by address'));
    await userEvent.type(within(picker).getByLabelText('Search by address'), 'oak');
    await userEvent.click(await within(picker).findByRole('button', { name: /12 Oak St, Austin, TX 78701/ }));
    expect(searches).toContain('oak');
    expect(box).toHaveValue(
      'Have a look at {{property.address}}: 12 Oak St, Austin, TX 78701 · $450,000 · 3bd/2ba · https://example.com/12-oak',
    );
    expect(screen.getByText('Property: 12 Oak St, Austin, TX 78701')).toBeInTheDocument();
    // Switching to e-mail redraws the card as a block, and back.
    await userEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(box).toHaveValue(
      `Have a look at {{property.address}}:\n\n${'―'.repeat(24)}\n12 Oak St, Austin, TX 78701\n$450,000 · 3 beds · 2 baths\nhttps://example.com/12-oak\n${'―'.repeat(24)}`,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const late = screen.queryByRole('dialog');
    if (late) await userEvent.click(within(late).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toMatchObject({
      property_id: 'p1',
      body: 'Have a look at 12 Oak St: 12 Oak St, Austin, TX 78701 · $450,000 · 3bd/2ba · https://example.com/12-oak',
    });
  });

  it('a message event updates the open thread without reloading', async () => {
    const state = serve();
    renderInbox('/inbox?lead=lead-1');
    await screen.findByText('Yes! Is it available?');
    const stream = await FakeEventSource.opened();
    act(() => void stream.onopen?.(new Event('open')));
    state.threads['lead-1'] = {
      ...state.threads['lead-1']!,
      messages: [...state.threads['lead-1']!.messages, msg('m9', 'inbound', 'Can we see it Saturday?')],
    };
    act(() => stream.emit('message', { lead_id: 'lead-1', message_id: 'm9' }));
    expect(await screen.findByText('Can we see it Saturday?')).toBeInTheDocument();
  });

  it('starts a conversation: New message, find a lead, E-mail, and the composer opens on e-mail with the focus in it', async () => {
    const state = serve();
    state.threads['lead-9'] = { lead: lead('lead-9', 'Cleo New'), messages: [] };
    let searched = '';
    server.use(
      http.get('*/api/leads', ({ request }) => {
        searched = new URL(request.url).searchParams.get('search') ?? '';
        const all = [{ ...lead('lead-9', 'Cleo New'), tags: [] }];
        return HttpResponse.json({
          leads: all.filter((l) => l.name.toLowerCase().includes(searched.toLowerCase())),
          total: 1,
          totalCapped: false,
          page: 1,
          limit: 8,
        });
      }),
    );
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Lead' }), 'cleo');
    await waitFor(() => expect(searched).toBe('cleo'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'E-mail Cleo New' }));
    const thread = await screen.findByRole('region', { name: 'Conversation with Cleo New' });
    expect(within(thread).getByText('No messages with Cleo New yet. Write the first one below.')).toBeInTheDocument();
    expect(within(thread).getByPlaceholderText('Subject')).toBeInTheDocument();
    await waitFor(() => expect(within(thread).getByRole('textbox', { name: 'Message' })).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('lead=lead-9');
  });
});
