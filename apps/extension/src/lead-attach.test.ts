import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { leadAttachSection } from './lead-attach';
import { mount, SERVER, signIn, startApiServer } from './popup-test-support';

const server = startApiServer();
const property = { id: 'p1', address: '31 Wren Meadow Rd' };
const dana = { id: 'l1', name: 'Dana Reyes', email: 'dana@example.com', phone: null };

describe('attaching a saved listing to a lead', () => {
  it('searches as the agent types, links the lead as interested, and sends the listing with a template', async () => {
    const searched: string[] = [];
    const linked: unknown[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get(`${SERVER}/api/v1/leads`, ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('search')!);
        return HttpResponse.json({ data: [dana] });
      }),
      http.post(`${SERVER}/api/v1/lead-properties`, async ({ request }) => {
        linked.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
      http.get(`${SERVER}/api/v1/message-templates`, () =>
        HttpResponse.json({
          data: [
            {
              id: 't1',
              name: 'New listing',
              channel: 'email',
              subject: 'A home for you',
              body: 'Hi {{first_name}}, see {{property_address}}',
            },
          ],
        }),
      ),
      http.post(`${SERVER}/api/v1/messages`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ held_for_quiet_hours: false }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    mount(leadAttachSection(signIn, property));

    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'dana');
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes · dana@example.com' }));
    // One search for the word typed, not one per key.
    expect(searched).toEqual(['dana']);
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toBe('Dana Reyes is interested in 31 Wren Meadow Rd.'));
    expect(linked).toEqual([{ leadId: 'l1', propertyId: 'p1', kind: 'interested' }]);

    expect((screen.getByRole('combobox', { name: 'Template' }) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'New listing (e-mail)',
    );
    await user.click(screen.getByRole('button', { name: 'Send to Dana Reyes' }));
    await waitFor(() => expect(screen.getAllByRole('status')[1]!.textContent).toBe('Sent to Dana Reyes by e-mail.'));
    expect(sent).toEqual([
      {
        channel: 'email',
        lead_id: 'l1',
        property_id: 'p1',
        subject: 'A home for you',
        body: 'Hi {{first_name}}, see {{property_address}}',
      },
    ]);
  });

  it('says when no lead matches, and where to add a template when the agent has none', async () => {
    server.use(
      http.get(`${SERVER}/api/v1/leads`, ({ request }) =>
        HttpResponse.json({ data: new URL(request.url).searchParams.get('search') === 'dana' ? [dana] : [] }),
      ),
      http.post(`${SERVER}/api/v1/lead-properties`, () => HttpResponse.json({}, { status: 201 })),
      http.get(`${SERVER}/api/v1/message-templates`, () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    mount(leadAttachSection(signIn, property));
    const search = screen.getByRole('searchbox', { name: 'Search leads' });
    await user.type(search, 'zed');
    expect(await screen.findByText('No lead matches.')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'dana');
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes · dana@example.com' }));
    expect(await screen.findByText('To send it with a template, add one in Porchlight, Messages > Templates.')).toBeTruthy();
  });

  it('says a message held for quiet hours goes out in the morning', async () => {
    server.use(
      http.get(`${SERVER}/api/v1/leads`, () => HttpResponse.json({ data: [dana] })),
      http.post(`${SERVER}/api/v1/lead-properties`, () => HttpResponse.json({}, { status: 201 })),
      http.get(`${SERVER}/api/v1/message-templates`, () =>
        HttpResponse.json({ data: [{ id: 't2', name: 'Quick text', channel: 'sms', subject: null, body: 'New listing for you' }] }),
      ),
      http.post(`${SERVER}/api/v1/messages`, () => HttpResponse.json({ held_for_quiet_hours: true }, { status: 202 })),
    );
    const user = userEvent.setup();
    mount(leadAttachSection(signIn, property));
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'dana');
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes · dana@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Send to Dana Reyes' }));
    expect(await screen.findByText("Queued: it goes out in the morning, Dana Reyes's time.")).toBeTruthy();
  });
});
