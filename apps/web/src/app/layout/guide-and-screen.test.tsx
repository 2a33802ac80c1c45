import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { INITIAL_ONBOARDING_STATE } from '@porchlight/domain/onboarding/onboarding';
import { NO_ONBOARDING_DATA, toOnboardingResponse } from '@porchlight/domain/onboarding/onboarding-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { resetAppStore } from '@/lib/store';
import { GuideAndScreen } from './guide-and-screen';

const server = startMswServer();

beforeEach(() => resetAppStore());
afterEach(() => vi.useRealTimers());

/** A new agent on a new device: the guide's state is unknown until the server's answer, held here. */
function renderForNewAgent() {
  const tour = { ...INITIAL_ONBOARDING_STATE, isActive: true, showTutorial: true, tutorialPage: '/dashboard' };
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const reads = { count: 0 };
  server.use(
    http.get('*/api/onboarding', async () => {
      reads.count += 1;
      await answered;
      return HttpResponse.json(toOnboardingResponse(tour, NO_ONBOARDING_DATA));
    }),
  );
  // Every state the page is ever drawn in, as the agent would see it frame by frame.
  const drawn: { guide: boolean; skeleton: boolean }[] = [];
  const record = () =>
    drawn.push({
      guide: screen.queryByRole('heading', { name: 'Welcome to Porchlight' }) !== null,
      skeleton: screen.queryByText('Loading dashboard') !== null,
    });
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  const screens = [
    { path: 'dashboard', element: <p>The dashboard itself</p> },
    { path: 'leads', element: <p>The leads</p> },
  ];
  const { router } = renderWithRouter(<></>, {
    url: '/dashboard',
    routes: [{ path: '/', element: <GuideAndScreen />, children: screens }],
  });
  return { answer, drawn, reads, router, stop: () => observer.disconnect() };
}

describe('GuideAndScreen', () => {
  it("shows the screen's skeleton until the guide's state is known, then the guide and the screen together", async () => {
    const { answer, drawn, stop } = renderForNewAgent();
    expect(await screen.findByText('Loading dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Porchlight' })).not.toBeInTheDocument();
    // Mounted (its own reads go out meanwhile), but not shown.
    expect(screen.getByText('The dashboard itself')).not.toBeVisible();

    answer();
    expect(await screen.findByRole('heading', { name: 'Welcome to Porchlight' })).toBeInTheDocument();
    expect(screen.getByText('The dashboard itself')).toBeVisible();
    expect(screen.queryByText('Loading dashboard')).not.toBeInTheDocument();
    stop();
    // The guide never appeared above the skeleton (it would push the skeleton down: a layout shift).
    expect(drawn.filter((state) => state.guide && state.skeleton)).toEqual([]);
  });

  it("asks for the guide's state once on the first load, and again on a new page once that answer is a few seconds old", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { answer, reads, router } = renderForNewAgent();
    answer();
    expect(await screen.findByRole('heading', { name: 'Welcome to Porchlight' })).toBeInTheDocument();
    // The shell read it; the guide, mounting with that answer, does not read it again.
    expect(reads.count).toBe(1);

    vi.setSystemTime(Date.now() + 3_000);
    await router.navigate('/leads');
    expect(await screen.findByText('The leads')).toBeInTheDocument();
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });
});
