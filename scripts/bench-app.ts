// The whole server as `npm start` wires it (compose + createApp + @hono/node-server), in this
// process, on a loopback port: for the benches that need real sockets (the realtime fan-out, the
// soak). PGlite in a temporary data directory, or the PostgreSQL database a URL names.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../apps/server/src/app.ts';
import { compose, type Composition } from '../apps/server/src/compose.ts';
import { loadConfig, type Config } from '../apps/server/src/env.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';

export type BenchAgent = { userId: string; cookie: string };

export type BenchApp = {
  config: Config;
  composition: Composition;
  port: number;
  /** Signs a new agent up (in process) and returns the session cookie its requests send. */
  signUpAgent(name: string): Promise<BenchAgent>;
  /** Headers of a signed-in browser tab: the session cookie and the app's origin (writes need it). */
  headersOf(agent: BenchAgent): Record<string, string>;
  close(): Promise<void>;
};

export type BenchAppOptions = {
  /** Runs the job worker and its schedules, as `npm start` does (reactions such as "new lead" notifications). */
  backgroundJobs?: boolean;
  /** More environment for loadConfig (DEV_MAILBOX=true mounts the development routes). */
  env?: Record<string, string>;
};

export async function startBenchApp(databaseUrl: string | undefined, options: BenchAppOptions = {}): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    ...options.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const composition = await compose(config, createLogger('silent'));
  const app = createApp(composition.deps, composition.services);
  if (options.backgroundJobs) await composition.startBackgroundJobs();
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as { port: number }).port;
  let signUps = 0;

  return {
    config,
    composition,
    port,
    async signUpAgent(name) {
      const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
      // Each sign-up from its own address: better-auth allows 10 a minute from one.
      const remoteAddress = `127.0.${1 + Math.floor(signUps / 250)}.${1 + (signUps++ % 250)}`;
      const response = await app.request(
        '/api/auth/sign-up/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: config.appUrl },
          body: JSON.stringify({ email, name, password: 'bench password' }),
        },
        { incoming: { socket: { remoteAddress } } },
      );
      if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const userId = ((await response.json()) as { user: { id: string } }).user.id;
      return { userId, cookie };
    },
    headersOf: (agent) => ({ cookie: agent.cookie, origin: config.appUrl }),
    async close() {
      // Streams never finish on their own: end them so the server can close, as main.ts does.
      composition.services.realtime.streams.closeAll();
      (server as http.Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await composition.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
