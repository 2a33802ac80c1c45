import { expect } from 'vitest';
import type { messagingAgent } from './messaging-agent.ts';
import type { TestApp } from './test-app.ts';

type Agent = Awaited<ReturnType<typeof messagingAgent>>;

/** A key made in Settings > API, as the agent makes it. */
export async function keyFor(agent: Agent, scope: 'read' | 'read_write' = 'read_write') {
  const res = await agent.post('/api/settings/api-keys', { name: `Zapier ${scope}`, scope });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string; apiKey: { id: string } }).key;
}

/** A call as an integration makes it: a Bearer key, no cookie, no browser headers. */
export const v1Caller =
  (t: TestApp) =>
  (key: string, method: string, path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.request(`/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
