import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate, timeoutManager } from '@tanstack/react-query';
import { AppErrorBoundary } from './app/error-screen';
import { followWindowWidthAtStart } from './app/layout/use-sidebar-auto-collapse';
import { startSessionWatch } from './features/auth/hooks/use-auth';
import { setSignedInUser } from './features/auth/api/get-session';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { startLoadingScreenCode } from './app/screen-code-at-start';
import { seedAppConfigFromPage } from './lib/app-config';
import { queryClient } from './lib/query-client';
import { coalescedTimeouts } from './lib/coalesced-timeouts';
import { warmUpClassMerging } from './lib/cn';
import { inATaskOfItsOwn } from './lib/task-of-its-own';
import { renderOverDrawnScreen } from './prerender/take-over-drawn-screen';
import { takeDrawnScreen } from './prerender/drawn-screen-data';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

// Before the first query is made: a provider cannot clear another's timers.
timeoutManager.setTimeoutProvider(coalescedTimeouts());
seedAppConfigFromPage(queryClient);
const drawnScreen = takeDrawnScreen();
// A signed-in screen sent drawn (decision 041): the app starts with the session and the answers
// it was drawn from, so its first render is that screen, asking nothing more.
if (drawnScreen.kind === 'drawn') {
  hydrate(queryClient, drawnScreen.data.answers);
  setSignedInUser(drawnScreen.data.user);
}
// Spec 000 §4: the session is read 100 ms after start, while the screen's code downloads, not
// once the guard that needs it has arrived and rendered (issue 15).
startSessionWatch();
followWindowWidthAtStart();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Hidden on this device (its own settings draw the shell differently): the app's loading state
// shows at once instead, as on a page sent undrawn.
if (drawnScreen.kind === 'hidden') container.replaceChildren();

function openSessionStorage() {
  try {
    sessionStorage.getItem('porchlight');
  } catch {
    // Storage refused (a privacy setting): the router's own read is refused too, and ignored.
  }
}

function startApp(root: Element) {
  const router = createAppRouter();
  const reactRoot = createRoot(root);
  // A transition, so React renders the first screen in slices between which the browser can
  // answer a tap, not in one long task (issue 15).
  const render = () =>
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <AppErrorBoundary>
            <Providers>
              <RouterProvider router={router} />
            </Providers>
          </AppErrorBoundary>
        </StrictMode>,
      ),
    );
  renderOverDrawnScreen(root, router, render);
}

// The entry's evaluation is one long task on a slow phone. The request for the screen's code,
// the router's start (55 ms of that task at 4x CPU) and tailwind-merge's first call each run in
// a task of their own after it, where the browser can give one (issue 15).
inATaskOfItsOwn(() => startLoadingScreenCode(window.location.pathname));
// The page's first read of session storage opens it: 5-10 ms in a new browser (Lighthouse's),
// inside the router's start, which reads it for its view transitions.
inATaskOfItsOwn(openSessionStorage);
inATaskOfItsOwn(() => startApp(container));
inATaskOfItsOwn(warmUpClassMerging);
captureInstallPrompt();
registerServiceWorker();
