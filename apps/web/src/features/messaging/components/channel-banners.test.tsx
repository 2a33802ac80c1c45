import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmailStatusResponse, SmsStatusResponse } from '@porchlight/domain/messaging/channel-status';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { NotificationDeliveryPanel, NotificationDeliveryPanelView } from './notification-delivery-panel';
import { EmailRequirementModal, SmsRequirementModal } from './requirement-modals';
import { SetupBanner, SetupBannerAbove, SetupBannerView } from './setup-banner';

const server = startMswServer();

const usage = { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 };
const smsOn: SmsStatusResponse = {
  success: true,
  data: { enabled: true, phone_number: '+15125550100', current_month_usage: usage, status: 'active', delivers: true },
};
const smsOff: SmsStatusResponse = {
  success: true,
  data: { enabled: false, phone_number: null, current_month_usage: usage, status: 'disabled', delivers: false },
};
/** SMS on with the stand-in number of a server without Twilio: texts stay in its outbox. */
const smsKept: SmsStatusResponse = {
  success: true,
  data: { enabled: true, phone_number: '+15550000001', current_month_usage: usage, status: 'active', delivers: false },
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

function serve({ sms = smsOff, email = emailOk, dismissed = [] as string[], smsFails = false } = {}) {
  const dismissedCalls: string[] = [];
  server.use(
    http.get('*/api/sms/status', () => (smsFails ? HttpResponse.json({ error: 'down' }, { status: 500 }) : HttpResponse.json(sms))),
    http.get('*/api/email/status', () => HttpResponse.json(email)),
    http.get('*/api/messaging/banners', () => HttpResponse.json({ dismissed })),
    http.post('*/api/messaging/banners/:banner/dismiss', ({ params }) => {
      dismissedCalls.push(String(params.banner));
      return HttpResponse.json({ dismissed: [...dismissed, String(params.banner)] });
    }),
  );
  return dismissedCalls;
}

describe('one channels banner: SMS', () => {
  it('says the spec words of the SMS-disabled banner inside it, with Go to Notifications', async () => {
    serve({ sms: smsOff });
    renderWithRouter(<SetupBanner />);
    expect(await screen.findByText('SMS messaging disabled. Please enable SMS in Notifications to send text messages')).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Channels' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Go to Notifications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings?tab=notifications');
  });

  it('counts SMS as not set up while texts are only kept here (a number saved, no Twilio)', async () => {
    serve({ sms: smsKept, email: emailOk });
    renderWithRouter(<SetupBanner />);
    expect(await screen.findByText('Not set up yet: SMS and Social media.')).toBeInTheDocument();
    expect(screen.getByText(/Texting isn't set up on this server: texts are kept here, not sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up texting' })).toHaveAttribute('href', '/settings?tab=accounts');
  });

  it('counts e-mail as not set up until the sign-in address is verified', async () => {
    serve({ sms: smsOn, email: { ...emailOk, emailVerified: false } });
    renderWithRouter(<SetupBanner />);
    expect(await screen.findByText('Not set up yet: Email and Social media.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify e-mail' })).toHaveAttribute('href', '/settings?tab=profile');
  });

  it('leaves SMS out when texts really go out', async () => {
    serve({ sms: smsOn });
    renderWithRouter(<SetupBanner />);
    expect(await screen.findByText('Not set up yet: Social media.')).toBeInTheDocument();
    expect(screen.queryByText(/SMS messaging disabled/)).not.toBeInTheDocument();
  });
});

