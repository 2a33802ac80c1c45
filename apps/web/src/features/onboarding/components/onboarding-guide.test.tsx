import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { resetAppStore, useAppStore } from '@/lib/store';
import { INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { NO_ONBOARDING_DATA } from '@porchlight/domain/onboarding/onboarding-schemas';
import { fakeOnboardingApi } from '../test/fake-onboarding-api';
import { OnboardingGuide } from './onboarding-guide';

const server = startMswServer();
const user = userEvent.setup();

beforeEach(() => resetAppStore());

function renderGuide(url: string, ...args: Parameters<typeof fakeOnboardingApi>) {
  const fake = fakeOnboardingApi(...args);
  server.use(...fake.handlers);
  const view = renderWithRouter(
    <>
      <OnboardingGuide />
      <Toaster />
    </>,
    { url },
  );
  return { ...fake, ...view };
}

const location = () => screen.getByTestId('location').textContent;
const title = (name: string) => screen.findByRole('heading', { name });

describe('OnboardingGuide', () => {
  it('shows nothing when the tutorial is not active', async () => {
    const { api } = renderGuide('/dashboard', { isActive: false, skipped: true });
    await waitFor(() => expect(useAppStore.getState().onboarding.skipped).toBe(true));
    expect(screen.queryByText(/^Setup guide ·/)).not.toBeInTheDocument();
    // No button of the guide's (a toast another file asked for late may still arrive: one module graph).
    expect(screen.queryAllByRole('button').filter((b) => !b.closest('[data-sonner-toaster]'))).toEqual([]);
    expect(api.actions).toEqual([]);
  });

  it('shows the welcome step on the dashboard with its progress, as a labelled region', async () => {
    renderGuide('/dashboard', { isActive: true, showTutorial: true, tutorialPage: '/dashboard' });
    expect(await title('Welcome to Porchlight')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Welcome to Porchlight' })).toBeInTheDocument();
    expect(screen.getByText('Setup guide · Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 8 steps done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip tour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
  });

  it('Next completes the step read, moves on, opens the next step on its page and focuses its title', async () => {
    const { api } = renderGuide('/dashboard', { isActive: true, showTutorial: true, tutorialPage: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await title('Complete your profile')).toHaveFocus();
    expect(location()).toBe('/settings?tab=profile');
    expect(screen.getByText('Setup guide · Step 2 of 8')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 of 8 steps done')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '12.5');
    await waitFor(() =>
      expect(api.actions).toEqual([
        { action: 'complete', step: 'welcome' },
        { action: 'next' },
        { action: 'start_tutorial', page: '/settings?tab=profile' },
      ]),
    );
    expect(api.state).toMatchObject({
      currentStep: 1,
      completedSteps: ['welcome'],
      showTutorial: true,
      tutorialPage: '/settings?tab=profile',
    });
  });

  it('Next on a data step moves on without claiming it done', async () => {
    const { api } = renderGuide('/settings?tab=profile', { isActive: true, currentStep: 1, showTutorial: true });
    expect(await screen.findByText('Waiting for a first name, a last name, a photo and a verified e-mail address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await title('Connect your accounts')).toBeInTheDocument();
    expect(location()).toBe('/settings?tab=accounts');
    // Social accounts count, as the setup banner asks for them: the two agree.
    expect(
      screen.getByText(/and your social media accounts \(Facebook, Instagram, LinkedIn, X\) to post your listings/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cannot be connected yet/)).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for an e-mail, SMS or social media account.')).toBeInTheDocument();
    await waitFor(() => expect(api.actions.map((a) => a.action)).toEqual(['next', 'start_tutorial']));
    expect(api.state.completedSteps).toEqual([]);
  });

  it('waits only for what the saved profile lacks, and sends the verification link again from the step', async () => {
    useSessionStore.setState({
      ...INITIAL_SESSION_STATE,
      user: { id: 'u-1', email: 'dana@example.com', name: 'Dana Agent', image: null },
      isLoading: false,
    });
    const sent: unknown[] = [];
    server.use(
      http.post(
        '*/api/auth/send-verification-email',
        async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ status: true })),
      ),
    );
    renderGuide('/settings?tab=profile', { isActive: true, currentStep: 1, showTutorial: true }, NO_ONBOARDING_DATA, [
      'photo',
      'verified_email',
    ]);
    expect(await screen.findByText('Waiting for a photo and a verified e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText(/first name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ email: 'dana@example.com' })]);
  });

  it('offers no link once the address is verified', async () => {
    renderGuide('/settings?tab=profile', { isActive: true, currentStep: 1, showTutorial: true }, NO_ONBOARDING_DATA, ['photo']);
    expect(await screen.findByText('Waiting for a photo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says a data step is done when the data shows it', async () => {
    renderGuide(
      '/leads',
      { isActive: true, currentStep: 5, completedSteps: ['leads'], showTutorial: true },
      { profile: false, social: false, extension: false, tracking: false, leads: true, flows: false },
    );
    expect(await screen.findByText('You have a lead.')).toBeInTheDocument();
  });

  it('the extension step links to the install on Settings > API and waits for the extension to sign in', async () => {
    server.use(
      http.get('*/api/config', () =>
        HttpResponse.json({ socialProviders: [], chatWidgetSrc: null, extensionInstallUrl: 'https://addons.example/porchlight' }),
      ),
    );
    renderGuide('/settings?tab=api', { isActive: true, currentStep: 3, showTutorial: true });
    expect(await title('Save listings in one click')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Install the Porchlight extension' })).toHaveAttribute(
      'href',
      'https://addons.example/porchlight',
    );
    expect(screen.getByText(window.location.origin)).toBeInTheDocument();
    expect(screen.getByText('Waiting for the extension to sign in with a device key.')).toBeInTheDocument();
  });

  it('says the extension step is done once the extension has signed in', async () => {
    server.use(http.get('*/api/config', () => HttpResponse.json({ socialProviders: [], chatWidgetSrc: null, extensionInstallUrl: null })));
    renderGuide(
      '/settings?tab=api',
      { isActive: true, currentStep: 3, completedSteps: ['extension'], showTutorial: true },
      { ...NO_ONBOARDING_DATA, extension: true },
    );
    expect(await screen.findByText('The extension is signed in.')).toBeInTheDocument();
    expect(screen.getByText(/Ask whoever runs your Porchlight for the extension/)).toBeInTheDocument();
  });

  it('on another page points to the step’s page', async () => {
    const { api } = renderGuide('/leads', { isActive: true, currentStep: 6, showTutorial: true });
    expect(await title('Create a flow')).toBeInTheDocument();
    // What the step waits for, and the way there: no bare "This step is on Flows." (issue 46).
    expect(screen.getByText('Waiting for a flow.')).toBeInTheDocument();
    expect(screen.queryByText(/This step is on/)).not.toBeInTheDocument();
    expect(screen.queryByText(/A flow follows up for you/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Flows' }));
    expect(location()).toBe('/flows');
    expect(await screen.findByText(/A flow follows up for you/)).toBeInTheDocument();
    await waitFor(() => expect(api.actions).toEqual([{ action: 'start_tutorial', page: '/flows' }]));
  });

  it('reads the welcome step on any page: its text, no "Go to the dashboard"', async () => {
    renderGuide('/settings?tab=profile', { isActive: true, showTutorial: true });
    expect(await title('Welcome to Porchlight')).toBeInTheDocument();
    expect(screen.getByText(/This short tour has eight steps/)).toBeInTheDocument();
    expect(screen.queryByText(/This step is on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to the dashboard' })).not.toBeInTheDocument();
  });

  it('on a list page is one slim bar, its text behind Details', async () => {
    renderGuide('/leads', { isActive: true, currentStep: 5, completedSteps: ['welcome'], showTutorial: true });
    const region = await screen.findByRole('region', { name: 'Bring in your first lead' });
    expect(within(region).getByText('Waiting for a lead.')).toBeInTheDocument();
    expect(within(region).getByText('1 of 8 steps done')).toBeInTheDocument();
    expect(within(region).queryByText(/Add a lead by hand/)).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Details' }));
    expect(within(region).getByText(/Add a lead by hand/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('Skip tour leaves it inactive and skipped', async () => {
    const { api } = renderGuide('/dashboard', { isActive: true, showTutorial: true });
    await user.click(await screen.findByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByText(/^Setup guide ·/)).not.toBeInTheDocument());
    expect(api.actions).toEqual([{ action: 'skip' }]);
    expect(api.state).toMatchObject({ isActive: false, skipped: true });
    expect(useAppStore.getState().onboarding).toMatchObject({ isActive: false, skipped: true });
  });

  it('never says "You are set up" at 2 of 8: the last step lists the steps left, each linking to its page', async () => {
    renderGuide('/flows', { isActive: true, currentStep: 7, completedSteps: ['welcome', 'profile'], showTutorial: true });
    expect(await title('Almost set up')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are set up' })).not.toBeInTheDocument();
    const left = screen.getByRole('list', { name: 'Steps still to do' });
    expect(
      within(left)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Connect your accounts', '/settings?tab=accounts'],
      ['Save listings in one click', '/settings?tab=api'],
      ['Track a property', '/properties?tab=tracking'],
      ['Bring in your first lead', '/leads'],
      ['Create a flow', '/flows'],
    ]);
    expect(screen.getByText('2 of 8 steps done')).toBeInTheDocument();
  });

  it('the last step has Finish, which leaves it inactive and not skipped', async () => {
    const all = ['welcome', 'profile', 'social', 'extension', 'tracking', 'leads', 'flows'] as const;
    const { api } = renderGuide('/dashboard', { isActive: true, currentStep: 7, completedSteps: [...all], showTutorial: true });
    expect(await title('You are set up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip tour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByText(/^Setup guide ·/)).not.toBeInTheDocument());
    expect(api.actions).toEqual([{ action: 'complete', step: 'completion' }, { action: 'finish' }]);
    expect(api.state).toMatchObject({ isActive: false, skipped: false });
  });

  it('hides to a small button (stop tutorial) and shows again on this page (start tutorial), by keyboard', async () => {
    const { api } = renderGuide('/leads', { isActive: true, currentStep: 5, completedSteps: ['welcome'], showTutorial: true });
    (await screen.findByRole('button', { name: 'Hide setup guide' })).focus();
    await user.keyboard('{Enter}');
    const show = await screen.findByRole('button', { name: 'Show setup guide, 1 of 8 steps done' });
    expect(show).toHaveTextContent('Setup guide · 1/8');
    expect(screen.queryByRole('heading', { name: 'Bring in your first lead' })).not.toBeInTheDocument();
    show.focus();
    await user.keyboard(' ');
    expect(await title('Bring in your first lead')).toBeInTheDocument();
    await waitFor(() => expect(api.actions).toEqual([{ action: 'stop_tutorial' }, { action: 'start_tutorial', page: '/leads' }]));
  });

  it('goes back and says so when the server refuses', async () => {
    const { api } = renderGuide('/dashboard', { isActive: true, showTutorial: true });
    await title('Welcome to Porchlight');
    api.failNext = true;
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(await screen.findByText('The setup guide could not be saved')).toBeInTheDocument();
    expect(await title('Welcome to Porchlight')).toBeInTheDocument();
    expect(api.state.skipped).toBe(false);
  });
});
