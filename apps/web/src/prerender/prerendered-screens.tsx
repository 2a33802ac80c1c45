import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component as SignInScreen } from '@/app/routes/signin';
import { Component as SignUpScreen } from '@/app/routes/signup';

/**
 * The public screens prerendered to static HTML at build time (scripts/prerender.mjs writes
 * dist/signin/index.html and dist/signup/index.html; the server sends them as files): the page
 * shows the screen as soon as its HTML and styles arrive, before the app's scripts have run.
 */
const SCREENS = { '/signin': SignInScreen, '/signup': SignUpScreen } satisfies Record<string, ComponentType>;

export type PrerenderedPath = keyof typeof SCREENS;
export const PRERENDERED_PATHS = Object.keys(SCREENS) as PrerenderedPath[];

/**
 * The screen as the app's first render draws it, inside an inert wrapper: until the app replaces
 * it (main.tsx) nothing in it can be typed into or pressed, so no keystroke is lost and no form is
 * sent without the app. If the app's script fails to load, index.html's first script says so and
 * offers a retry. `contents` keeps the wrapper out of the layout.
 */
export function renderPrerenderedScreen(path: PrerenderedPath): string {
  const Screen = SCREENS[path];
  return renderToString(
    <div inert className="contents">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Screen />
        </MemoryRouter>
      </QueryClientProvider>
    </div>,
  );
}
