import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { resetAppStore } from '@/lib/store';
import { fakeOnboardingApi } from '../test/fake-onboarding-api';
import { OnboardingGuide } from './onboarding-guide';
import { RestartOnboardingCard } from './restart-onboarding-card';

const server = startMswServer();
const user = userEvent.setup();

beforeEach(() => resetAppStore());

describe('RestartOnboardingCard', () => {
  it('restarts a skipped tour: reset, then start after 0.1 s, and opens the welcome step on the dashboard', async () => {
    const fake = fakeOnboardingApi({ isActive: false, skipped: true, currentStep: 3, completedSteps: ['welcome'] });
    server.use(...fake.handlers);
    renderWithRouter(
      <>
        <OnboardingGuide />
        <RestartOnboardingCard />
      </>,
      { url: '/settings?tab=profile' },
    );
    expect(await screen.findByText('You skipped the tour.')).toBeInTheDocument();
    const startedAt = performance.now();
    await user.click(screen.getByRole('button', { name: 'Restart tour' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Porchlight' })).toBeInTheDocument();
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(100);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    await waitFor(() =>
      expect(fake.api.actions).toEqual([{ action: 'reset' }, { action: 'start' }, { action: 'start_tutorial', page: '/dashboard' }]),
    );
    expect(fake.api.state).toMatchObject({ isActive: true, skipped: false, currentStep: 0, completedSteps: [], showTutorial: true });
    expect(await screen.findByText('In progress: step 1 of 8, 0 done.')).toBeInTheDocument();
  });

  it('says when the tour is finished', async () => {
    server.use(...fakeOnboardingApi({ isActive: false, completedSteps: ['welcome', 'leads'] }).handlers);
    renderWithRouter(<RestartOnboardingCard />, { url: '/settings' });
    expect(await screen.findByText('Not running. 2 of 8 steps done.')).toBeInTheDocument();
  });
});
