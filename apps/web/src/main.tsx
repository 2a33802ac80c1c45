import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-screen';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { seedAppConfigFromPage } from './lib/app-config';
import { queryClient } from './lib/query-client';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

seedAppConfigFromPage(queryClient);
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// A transition, so React renders the first screen in slices between which the browser can
// answer a tap, not in one long task (issue 15).
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
// The server sent the screen already drawn (src/prerender/, inert until now): it stays until the
// router has the screen's code, so it is replaced by the same screen, never by a spinner between.
if (container.firstElementChild && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else render();
captureInstallPrompt();
registerServiceWorker();
