import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SmsAccountResponse } from '@porchlight/domain/messaging/message-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { SmsSettingsCard } from './sms-settings-card';
import { TwilioAccountCard } from './twilio-account-card';

const server = startMswServer();
const SID = `AC${'a1'.repeat(16)}`;

function serve() {
  const state = { account: null as SmsAccountResponse['account'], posts: [] as Record<string, unknown>[], deletes: 0 };
  server.use(
    http.get('*/api/sms/account', () => HttpResponse.json({ account: state.account })),
    http.get('*/api/sms/number', () => HttpResponse.json({ number: null })),
    http.get('*/api/sms/status', () =>
      HttpResponse.json({
        success: true,
        data: {
          enabled: true,
          phone_number: null,
          current_month_usage: { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 },
          status: 'active',
        },
      }),
    ),
    http.post('*/api/sms/account', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.posts.push(body);
      if (body.auth_token !== 'right-token')
        return HttpResponse.json({ error: 'Twilio: Authenticate (Twilio error 20003)' }, { status: 422 });
      state.account = {
        account_sid: SID,
        phone_number: '+15125550999',
        messaging_service_sid: null,
        connected_at: new Date().toISOString(),
      };
      return HttpResponse.json({ account: state.account });
    }),
    http.delete('*/api/sms/account', () => {
      state.deletes += 1;
      state.account = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

describe('TwilioAccountCard', () => {
  it("shows Twilio's error when the credentials fail, connects with the right ones, and disconnects", async () => {
    const state = serve();
    renderWithRouter(<TwilioAccountCard />);
    const connect = await screen.findByRole('button', { name: 'Connect Twilio account' });
    expect(connect).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Account SID'), SID);
    await userEvent.type(screen.getByLabelText('Auth token'), 'wrong-token');
    await userEvent.type(screen.getByLabelText('Phone number'), '+15125550999');
    await userEvent.click(connect);
    expect(await screen.findByRole('alert')).toHaveTextContent('Twilio: Authenticate (Twilio error 20003)');
    expect(state.posts[0]).toEqual({
      account_sid: SID,
      auth_token: 'wrong-token',
      phone_number: '+15125550999',
      messaging_service_sid: null,
    });

    await userEvent.clear(screen.getByLabelText('Auth token'));
    await userEvent.type(screen.getByLabelText('Auth token'), 'right-token');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Twilio account' }));
    expect(
      await screen.findByText(`Connected: account ${SID}. Your texts go out from +15125550999, and replies to it come to your inbox.`),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Auth token')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(state.deletes).toBe(1));
    expect(await screen.findByRole('button', { name: 'Connect Twilio account' })).toBeInTheDocument();
  });
});

describe('SmsSettingsCard with an own Twilio account', () => {
  it('says texts go through it instead of asking for a number', async () => {
    const state = serve();
    state.account = { account_sid: SID, phone_number: '+15125550999', messaging_service_sid: null, connected_at: new Date().toISOString() };
    renderWithRouter(<SmsSettingsCard />);
    expect(
      await screen.findByText('Texts go out through your own Twilio account from +15125550999 (Settings > Accounts).'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your texting number')).not.toBeInTheDocument();
  });
});
