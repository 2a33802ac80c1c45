import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_SCREEN_WAIT_MS, renderOverDrawnScreen } from './take-over-drawn-screen';

function startingRouter(initialized = false) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe: (listener: (state: { initialized: boolean }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finishLoading: () => {
      router.state = { initialized: true };
      for (const listener of [...listeners]) listener(router.state);
    },
    get listening() {
      return listeners.size;
    },
  };
  return router;
}

const rootWith = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('the app taking over a drawn screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders at once when the page came empty, or the router already has the screen', () => {
    for (const [root, router] of [
      [rootWith(''), startingRouter()],
      [rootWith('<div inert class="contents"><main></main></div>'), startingRouter(true)],
    ] as const) {
      const render = vi.fn();
      renderOverDrawnScreen(root, router, render);
      expect(render).toHaveBeenCalledTimes(1);
      expect(router.listening).toBe(0);
    }
  });

  it("keeps the drawn screen until the router has the screen's code, then renders once", () => {
    const router = startingRouter();
    const render = vi.fn();
    renderOverDrawnScreen(rootWith('<div inert class="contents"><main></main></div>'), router, render);
    expect(render).not.toHaveBeenCalled();
    router.finishLoading();
    expect(render).toHaveBeenCalledTimes(1);
    expect(router.listening).toBe(0);
    vi.advanceTimersByTime(DRAWN_SCREEN_WAIT_MS * 2);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders anyway when the code is slow, and not again when it arrives', () => {
    const router = startingRouter();
    const render = vi.fn();
    renderOverDrawnScreen(rootWith('<div inert class="contents"><main></main></div>'), router, render);
    vi.advanceTimersByTime(DRAWN_SCREEN_WAIT_MS - 1);
    expect(render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(router.listening).toBe(0);
    router.finishLoading();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
