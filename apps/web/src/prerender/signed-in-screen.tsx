import './no-device-storage';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { dehydrate, type Query, QueryClient, skipToken } from '@tanstack/react-query';
import { drawnScreenDataBlock } from '@porchlight/domain/app-config/drawn-screen-data';
import { routes } from '@/app/router';
import { Providers } from '@/app/providers';
import { fetchSession, toAuthUser } from '@/features/auth/api/get-session';
import { appConfigQueryOptions, type AppConfig } from '@/lib/app-config';
import { type AuthUser, INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import type { DrawnScreenData } from './drawn-screen-data';

/** A signed-in screen drawn, and the block of what it was drawn from, both for the page. */
export type DrawnSignedInScreen = { markup: string; dataBlock: string };

// A screen asks for more once earlier answers are in; the dashboard settles in two rounds, and a
// screen still asking after this many is sent undrawn rather than half drawn.
const MAX_ROUNDS = 4;

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** Whether the screen would read this query as it mounts (not one it leaves off until later). */
function readsOnMount(query: Query): boolean {
  // The observer's options, which the query keeps (its own type leaves `enabled` out).
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

function renderOnce(router: AppRouter, queryClient: QueryClient, user: AuthUser): string {
  // The store is the module's, shared by every page this renderer draws: the agent's session is
  // in it for this synchronous render only.
  useSessionStore.setState({ user, isLoading: false, connectionError: false, signedOutByUser: false });
  try {
    // The app's own tree (main.tsx), inside the inert wrapper the app replaces
    // (take-over-drawn-screen.ts). A device whose own settings draw the shell differently hides
    // the drawing before it is painted (index.html's first script sets data-drawn="off").
    return renderToString(
      <div inert className="contents [html[data-drawn=off]_&]:hidden">
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </div>,
    );
  } finally {
    useSessionStore.setState(INITIAL_SESSION_STATE);
  }
}

function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The signed-in agent, read as the app reads it; null when the cookie names no session. */
async function readSessionUser(): Promise<AuthUser | null> {
  const { data } = await fetchSession();
  return data?.user ? toAuthUser(data.user) : null;
}

/**
 * A signed-in screen as the app's first render draws it with the agent's data (issue 15,
 * decision 041), and what it was drawn from. Every read goes through the global `fetch`, which
 * the caller answers for this agent (the server, through its own API with the agent's cookie).
 * Null when there is no session, a read failed, or the screen never settled: the page then goes
 * undrawn, as it always did.
 */
export async function renderSignedInScreen(path: string, appConfig: AppConfig, appRoutes: RouteObject[] = routes): Promise<DrawnSignedInScreen | null> {
  const user = await readSessionUser();
  if (!user) return null;
  // Not the app's client: a failed read is not retried (the page goes undrawn at once) and
  // announces nothing (its toasts would wait in the renderer for a page that never shows them).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(appConfigQueryOptions().queryKey, appConfig);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  try {
    await routerReady(router);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const markup = renderOnce(router, queryClient, user);
      const queries = queryClient.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === 'error')) return null;
      const waiting = queries.filter((query) => query.state.data === undefined && readsOnMount(query));
      if (waiting.length === 0) {
        const data: DrawnScreenData = { user, answers: dehydrate(queryClient) };
        return { markup, dataBlock: drawnScreenDataBlock(data) };
      }
      // A failed read leaves its query in error, and the screen undrawn (above).
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
