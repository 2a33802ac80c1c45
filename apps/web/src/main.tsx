import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-screen';
import { followWindowWidthAtStart } from './app/layout/use-sidebar-auto-collapse';
import { startSessionWatch } from './features/auth/hooks/use-auth';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

// Spec 000 §4: the session is read 100 ms after start, while the screen's code downloads.
startSessionWatch();
// Before the shell's first render, so a phone does not render it once wide and once narrow.
followWindowWidthAtStart();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createAppRouter();
// A prerendered page (/signin, /signup: scripts/prerender.mjs) keeps its static HTML until the
// router has the screen's code, so the app replaces it with the same screen, not a spinner.
if (container.firstElementChild && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A transition: React renders the first screen in slices the browser can answer a tap between.
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  ),
);
captureInstallPrompt();
registerServiceWorker();
