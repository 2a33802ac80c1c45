import { isInAppPath } from '@porchlight/domain/notifications/in-app-path';
import { toastLater } from './toast-later';
import { navigateInApp } from './app-navigate';

/** How often an open app asks whether a new build was deployed (besides each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
export const NEW_VERSION_TEXT = 'A new version is available';

/**
 * Registers the service worker (apps/web/sw): production builds only, never `npm run dev`.
 * A new build's worker takes over by itself; a page that was already controlled offers a
 * reload, since the code it runs is the old build's. A tapped push tells an open window where
 * to go, and the router takes it there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The public lead form (/f/..., often framed on an agent's site) is for visitors: no app shell for them.
  if (window.location.pathname.startsWith('/f/')) return;
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (!hadController) return;
    toastLater((toast) =>
      toast(NEW_VERSION_TEXT, {
        id: 'new-version',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      }),
    );
  });
  container.addEventListener('message', (event: MessageEvent<{ type?: string; url?: unknown }>) => {
    if (event.data?.type === 'porchlight:open' && typeof event.data.url === 'string' && isInAppPath(event.data.url))
      navigateInApp(event.data.url);
  });
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS))
      .catch((error: unknown) => console.warn('The service worker could not be registered; the app works without it.', error));
  };
  // After the page's own loading: the shell's download never competes with the first screen.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
