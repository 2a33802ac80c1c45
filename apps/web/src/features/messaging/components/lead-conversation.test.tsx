import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmailStatusResponse, SmsStatusResponse } from '@porchlight/domain/messaging/channel-status';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { LeadConversation } from './lead-conversation';

const server = startMswServer();
const usage = { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 };
const smsOff: SmsStatusResponse = {
  success: true,
  data: { enabled: false, phone_number: null, current_month_usage: usage, status: 'disabled', delivers: false },
};
const ana = {
  id: 'lead-1',
  name: 'Ana Lopez',
  email: 'ana@lead.test',
  phone: '+15125550100',
  sms_opted_out: false,
  email_unsubscribed: false,
};
const emailOk: EmailStatusResponse = {
  success: true,
  enabled: true,
  hasConnectedAccounts: true,
  emailNotificationsEnabled: true,
  issues: [],
  status: 'active',
  emailVerified: true,
  delivers: true,
};

/** SMS status "off", answered only once the test calls `answer()`: the status is loading until then. */
function smsOffAnsweredWhenTold() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const smsStatus = http.get('*/api/sms/status', async () => {
    await answered;
    return HttpResponse.json(smsOff);
  });
  return { answer, smsStatus };
}

describe("a lead's conversation", () => {
  it('"Text" pressed before the SMS status has loaded waits for it, never saying "disabled" for a status not yet known', async () => {
    const user = userEvent.setup();
    const { answer, smsStatus } = smsOffAnsweredWhenTold();
    server.use(
      smsStatus,
      http.get('*/api/email/status', () => HttpResponse.json(emailOk)),
      // The thread below the buttons, whatever it reads, is not what this test is about.
      http.get('*/api/*', () => HttpResponse.json({ error: 'not in this test' }, { status: 404 })),
    );
    renderWithRouter(<LeadConversation leadId="lead-1" />);
    await user.click(screen.getByRole('button', { name: /Text$/ }));
    expect(screen.queryByText('SMS messaging disabled')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Text$/ })).toBeDisabled();
    answer();
    // Known now, and off: the press is answered as it would have been.
    expect(await screen.findByRole('dialog', { name: 'SMS messaging disabled' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Text$/, hidden: true })).toBeEnabled();
  });

  it('"E-mail" on a channel that can send opens the composer with the focus in it, each time it is pressed', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/sms/status', () => HttpResponse.json(smsOff)),
      http.get('*/api/email/status', () => HttpResponse.json(emailOk)),
      http.get('*/api/conversations/lead-1', () => HttpResponse.json({ lead: ana, messages: [] })),
      http.get('*/api/*', () => HttpResponse.json({ error: 'not in this test' }, { status: 404 })),
    );
    renderWithRouter(<LeadConversation leadId="lead-1" />);
    const emailButton = await screen.findByRole('button', { name: /E-mail$/ });
    await waitFor(() => expect(emailButton).toBeEnabled());
    await user.click(emailButton);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toHaveFocus());
    composer.blur();
    await user.click(emailButton);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it("the composer's Send waits, busy, while the channel's status loads, and then answers as it would have", async () => {
    const user = userEvent.setup();
    const { answer, smsStatus } = smsOffAnsweredWhenTold();
    server.use(
      smsStatus,
      http.get('*/api/email/status', () => HttpResponse.json(emailOk)),
      http.get('*/api/conversations/lead-1', () => HttpResponse.json({ lead: ana, messages: [] })),
      http.get('*/api/*', () => HttpResponse.json({ error: 'not in this test' }, { status: 404 })),
    );
    renderWithRouter(<LeadConversation leadId="lead-1" />);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Still looking?{Control>}{Enter}{/Control}');
    expect(screen.queryByText('SMS messaging disabled')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send$/ })).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Send$/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Send$/ }));
    expect(await screen.findByRole('dialog', { name: 'SMS messaging disabled' })).toBeInTheDocument();
  });

  it('a send refused for an unverified address says so beside the draft it keeps, and sends a new link from there', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({
      ...INITIAL_SESSION_STATE,
      isLoading: false,
      user: { id: 'agent-1', email: 'dana@agent.test', name: 'Dana Agent', image: null },
    });
    let linkAskedFor: unknown = null;
    server.use(
      http.get('*/api/sms/status', () => HttpResponse.json(smsOff)),
      http.get('*/api/email/status', () => HttpResponse.json(emailOk)),
      http.get('*/api/conversations/lead-1', () => HttpResponse.json({ lead: ana, messages: [] })),
      http.post('*/api/messages', () =>
        HttpResponse.json(
          {
            error: 'Verify your e-mail address before messaging leads: open the link we sent you, or send a new one.',
            code: 'email_not_verified',
          },
          { status: 403 },
        ),
      ),
      http.post('*/api/auth/send-verification-email', async ({ request }) => {
        linkAskedFor = await request.json();
        return HttpResponse.json({ status: true });
      }),
      http.get('*/api/*', () => HttpResponse.json({ error: 'not in this test' }, { status: 404 })),
    );
    renderWithRouter(<LeadConversation leadId="lead-1" />);
    const emailButton = await screen.findByRole('button', { name: /E-mail$/ });
    await waitFor(() => expect(emailButton).toBeEnabled());
    await user.click(emailButton);
    await user.type(await screen.findByPlaceholderText('Subject'), 'The house on Oak');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Shall we see it Saturday?');
    await user.click(screen.getByRole('button', { name: /^Send$/ }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Verify your e-mail address before messaging leads');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Shall we see it Saturday?');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('A new link is on its way to dana@agent.test.')).toBeInTheDocument();
    expect(linkAskedFor).toEqual({ email: 'dana@agent.test', callbackURL: '/settings?tab=profile&verified=1' });
  });

  it('a send the server refuses (e-mail turned off) says why inline with the way to fix it, and keeps the draft', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/sms/status', () => HttpResponse.json(smsOff)),
      http.get('*/api/email/status', () => HttpResponse.json(emailOk)),
      http.get('*/api/conversations/lead-1', () => HttpResponse.json({ lead: ana, messages: [] })),
      http.post('*/api/messages', () =>
        HttpResponse.json({ error: 'E-mail to leads is turned off in Settings > Notifications' }, { status: 409 }),
      ),
      http.get('*/api/*', () => HttpResponse.json({ error: 'not in this test' }, { status: 404 })),
    );
    renderWithRouter(<LeadConversation leadId="lead-1" />);
    const emailButton = await screen.findByRole('button', { name: /E-mail$/ });
    await waitFor(() => expect(emailButton).toBeEnabled());
    await user.click(emailButton);
    await user.type(await screen.findByPlaceholderText('Subject'), 'Oak St');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Saturday?');
    await user.click(screen.getByRole('button', { name: /^Send$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent: E-mail to leads is turned off in Settings > Notifications');
    expect(screen.getByRole('link', { name: 'Go to Notifications' })).toHaveAttribute('href', '/settings?tab=notifications');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Saturday?');
  });

  it('a message the server only kept (no provider) is never called sent, and says how to set the channel up', async () => {
    const kept = {
      id: 'm1',
      lead_id: 'lead-1',
      channel: 'email',
      direction: 'outbound',
      status: 'kept',
      from: null,
      to: 'ana@lead.test',
      subject: 'Hi',
      body: 'Kept, not sent',
      error: null,
      send_at: null,
      sent_at: new Date().toISOString(),
      read_at: null,
      created_at: new Date().toISOString(),
    };
    const reply = { ...kept, id: 'm2', direction: 'inbound', status: 'received', body: 'Sounds good', read_at: new Date().toISOString() };
    server.use(
      http.get('*/api/sms/status', () => HttpResponse.json(smsOff)),
      http.get('*/api/email/status', () => HttpResponse.json(emailOk)),
      http.get('*/api/conversations/lead-1', () => HttpResponse.json({ lead: ana, messages: [kept, reply] })),
      http.get('*/api/*', () => HttpResponse.json({ error: 'not in this test' }, { status: 404 })),
    );
    renderWithRouter(<LeadConversation leadId="lead-1" />);
    expect(await screen.findByText('Kept, not sent')).toBeInTheDocument();
    expect(screen.getByText(/^Kept here, not sent · /)).toBeInTheDocument();
    expect(screen.queryByText(/^Sent · /)).not.toBeInTheDocument();
    expect(screen.getByText("E-mail isn't set up on this server.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up e-mail' })).toHaveAttribute('href', '/settings?tab=accounts');
    // The lead's reply is a plain card, not the error colour.
    expect(screen.getByText('Sounds good').closest('div')!.className).not.toMatch(/destructive|red|amber/);
  });
});
