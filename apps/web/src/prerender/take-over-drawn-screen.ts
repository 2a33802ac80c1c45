/** The router, as far as taking over a drawn screen needs it. */
type RouterState = { initialized: boolean };
type StartingRouter = { state: RouterState; subscribe: (listener: (state: RouterState) => void) => () => void };

/**
 * How long a drawn screen waits for its code before the app renders anyway (its loading state):
 * on a connection that stalls, a form that does nothing for longer would look broken.
 */
export const DRAWN_SCREEN_WAIT_MS = 3000;

/**
 * Renders the app over the page's root. When the server sent the screen already drawn (decision
 * 036, inert until now), the drawing stays until the router has the screen's code, so it is
 * replaced by the same screen, never by a spinner between; or until `waitMs` have passed.
 */
export function renderOverDrawnScreen(root: Element, router: StartingRouter, render: () => void, waitMs = DRAWN_SCREEN_WAIT_MS): void {
  if (!root.firstElementChild || router.state.initialized) return render();
  let done = false;
  let stop = () => {};
  const renderOnce = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    stop();
    render();
  };
  const timer = setTimeout(renderOnce, waitMs);
  stop = router.subscribe((state) => {
    if (state.initialized) renderOnce();
  });
}