describe('setup banner', () => {
  const all = {
    sms: { enabled: true, delivers: true },
    email: { hasConnectedAccounts: true, enabled: true, emailNotificationsEnabled: true, verified: true, delivers: true },
    social: { hasConnectedAccounts: true },
  };

  it('lists what is missing with Connect Accounts to the accounts tab', async () => {
    renderWithRouter(
      <SetupBannerView status={{ ...all, sms: { enabled: false, delivers: false }, social: { hasConnectedAccounts: false } }} />,
    );
    expect(screen.getByText('Not set up yet: SMS and Social media.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enable Notifications' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Connect Accounts' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings?tab=accounts');
  });

  it('offers Enable Notifications when e-mail is connected but disabled, and both buttons when both apply', async () => {
    const { unmount } = renderWithRouter(<SetupBannerView status={{ ...all, email: { ...all.email, enabled: false } }} />);
    expect(screen.getByRole('link', { name: 'Enable Notifications' })).toHaveAttribute('href', '/settings?tab=notifications');
    expect(screen.queryByRole('link', { name: 'Connect Accounts' })).not.toBeInTheDocument();
    unmount();
    renderWithRouter(
      <SetupBannerView status={{ ...all, email: { ...all.email, enabled: false }, social: { hasConnectedAccounts: false } }} />,
    );
    expect(screen.getByRole('link', { name: 'Enable Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Accounts' })).toBeInTheDocument();
  });

  it('shows nothing when nothing is missing', () => {
    renderWithRouter(<SetupBannerView status={all} />);
    expect(screen.queryByText(/Not set up yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect Accounts' })).not.toBeInTheDocument();
  });

  it('reads both statuses and is dismissible for good', async () => {
    const calls = serve({ sms: smsOff, email: { ...emailOk, hasConnectedAccounts: false } });
    renderWithRouter(<SetupBanner />);
    expect(await screen.findByText('Not set up yet: SMS, Email and Social media.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/Not set up yet/)).not.toBeInTheDocument());
    expect(calls).toEqual(['setup']);
  });
});

describe('setup banner above a page', () => {
  /** SMS off, answered only when the returned function is called. */
  const serveSmsStatusLater = () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve({ sms: smsOff });
    server.use(
      http.get('*/api/sms/status', async () => {
        await answered;
        return HttpResponse.json(smsOff);
      }),
    );
    return answer;
  };
  const page = (
    <SetupBannerAbove placeholder={<p>Loading the page</p>}>
      <p>The page</p>
    </SetupBannerAbove>
  );

  it('keeps the page mounted but hidden until the banner is known, then shows both at once', async () => {
    const answerSms = serveSmsStatusLater();
    renderWithRouter(page);
    expect(screen.getByText('Loading the page')).toBeVisible();
    expect(screen.getByText('The page')).not.toBeVisible();
    answerSms();
    expect(await screen.findByText('Not set up yet: SMS and Social media.')).toBeVisible();
    expect(screen.getByText('The page')).toBeVisible();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it('shows the page anyway when the statuses are slow, and the banner when they answer', async () => {
    const answerSms = serveSmsStatusLater();
    renderWithRouter(
      <SetupBannerAbove placeholder={<p>Loading the page</p>} waitMs={50}>
        <p>The page</p>
      </SetupBannerAbove>,
    );
    await waitFor(() => expect(screen.getByText('The page')).toBeVisible());
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(screen.queryByText(/Not set up yet/)).not.toBeInTheDocument();
    answerSms();
    expect(await screen.findByText('Not set up yet: SMS and Social media.')).toBeVisible();
  });

  it('shows the page alone when the banner was dismissed', async () => {
    serve({ dismissed: ['setup'] });
    renderWithRouter(page);
    await waitFor(() => expect(screen.getByText('The page')).toBeVisible());
    expect(screen.queryByText(/Not set up yet/)).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });
});

describe('notification delivery panel', () => {
  it('is green when e-mail and SMS are both on and connected', () => {
    renderWithRouter(
      <NotificationDeliveryPanelView
        email={{ hasConnectedAccounts: true, emailNotificationsEnabled: true }}
        sms={{ enabled: true, phoneNumber: '+1' }}
      />,
    );
    expect(screen.getByText('All notifications enabled')).toBeInTheDocument();
    expect(screen.getByText('Working channels: In-app, Email, SMS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure in Settings' })).toHaveAttribute('href', '/settings?tab=notifications');
  });

  it('lists every problem and the channels that work', () => {
    renderWithRouter(
      <NotificationDeliveryPanelView
        email={{ hasConnectedAccounts: false, emailNotificationsEnabled: false }}
        sms={{ enabled: false, phoneNumber: null }}
      />,
    );
    const alert = screen.getByRole('alert');
    for (const text of [
      'Email notifications are disabled',
      'Email account not connected',
      'SMS notifications are disabled',
      'Phone number not configured',
    ]) {
      expect(alert).toHaveTextContent(text);
    }
    expect(screen.getByText('Working channels: In-app')).toBeInTheDocument();
  });

  it('loads the statuses (a failed SMS status counts as disabled)', async () => {
    serve({ smsFails: true });
    renderWithRouter(<NotificationDeliveryPanel />);
    expect(await screen.findByText('SMS notifications are disabled')).toBeInTheDocument();
    expect(screen.getByText('Phone number not configured')).toBeInTheDocument();
    expect(screen.queryByText('Email account not connected')).not.toBeInTheDocument();
  });
});

describe('requirement modals', () => {
  it('SMS: says how to fix it', async () => {
    renderWithRouter(<SmsRequirementModal open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'SMS messaging disabled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Notifications' })).toHaveAttribute('href', '/settings?tab=notifications');
  });

  it('E-mail: connect an account, or send from Porchlight', async () => {
    let sent = false;
    renderWithRouter(<EmailRequirementModal open onOpenChange={() => {}} isEnabled onSendAnyway={() => (sent = true)} />);
    expect(screen.getByRole('link', { name: 'Connect e-mail account' })).toHaveAttribute('href', '/settings?tab=accounts');
    await userEvent.click(screen.getByRole('button', { name: 'Send from Porchlight instead' }));
    expect(sent).toBe(true);
  });
});
