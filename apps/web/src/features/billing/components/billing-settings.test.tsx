import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { BillingHistoryEntry, SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import { overviewFixture } from '@/lib/subscription/test-fixtures';
import { browserRedirect } from '../api/browser-redirect';
import { renderBilling, setupBillingTest, subscriptionHandler } from '../test/billing-test-utils';
import { BillingSettings } from './billing-settings';

const server = setupBillingTest();
const user = userEvent.setup();

const historyEntry = (overrides: Partial<BillingHistoryEntry> = {}): BillingHistoryEntry => ({
  id: 'h1',
  kind: 'plan',
  name: 'Agent plan',
  amount: 149,
  interval: 'monthly',
  status: 'active',
  period_start: '2026-03-01T00:00:00.000Z',
  period_end: '2026-04-01T00:00:00.000Z',
  created_at: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

function serve(initial: SubscriptionOverview, entries: BillingHistoryEntry[] = []) {
  let current = initial;
  server.use(
    subscriptionHandler(() => current),
    http.get('*/api/billing/history', () => HttpResponse.json({ entries })),
  );
  return { set: (next: SubscriptionOverview) => (current = next) };
}

describe('BillingSettings', () => {
  it('shows an active plan with its price, next renewal and the local billing panel with history', async () => {
    serve(overviewFixture({ plan: 'agent' }), [
      historyEntry(),
      historyEntry({ id: 'a1', kind: 'addon', name: 'Leads +2,000', amount: 22, status: 'cancels at period end', period_start: null }),
    ]);
    renderBilling(<BillingSettings />, '/settings?tab=billing');

    const card = await screen.findByRole('region', { name: 'Agent plan' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('$149 a month, billed monthly')).toBeInTheDocument();
    expect(within(card).getByText(/^Next renewal on .+ \(in 12 days\)$/)).toBeInTheDocument();
    expect(screen.getByText('Local billing: no card is charged; plan changes apply at once')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage payment methods and invoices' })).not.toBeInTheDocument();

    const history = await screen.findByRole('region', { name: 'Billing history' });
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Agent plan');
    expect(rows[1]).toHaveTextContent('$149/month');
    expect(rows[2]).toHaveTextContent('Leads +2,000');
    expect(rows[2]).toHaveTextContent('Cancels at period end');
  });

  it('shows a trial with its days left and a way to choose a plan, and no cancel', async () => {
    serve(overviewFixture({ plan: 'trial' }));
    renderBilling(<BillingSettings />, '/settings?tab=billing');
    const card = await screen.findByRole('region', { name: 'Trial plan' });
    expect(within(card).getByText('Trial · 12 days left')).toBeInTheDocument();
    expect(within(card).getByText(/^Trial ends on /)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
  });

  it('shows a red banner when a payment failed, with a button to update payment in the portal', async () => {
    serve(overviewFixture({ plan: 'starter', billingMode: 'stripe', subscription: { status: 'past_due' } }));
    const redirect = vi.spyOn(browserRedirect, 'to').mockImplementation(() => {});
    server.use(
      http.post('*/api/billing/portal', () => HttpResponse.json({ kind: 'redirect', url: 'https://billing.stripe.com/p/session/test_1' })),
    );
    renderBilling(<BillingSettings />, '/settings?tab=billing');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your last payment failed');
    expect(banner).toHaveTextContent('Update your payment method to keep your Starter plan.');
    expect(within(screen.getByRole('region', { name: 'Starter plan' })).getByText('Payment failed')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
  });

  it('in Stripe mode opens the Customer Portal and calls the history "Plan history"', async () => {
    serve(overviewFixture({ plan: 'business', billingMode: 'stripe' }), [
      historyEntry({ name: 'Business plan', amount: 3828, interval: 'annual' }),
    ]);
    const redirect = vi.spyOn(browserRedirect, 'to').mockImplementation(() => {});
    server.use(
      http.post('*/api/billing/portal', () => HttpResponse.json({ kind: 'redirect', url: 'https://billing.stripe.com/p/session/test_2' })),
    );
    renderBilling(<BillingSettings />, '/settings?tab=billing');
    await user.click(await screen.findByRole('button', { name: 'Manage payment methods and invoices' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_2'));
    expect(screen.queryByText(/Local billing/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Plan history' })).toHaveTextContent('$3,828/year');
  });

  it('shows the trial-expired banner with "Choose a plan"', async () => {
    serve(overviewFixture({ subscription: null, trialExpired: true }));
    renderBilling(<BillingSettings />, '/settings?tab=billing');
    const banner = (await screen.findByText('Your trial has ended')).closest('[role="status"]')!;
    expect(banner).toHaveTextContent('Everything you saved is still here.');
    expect(within(banner as HTMLElement).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(screen.queryByText("You don't have a plan at the moment")).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /plan$/ })).not.toBeInTheDocument();
  });

  it('cancels at period end after confirmation, then offers Resume', async () => {
    const state = serve(overviewFixture({ plan: 'agent' }));
    let cancelled = false;
    let resumed = false;
    server.use(
      http.post('*/api/billing/cancel', () => {
        cancelled = true;
        const next = overviewFixture({ plan: 'agent', subscription: { cancel_at_period_end: true } });
        state.set(next);
        return HttpResponse.json({ subscription: next.subscription });
      }),
      http.post('*/api/billing/resume', () => {
        resumed = true;
        const next = overviewFixture({ plan: 'agent' });
        state.set(next);
        return HttpResponse.json({ subscription: next.subscription });
      }),
    );
    renderBilling(<BillingSettings />, '/settings?tab=billing');
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(cancelled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText(/^Your Agent plan will end on /)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Agent plan' });
    expect(await within(card).findByText('Cancels at period end')).toBeInTheDocument();
    expect(within(card).getByText(/; it will not renew$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText('Your Agent plan will keep renewing')).toBeInTheDocument();
    expect(resumed).toBe(true);
    expect(await within(card).findByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
  });

  it('says so when there is no billing history yet', async () => {
    serve(overviewFixture({ plan: 'agent' }));
    renderBilling(<BillingSettings />, '/settings?tab=billing');
    expect(await screen.findByText(/No billing history yet/)).toBeInTheDocument();
  });

  it('shows a subscription error with Retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/subscription', () => HttpResponse.json({ error: 'Billing is unavailable' }, { status: 503 })));
    renderBilling(<BillingSettings />, '/settings?tab=billing');
    expect(await screen.findByText("We couldn't load your billing details.")).toBeInTheDocument();
    serve(overviewFixture({ plan: 'starter' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Starter plan' })).toBeInTheDocument();
  });
});
