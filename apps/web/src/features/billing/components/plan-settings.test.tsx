import { ADDONS } from '@porchlight/domain/billing/addons';
import { planChargeItem, planPeriodCents } from '@porchlight/domain/billing/charge-preview';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import { overviewFixture, ownedAddonFixture } from '@/lib/subscription/test-fixtures';
import { browserRedirect } from '../api/browser-redirect';
import { renderBilling, setupBillingTest, subscriptionHandler } from '../test/billing-test-utils';
import { PlanSettings } from './plan-settings';

const server = setupBillingTest();
const user = userEvent.setup();
const planCard = (name: string) => screen.getByRole('region', { name });

/** What the server previews: nothing charged in local billing, the first period on Stripe's Checkout. */
function previewHandlers(current: () => SubscriptionOverview) {
  const way = () => (current().billing_mode === 'stripe' ? 'checkout' : 'no_charge');
  const answer = (item: string, cents: number, interval: 'monthly' | 'annual') =>
    HttpResponse.json({
      item,
      way: way(),
      due_now_cents: way() === 'checkout' ? cents : null,
      recurring_cents: cents,
      interval,
      currency: 'usd',
      lines: [],
    });
  return [
    http.post('*/api/billing/plan/preview', async ({ request }) => {
      const { plan, interval } = (await request.json()) as { plan: 'starter' | 'agent' | 'business'; interval: 'monthly' | 'annual' };
      return answer(planChargeItem(plan, interval), planPeriodCents(plan, interval), interval);
    }),
    http.post('*/api/billing/addons/preview', async ({ request }) => {
      const { addon_id } = (await request.json()) as { addon_id: string };
      const addon = ADDONS.find((a) => a.id === addon_id)!;
      return answer(addon.name, addon.price * 100, 'monthly');
    }),
  ];
}

function serve(initial: SubscriptionOverview) {
  let current = initial;
  server.use(
    subscriptionHandler(() => current),
    ...previewHandlers(() => current),
  );
  return { set: (next: SubscriptionOverview) => (current = next) };
}

