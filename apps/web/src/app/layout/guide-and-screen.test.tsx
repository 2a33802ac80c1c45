import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { INITIAL_ONBOARDING_STATE } from '@porchlight/domain/onboarding/onboarding';
import { NO_ONBOARDING_DATA, toOnboardingResponse } from '@porchlight/domain/onboarding/onboarding-schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { resetAppStore } from '@/lib/store';
import { GuideAndScreen } from './guide-and-screen';

const server = startMswServer();

beforeEach(() => resetAppStore());

/** A new agent on a new device: the guide's state is unknown until the server's answer, held here. */
function renderForNewAgent() {
  const tour = { ...INITIAL_ONBOARDING_STATE, isActive: true, showTutorial: true, tutorialPage: '/dashboard' };
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('*/api/onboarding', async () => {
      await answered;
      return HttpResponse.json(toOnboardingResponse(tour, NO_ONBOARDING_DATA));
    }),
  );
  // Every state the page is ever drawn in, as the agent would see it frame by frame.
  const drawn: { guide: boolean; skeleton: boolean; screen: boolean }[] = [];
  const record = () =>
    drawn.push({
      guide: screen.queryByRole('heading', { name: 'Welcome to Porchlight' }) !== null,
      skeleton: screen.queryByText('Loading dashboard') !== null,
      screen: screen.queryByText('The dashboard itself') !== null,
    });
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true });
  renderWithRouter(<></>, { url: '/dashboard', routes: [{ path: '/', element: <GuideAndScreen />, children: [{ path: 'dashboard', element: <p>The dashboard itself</p> }] }] });
  return { answer, drawn, stop: () => observer.disconnect() };
}

describe('GuideAndScreen', () => {
  it("shows the screen's skeleton until the guide's state is known, then the guide and the screen together", async () => {
    const { answer, drawn, stop } = renderForNewAgent();
    expect(await screen.findByText('Loading dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Porchlight' })).not.toBeInTheDocument();
    expect(screen.queryByText('The dashboard itself')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: 'Welcome to Porchlight' })).toBeInTheDocument();
    expect(screen.getByText('The dashboard itself')).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard')).not.toBeInTheDocument();
    stop();
    // The guide never appeared above the skeleton (it would push the skeleton down: a layout shift).
    expect(drawn.filter((state) => state.guide && state.skeleton)).toEqual([]);
  });
});
