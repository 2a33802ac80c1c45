import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SmsNumberResponse } from '@porchlight/domain/messaging/message-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { SmsSettingsCard } from './sms-settings-card';

const server = startMswServer();
const NUMBER = '+14165550123';
type Number = SmsNumberResponse['number'];

/**
 * The server as the card sees it: SMS on buys a number, which is `buying` for the next
 * `buyingReads` reads and then whatever `bought` says.
 */
function serve(options: { enabled?: boolean; number?: Number; buyingReads?: number; bought?: Number } = {}) {
  const state = {
    enabled: options.enabled ?? false,
    number: options.number ?? null,
    buyingReads: options.buyingReads ?? 1,
    puts: [] as unknown[],
    statusReads: 0,
  };
  const active = (): Number => ({ phone_number: NUMBER, status: 'active', error: null, local: false, released_after: null });
  const status = () => {
    const hasNumber = state.number?.status === 'active' && !state.number.released_after;
    return {
      success: true,
      data: {
        enabled: state.enabled && hasNumber,
        phone_number: hasNumber ? NUMBER : null,
        current_month_usage: { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 },
        status: !state.enabled ? 'disabled' : hasNumber ? 'active' : 'not_configured',
      },
    };
  };
  server.use(
    http.get('*/api/sms/account', () => HttpResponse.json({ account: null })),
    http.get('*/api/sms/status', () => {
      state.statusReads += 1;
      return HttpResponse.json(status());
    }),
    http.get('*/api/sms/number', () => {
      if (state.number?.status === 'buying' && state.buyingReads-- <= 0)
        state.number = options.bought === undefined ? active() : options.bought;
      return HttpResponse.json({ number: state.number });
    }),
    http.put('*/api/sms/settings', async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      state.puts.push(body);
      state.enabled = body.enabled;
      if (body.enabled && (!state.number || state.number.status === 'failed'))
        state.number = { phone_number: null, status: 'buying', error: null, local: false, released_after: null };
      else if (body.enabled && state.number) state.number = { ...state.number, released_after: null };
      else if (state.number) state.number = { ...state.number, released_after: '2030-01-08T12:00:00.000Z' };
      return HttpResponse.json(status());
    }),
  );
  return state;
}

describe("SmsSettingsCard: the account's own texting number", () => {
  it('turning SMS on shows the number being bought, then the number, and the status follows', async () => {
    const state = serve({ buyingReads: 1 });
    renderWithRouter(<SmsSettingsCard />);
    expect(await screen.findByText('Turning SMS on gives you a texting number of your own.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your texting number')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Enable SMS' }));
    expect(await screen.findByText('Getting your texting number…')).toHaveAttribute('role', 'status');
    expect(state.puts).toEqual([{ enabled: true }]);

    expect(await screen.findByText(NUMBER, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('It is yours alone: replies to it reach only you.')).toBeInTheDocument();
    expect(screen.queryByText('Getting your texting number…')).not.toBeInTheDocument();
    // Bought: the cached SMS status is read again, so the rest of the app can text.
    await waitFor(() => expect(state.statusReads).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('switch', { name: 'Enable SMS' })).toBeChecked();
  });

  it('shows why a number could not be bought, and Try again buys it', async () => {
    const state = serve({
      enabled: true,
      number: {
        phone_number: null,
        status: 'failed',
        error: 'Twilio: Trial accounts are allowed only one Twilio number (Twilio error 21404)',
        local: false,
        released_after: null,
      },
    });
    renderWithRouter(<SmsSettingsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not get you a texting number. Twilio: Trial accounts are allowed only one Twilio number (Twilio error 21404)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NUMBER, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(state.puts).toEqual([{ enabled: true }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("turning SMS off says how long the number stays the agent's", async () => {
    serve({ enabled: true, number: { phone_number: NUMBER, status: 'active', error: null, local: false, released_after: null } });
    renderWithRouter(<SmsSettingsCard />);
    expect(await screen.findByText(NUMBER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Enable SMS' }));
    expect(
      await screen.findByText(`Your texting number ${NUMBER} stays yours until January 8, 2030. Turn SMS on to keep it.`),
    ).toBeInTheDocument();
  });

  it('a stand-in number says texts stay in the local outbox', async () => {
    serve({ enabled: true, number: { phone_number: '+15551234567', status: 'active', error: null, local: true, released_after: null } });
    renderWithRouter(<SmsSettingsCard />);
    expect(await screen.findByText('Texts stay in the local outbox: Twilio is not set up on this server.')).toBeInTheDocument();
  });
});
