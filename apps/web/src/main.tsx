import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-screen';
import { followWindowWidthAtStart } from './app/layout/use-sidebar-auto-collapse';
import { startSessionWatch } from './features/auth/hooks/use-auth';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { seedAppConfigFromPage } from './lib/app-config';
import { queryClient } from './lib/query-client';
import { renderOverDrawnScreen } from './prerender/take-over-drawn-screen';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

seedAppConfigFromPage(queryClient);
// Spec 000 §4: the session is read 100 ms after start, while the screen's code downloads, not
// once the guard that needs it has arrived and rendered (issue 15).
startSessionWatch();
followWindowWidthAtStart();
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
renderOverDrawnScreen(container, router, render);
captureInstallPrompt();
registerServiceWorker();
