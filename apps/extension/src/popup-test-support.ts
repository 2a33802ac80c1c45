import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SignIn } from './settings';

export const SERVER = 'https://crm.example.com';
export const signIn: SignIn = { server: SERVER, key: 'pl_live_devicekey', agentName: 'Casey Rivera' };

/** A loopback-free stand-in for the agent's Porchlight server: each test says how it answers. */
export function startApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    document.body.replaceChildren();
  });
  afterAll(() => server.close());
  return server;
}

/** Puts a view on the page, as the popup does, and returns it. */
export function mount(view: HTMLElement): HTMLElement {
  document.body.append(view);
  return view;
}

/** A v1 error body, as the server's public API answers one. */
export const v1Error = (message: string, field: string | null = null) => ({ error: { message, field } });
