import { expect } from 'vitest';
import type { messagingAgent } from './messaging-agent.ts';
import type { TestApp } from './test-app.ts';
import { documentContract, type DocumentContract } from './v1-contract.ts';

type Agent = Awaited<ReturnType<typeof messagingAgent>>;

/** A key made in Settings > API, as the agent makes it. */
export async function keyFor(agent: Agent, scope: 'read' | 'read_write' | 'extension' = 'read_write') {
  const res = await agent.post('/api/settings/api-keys', {
    name: scope === 'extension' ? 'Chrome on my laptop' : `Zapier ${scope}`,
    scope,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string; apiKey: { id: string } }).key;
}

const contracts = new WeakMap<TestApp, DocumentContract>();
/** The app's own OpenAPI document as a checker of its answers. */
export function contractOf(t: TestApp) {
  let contract = contracts.get(t);
  if (!contract) contracts.set(t, (contract = documentContract(t.services.publicApi.v1.document)));
  return contract;
}

/**
 * A call as an integration makes it: a Bearer key, no cookie, no browser headers. Every answer
 * is checked against the OpenAPI document (declared status, body valid against its schema), so
 * each v1 test is also a contract test.
 */
export const v1Caller =
  (t: TestApp) =>
  async (key: string, method: string, path: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await t.request(`/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    expect(await contractOf(t).checkResponse(method, path, res), `${method} ${path} against the OpenAPI document`).toBeNull();
    return res;
  };
