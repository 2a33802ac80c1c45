import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { renderWithRouter } from '@/test/render';
import { INSTALL_HINT_DISMISSED_KEY, InstallAppCard } from './install-app-card';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const originalUserAgent = navigator.userAgent;

beforeAll(() => captureInstallPrompt());
beforeEach(() => localStorage.removeItem(INSTALL_HINT_DISMISSED_KEY));
afterEach(() => Object.defineProperty(navigator, 'userAgent', { configurable: true, value: originalUserAgent }));

/** Chrome's install offer, as the browser fires it. */
function offerInstall() {
  const calls = { prompted: 0 };
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => void calls.prompted++,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(event));
  return { calls, event };
}

describe('Add to Home Screen guidance', () => {
  it('shows nothing where no way to install is known', () => {
    renderWithRouter(<InstallAppCard />);
    expect(screen.queryByRole('heading', { name: /Home Screen/ })).toBeNull();
  });

  it("offers Chrome's install dialog in place of the browser's own banner", async () => {
    renderWithRouter(<InstallAppCard />);
    const { calls, event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install Porchlight' }));
    expect(calls.prompted).toBe(1);
    // The offer is used up: the card goes away with it.
    expect(screen.queryByRole('button', { name: 'Install Porchlight' })).toBeNull();
  });

  it('gives Safari on an iPhone the taps to make, and stays dismissed once dismissed', async () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IPHONE });
    const { unmount } = renderWithRouter(<InstallAppCard />);
    expect(screen.getByText(/Add to Home Screen/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
    unmount();
    renderWithRouter(<InstallAppCard />);
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
  });
});
