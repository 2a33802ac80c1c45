import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component as SignInScreen } from '@/app/routes/signin';
import { Component as SignUpScreen } from '@/app/routes/signup';
import { type AppConfig, appConfigQueryOptions } from '@/lib/app-config';

/**
 * The public screens the server sends already drawn to a visitor with no session (issue 15,
 * decision 036): the page shows the screen as soon as its HTML and styles arrive, instead of after
 * the app's scripts and the screen's own have downloaded and run. Built into the web app's dist
 * (scripts/prerender.mjs); the server renders each once with its settings (lib/web-app.ts).
 */
const SCREENS = { '/signin': SignInScreen, '/signup': SignUpScreen } satisfies Record<string, ComponentType>;

export type PrerenderedPath = keyof typeof SCREENS;
export const PRERENDERED_PATHS = Object.keys(SCREENS) as PrerenderedPath[];

/**
 * The screen as the app's first render draws it, inside an inert wrapper: until the app replaces
 * it (main.tsx) nothing in it can be focused, typed into or pressed, so no keystroke is lost and
 * no form is sent without the app. `contents` keeps the wrapper out of the layout.
 */
export function renderPrerenderedScreen(path: PrerenderedPath, appConfig: AppConfig): string {
  const Screen = SCREENS[path];
  // The server's own settings (its social sign-in buttons), as the app has them at start.
  const queryClient = new QueryClient();
  queryClient.setQueryData(appConfigQueryOptions().queryKey, appConfig);
  return renderToString(
    <div inert className="contents">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Screen />
        </MemoryRouter>
      </QueryClientProvider>
    </div>,
  );
}
