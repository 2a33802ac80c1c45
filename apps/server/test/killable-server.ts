import { expect, onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { processDatabase, serverProcess, type ServerProcess } from './server-process.ts';
import { TEST_PASSWORD, authed, cookieHeader, json, uniqueEmail } from './test-app.ts';

// The fault tests' server: a real process on a database of its own, killed and dropped when the
// test ends.

export async function killableServer(env: Record<string, string> = {}) {
  const database = await processDatabase({ migrated: true });
  const server = await serverProcess({ ...database.env, ...env });
  onTestFinished(async () => {
    await server.kill();
    await database.drop();
  });
  await server.start();
  /** Runs `change` on the database with the server stopped (PGlite is one process's), then starts it again. */
  const whileStopped = async <T>(change: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> => {
    await server.stop();
    const handle = await database.open();
    try {
      return await change(handle.db);
    } finally {
      await handle.close();
      await server.start();
    }
  };
  return { server, whileStopped };
}

export async function signUpOn(server: ServerProcess) {
  const email = uniqueEmail('fault');
  const res = await server.request('/api/auth/sign-up/email', json({ email, name: 'Dana Agent', password: TEST_PASSWORD }));
  expect(res.status).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = cookieHeader(res);
  const call = (path: string, init: RequestInit = {}) => server.request(path, authed(cookie, init));
  return { userId: user.id, email, cookie, call, post: (path: string, body: unknown) => call(path, json(body)) };
}

export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
