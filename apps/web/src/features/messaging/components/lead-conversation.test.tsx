import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmailStatusResponse, SmsStatusResponse } from '@porchlight/domain/messaging/channel-status';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadConversation } from './lead-conversation';

const server = startMswServer();
const usage = { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 };
const smsOff: SmsStatusResponse = { success: true, data: { enabled: false, phone_number: null, current_month_usage: usage, status: 'disabled' } };
const emailOk: EmailStatusResponse = { success: true, enabled: true, hasConnectedAccounts: true, emailNotificationsEnabled: true, issues: [], status: 'active' };

describe("a lead's conversation", () => {
  it('"Text" pressed before the SMS status has loaded waits for it, never saying "disabled" for a status not yet known', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/sms/status', async () => {
        await answered;
        return HttpResponse.json(smsOff);
      }),
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
});