describe('PlanSettings: plans', () => {
  it('shows the four plans at monthly prices, then annual prices per month with the saving', async () => {
    serve(overviewFixture({ plan: 'trial' }));
    renderBilling(<PlanSettings />, '/settings?tab=plan');

    await screen.findByRole('region', { name: 'Agent' });
    expect(within(planCard('Trial')).getByText('Free')).toBeInTheDocument();
    expect(within(planCard('Starter')).getByText('$49')).toBeInTheDocument();
    expect(within(planCard('Agent')).getByText('$149')).toBeInTheDocument();
    expect(within(planCard('Business')).getByText('$399')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Billed annually' }));
    const agent = planCard('Agent');
    expect(within(agent).getByText('$119')).toBeInTheDocument();
    expect(within(agent).getByText('Billed annually: $1,428 a year')).toBeInTheDocument();
    expect(within(agent).getByText('Save $360 a year (20%)')).toBeInTheDocument();
    expect(within(planCard('Starter')).getByText('Save $120 a year (20%)')).toBeInTheDocument();
    expect(within(planCard('Business')).getByText('$319')).toBeInTheDocument();
  });

  it('lists all twenty-one features of each plan, Unlimited for -1 and a check or lock for the rest', async () => {
    serve(overviewFixture({ plan: 'trial' }));
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    const business = await screen.findByRole('region', { name: 'Business' });
    expect(within(business).getAllByRole('listitem')).toHaveLength(21);
    expect(within(business).getByText('Call minutes').closest('li')).toHaveTextContent('3.0K');
    const socialPosts = within(business).getByText('Social posts').closest('li')!;
    expect(socialPosts).toHaveTextContent('Unlimited');
    const leads = within(planCard('Agent')).getByText('Leads').closest('li')!;
    expect(leads).toHaveTextContent('1.5K');
    expect(within(business).getAllByRole('img', { name: 'Included' })).toHaveLength(4);
    expect(within(business).getAllByRole('img', { name: 'Not included' })).toHaveLength(1);
    expect(within(planCard('Trial')).getAllByRole('img', { name: 'Not included' })).toHaveLength(5);
  });

  it('marks the current plan and offers upgrade, downgrade and a switch of interval', async () => {
    serve(overviewFixture({ plan: 'agent' }));
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    const agent = await screen.findByRole('region', { name: 'Agent' });
    expect(within(agent).getByText('Current plan', { selector: 'span' })).toBeInTheDocument();
    expect(within(agent).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' })).toBeEnabled();
    expect(within(planCard('Starter')).getByRole('button', { name: 'Downgrade to Starter' })).toBeEnabled();
    expect(within(planCard('Trial')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Billed annually' }));
    expect(within(planCard('Agent')).getByRole('button', { name: 'Switch to annual billing' })).toBeEnabled();
  });

  it('upgrades a trial to Agent at once in local billing and reloads the subscription', async () => {
    const state = serve(overviewFixture({ plan: 'trial' }));
    let body: unknown;
    server.use(
      http.post('*/api/billing/plan', async ({ request }) => {
        body = await request.json();
        state.set(overviewFixture({ plan: 'agent' }));
        return HttpResponse.json({ kind: 'applied' });
      }),
      http.get('*/api/billing/history', () => HttpResponse.json({ entries: [] })),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Agent?' });
    expect(await within(dialog).findByText('Nothing is charged today: the change applies at once.')).toBeVisible();
    expect(body).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Agent' }));

    expect(await screen.findByText("You're now on the Agent plan, billed monthly")).toBeInTheDocument();
    expect(body).toEqual({ plan: 'agent', interval: 'monthly' });
    await waitFor(() => expect(within(planCard('Agent')).getByRole('button', { name: 'Current plan' })).toBeDisabled());
    expect(screen.getByText('You are on the Agent plan.')).toBeInTheDocument();
  });

  it('sends the browser to Stripe Checkout when the server answers with a redirect', async () => {
    serve(overviewFixture({ plan: 'trial', billingMode: 'stripe' }));
    const redirect = vi.spyOn(browserRedirect, 'to').mockImplementation(() => {});
    server.use(
      http.post('*/api/billing/plan', () => HttpResponse.json({ kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan&interval=annual');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Business?' });
    expect(await within(dialog).findByText(/You'll pay \$3,828\.00 on Stripe's secure checkout page/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it("shows Stripe's prorated charge before an upgrade, and changes nothing when the agent backs out", async () => {
    serve(overviewFixture({ plan: 'agent', billingMode: 'stripe' }));
    let changed = false;
    server.use(
      http.post('*/api/billing/plan/preview', () =>
        HttpResponse.json({
          item: 'Business plan, billed monthly',
          way: 'prorated',
          due_now_cents: 12500,
          recurring_cents: 39900,
          interval: 'monthly',
          currency: 'usd',
          lines: [
            { description: 'Unused time on Agent', amount_cents: -7450 },
            { description: 'Remaining time on Business', amount_cents: 19950 },
          ],
        }),
      ),
      http.post('*/api/billing/plan', () => {
        changed = true;
        return HttpResponse.json({ kind: 'applied' });
      }),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Business?' });
    expect(await within(dialog).findByText('Business plan, billed monthly: $399.00 a month.')).toBeVisible();
    expect(within(dialog).getByText('Unused time on Agent').nextSibling).toHaveTextContent('-$74.50');
    expect(within(dialog).getByText('Charged today').nextSibling).toHaveTextContent('$125.00');
    expect(within(dialog).getByRole('button', { name: 'Pay $125.00 and upgrade to Business' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changed).toBe(false);
  });

  it('says when the charge cannot be worked out, and offers to try again instead of buying blind', async () => {
    serve(overviewFixture({ plan: 'agent', billingMode: 'stripe' }));
    let calls = 0;
    server.use(
      http.post('*/api/billing/plan/preview', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Stripe is not answering right now. Please try again in a minute.' }, { status: 502 })
          : HttpResponse.json({
              item: 'Business plan, billed monthly',
              way: 'prorated',
              due_now_cents: 100,
              recurring_cents: 39900,
              interval: 'monthly',
              currency: 'usd',
              lines: [],
            });
      }),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Stripe is not answering right now. Please try again in a minute.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Business' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Pay $1.00 and upgrade to Business' })).toBeEnabled();
  });

  it('warns which limits a downgrade goes under, and changes nothing until confirmed', async () => {
    serve(overviewFixture({ plan: 'business', usage: { leads_stored: 1200, properties_stored: 800, team_members_count: 3 } }));
    let posted: unknown = null;
    server.use(
      http.post('*/api/billing/plan', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ kind: 'applied' });
      }),
      http.get('*/api/billing/history', () => HttpResponse.json({ entries: [] })),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    await user.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));

    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter?' });
    const warning = within(dialog).getByRole('alert');
    expect(within(warning).getByText('Leads').closest('li')).toHaveTextContent('1,200 used, new limit 500');
    expect(within(warning).getByText('User seats').closest('li')).toHaveTextContent('3 used, new limit 1');
    expect(within(warning).queryByText('Properties')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Downgrade to Starter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Downgrade to Starter' }));
    await waitFor(() => expect(posted).toEqual({ plan: 'starter', interval: 'monthly' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the locked features with the plan that unlocks them', async () => {
    serve(overviewFixture({ plan: 'trial' }));
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    const locked = await screen.findByRole('region', { name: 'Not included in your plan' });
    expect(within(locked).getByText('API access').closest('li')).toHaveTextContent('API access: available on Starter and above');
    expect(within(locked).getByText('Advanced analytics').closest('li')).toHaveTextContent('available on Agent and above');
    expect(within(locked).getByText('Custom integrations').closest('li')).toHaveTextContent('available on Business and above');
    expect(within(locked).getByText('White label').closest('li')).toHaveTextContent('not offered on any plan yet');
  });

  it('shows the error with Retry, and loads on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('*/api/subscription', () =>
        fail
          ? HttpResponse.json({ error: 'Billing is unavailable' }, { status: 503 })
          : HttpResponse.json(overviewFixture({ plan: 'starter' })),
      ),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    expect(await screen.findByText("We couldn't load your plan.")).toBeInTheDocument();
    expect(screen.getByText('Billing is unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You are on the Starter plan.')).toBeInTheDocument();
  });
});

describe('PlanSettings: add-on store', () => {
  it('groups every add-on by type with its price and what it adds', async () => {
    serve(overviewFixture({ plan: 'agent' }));
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    const leads = await screen.findByRole('region', { name: 'Leads add-ons' });
    expect(within(leads).getAllByRole('listitem')).toHaveLength(3);
    const plus2000 = within(leads).getByText('Leads +2,000').closest('li')!;
    expect(plus2000).toHaveTextContent('$22/month');
    expect(plus2000).toHaveTextContent('Adds +2,000 leads');
    const bundle = screen.getByRole('region', { name: 'Message Bundle add-ons' });
    expect(bundle).toHaveTextContent('$89/month');
    expect(bundle).toHaveTextContent('Adds +1,000 SMS messages, +5,000 e-mails');
    expect(screen.getByRole('region', { name: 'Team seats add-ons' }).querySelectorAll('li')).toHaveLength(4);
  });

  it('buys an add-on in local billing', async () => {
    const state = serve(overviewFixture({ plan: 'agent' }));
    server.use(
      http.post('*/api/billing/addons', () => {
        state.set(overviewFixture({ plan: 'agent', addons: [ownedAddonFixture('leads-2000')] }));
        return HttpResponse.json({ kind: 'applied' });
      }),
      http.get('*/api/billing/history', () => HttpResponse.json({ entries: [] })),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    await user.click(await screen.findByRole('button', { name: 'Add Leads +2,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Leads +2,000?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Leads +2,000' }));
    expect(await screen.findByText('Leads +2,000 added to your plan')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel Leads +2,000' })).toBeInTheDocument();
  });

  it('cancels an owned add-on after confirmation; it then shows "Cancels at period end"', async () => {
    const owned = ownedAddonFixture('leads-2000', { id: '7d0c1e2a-0000-4000-8000-000000000001' });
    const state = serve(overviewFixture({ plan: 'agent', addons: [owned] }));
    let deleted: string | null = null;
    server.use(
      http.delete('*/api/billing/addons/:id', ({ params }) => {
        deleted = params.id as string;
        const pending = { ...owned, pending_cancellation: true };
        state.set(overviewFixture({ plan: 'agent', addons: [pending] }));
        return HttpResponse.json({ addon: pending });
      }),
      http.get('*/api/billing/history', () => HttpResponse.json({ entries: [] })),
    );
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    const card = (await screen.findByText('Leads +2,000')).closest('li')!;
    expect(within(card).getByText('Active')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel Leads +2,000' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel Leads +2,000?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel add-on' }));
    expect(await screen.findByText('Leads +2,000 cancels at the end of the period')).toBeInTheDocument();
    expect(deleted).toBe(owned.id);
    const after = (await screen.findByText('Cancels at period end')).closest('li')!;
    expect(within(after).getByRole('button', { name: 'Keep Leads +2,000' })).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Cancel Leads +2,000' })).not.toBeInTheDocument();
  });

  it('shows the server message when an add-on is already owned (409)', async () => {
    serve(overviewFixture({ plan: 'agent' }));
    server.use(http.post('*/api/billing/addons', () => HttpResponse.json({ error: 'You already have SMS 200.' }, { status: 409 })));
    renderBilling(<PlanSettings />, '/settings?tab=plan');
    await user.click(await screen.findByRole('button', { name: 'Add SMS 200' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Add SMS 200' }));
    expect(await screen.findByText('You already have SMS 200.')).toBeInTheDocument();
  });
});
