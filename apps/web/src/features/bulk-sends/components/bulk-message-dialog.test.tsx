import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BulkStatusResponse } from '@porchlight/domain/messaging/message-schemas';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LiveMessages } from '@/features/messaging/hooks/use-live-messages';
import { BulkMessageButton } from './bulk-message-button';

const server = startMswServer();
const usage = { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 };
const recipient = (
  id: string,
  name: string,
  to: string,
  status: BulkStatusResponse['recipients'][number]['status'],
  error: string | null = null,
) => ({ message_id: id, lead_id: `lead-${id}`, lead_name: name, to, status, error, send_at: null });

function serve({ smsEnabled = true } = {}) {
  const state = {
    previews: [] as unknown[],
    sends: [] as unknown[],
    status: {
      bulk_id: 'bulk-1',
      recipients: [recipient('m1', 'Ana Lopez', 'ana@lead.test', 'queued'), recipient('m2', 'Ben Carter', 'ben@lead.test', 'queued')],
    } as BulkStatusResponse,
  };
  server.use(
    http.get('*/api/sms/status', () =>
      HttpResponse.json({
        success: true,
        data: {
          enabled: smsEnabled,
          phone_number: smsEnabled ? '+15125550000' : null,
          current_month_usage: usage,
          status: smsEnabled ? 'active' : 'disabled',
        },
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
          { id: 't1', name: 'Text hello', channel: 'sms', subject: null, body: 'Hi {{lead.firstName}}!', updated_at: '' },
          {
            id: 't2',
            name: 'New listings',
            channel: 'email',
            subject: 'New homes for {{lead.firstName}}',
            body: 'Hi {{lead.firstName}}, three new homes this week.',
            updated_at: '',
          },
        ],
      }),
    ),
    http.post('*/api/messages/bulk/preview', async ({ request }) => {
      const asked = (await request.json()) as { channel: string };
      state.previews.push(asked);
      return HttpResponse.json({
        total: 4,
        recipients: 2,
        sample:
          asked.channel === 'email'
            ? { lead_name: 'Ana Lopez', subject: 'New homes for Ana', body: 'Hi Ana, three new homes this week.' }
            : { lead_name: 'Ana Lopez', subject: null, body: `Hi Ana! ${'Lots to see this weekend. '.repeat(8)}` },
        excluded: [
          { lead_id: 'l3', name: 'Cy Dunn', reason: 'unsubscribed' },
          { lead_id: 'l4', name: 'Di Eng', reason: 'no_email' },
        ],
      });
    }),
    http.post('*/api/messages/bulk', async ({ request }) => {
      state.sends.push(await request.json());
      return HttpResponse.json({ bulk_id: 'bulk-1', queued: 2, excluded: [] }, { status: 201 });
    }),
    http.get('*/api/messages/bulk/:id', () => HttpResponse.json(state.status)),
  );
  return state;
}

const renderButton = () =>
  renderWithRouter(
    <RealtimeProvider options={fakeRealtimeOptions}>
      <LiveMessages />
      <BulkMessageButton target={{ audience: { lead_ids: ['l1', 'l2', 'l3', 'l4'] }, description: '4 leads selected' }} />
    </RealtimeProvider>,
  );

describe('bulk message', () => {
  it('writes an e-mail from a template, previews who receives it and who is excluded and why, sends, and shows each recipient live', async () => {
    const state = serve();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 4 leads selected' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'E-mail' }));
    await userEvent.selectOptions(await within(dialog).findByLabelText('Use a template'), 't2');
    // Merge fields stay as written: the server fills them per lead.
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('New homes for {{lead.firstName}}');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hi {{lead.firstName}}, three new homes this week.');
    expect(within(dialog).queryByRole('option', { name: 'Text hello' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('2 leads of 4 will receive this e-mail.')).toBeInTheDocument();
    expect(state.previews).toEqual([
      {
        channel: 'email',
        audience: { lead_ids: ['l1', 'l2', 'l3', 'l4'] },
        subject: 'New homes for {{lead.firstName}}',
        body: 'Hi {{lead.firstName}}, three new homes this week.',
      },
    ]);
    // One recipient's own copy, merge fields filled: never the raw {{…}}.
    expect(within(dialog).getByText('What Ana Lopez will get:')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message preview')).toHaveTextContent('New homes for AnaHi Ana, three new homes this week.');
    expect(within(dialog).getByLabelText('Message preview')).not.toHaveTextContent('{{');
    const excluded = within(dialog).getByRole('list', { name: 'Excluded leads' });
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cy DunnUnsubscribed from e-mail', 'Di EngNo e-mail address']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 2 leads' }));

    await waitFor(() => expect(state.sends).toHaveLength(1));
    expect(state.sends[0]).toEqual({
      channel: 'email',
      audience: { lead_ids: ['l1', 'l2', 'l3', 'l4'] },
      subject: 'New homes for {{lead.firstName}}',
      body: 'Hi {{lead.firstName}}, three new homes this week.',
    });
    expect(await within(dialog).findByText('0 sent · 2 waiting · 0 failed')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Recipients' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const stream = await FakeEventSource.opened();
    act(() => void stream.onopen?.(new Event('open')));
    state.status = {
      bulk_id: 'bulk-1',
      recipients: [
        recipient('m1', 'Ana Lopez', 'ana@lead.test', 'sent'),
        recipient('m2', 'Ben Carter', 'ben@lead.test', 'failed', '550 Mailbox unavailable'),
      ],
    };
    act(() => stream.emit('message', { lead_id: 'lead-m2', message_id: 'm2' }));
    expect(await within(dialog).findByText('1 sent · 0 waiting · 1 failed')).toBeInTheDocument();
    expect(within(list).getByText('Failed: 550 Mailbox unavailable')).toBeInTheDocument();
  });

  it('a text needs SMS turned on: the requirement modal opens instead of the preview', async () => {
    const state = serve({ smsEnabled: false });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 4 leads selected' });
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Open house Saturday');
    expect(within(dialog).getByText('1 message · 141 left')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('dialog', { name: 'SMS messaging disabled' })).toBeInTheDocument();
    expect(state.previews).toHaveLength(0);
  });

  it('a long text warns what it costs: segments × recipients', async () => {
    serve();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 4 leads selected' });
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hi {{{{lead.firstName}}!');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This text is 2 segments per text: 2 leads × 2 = 4 segments billed.',
    );
    expect(within(dialog).getByLabelText('Message preview')).toHaveTextContent(/^Hi Ana! Lots to see/);
  });
});
