// A built Porchlight for the start-up bench (scripts/bench-lighthouse.ts): its server on a fresh
// embedded database, behind the HTTPS front unless asked for plain HTTP/1.1, with a new agent who
// has a lead and a lead form, and a browser signed in as that agent.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';
import { startHttpsFront, type HttpsFront } from './bench-https-front.ts';

/** A build to measure: a folder holding apps/server/dist and apps/web/dist. */
export type Build = { name: string; dir: string };

/**
 * A running build: its server (`serverUrl`, plain HTTP/1.1), the address the browser visits (`url`:
 * its HTTPS front, or the server itself with BENCH_HTTP1), and a new agent with a lead and a lead form.
 */
export type Served = {
  build: Build;
  url: string;
  serverUrl: string;
  server: ChildProcess;
  front?: HttpsFront;
  dataDir: string;
  cookie: string;
  leadId: string;
  formId: string;
};

export async function startServer(build: Build, port: number, { http1 }: { http1: boolean }): Promise<Served> {
  const serverUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-lighthouse-'));
  const frontPort = port + 100;
  const url = http1 ? serverUrl : `https://localhost:${frontPort}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: url, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(build.dir, 'apps/server/dist/main.js')], {
    env,
    cwd: build.dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The ${build.name} server stopped while starting`);
    if (
      await fetch(`${serverUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const front = http1 ? undefined : await startHttpsFront(port, frontPort, dataDir);
  const cookie = await newAgentCookie(serverUrl, url);
  const api = async <T>(apiPath: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${serverUrl}${apiPath}`, { ...init, headers: { 'content-type': 'application/json', origin: url, cookie } });
    if (!res.ok) throw new Error(`${apiPath} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const lead = await api<{ id: string }>('/api/leads', { method: 'POST', body: JSON.stringify({ name: 'Jordan Bench' }) });
  const form = await api<{ publicId: string }>('/api/lead-capture/form');
  return { build, url, serverUrl, server, front, dataDir, cookie, leadId: lead.id, formId: form.publicId };
}

/** A new agent's cookies, as the sign-up form on `origin` leaves them. */
async function newAgentCookie(serverUrl: string, origin: string): Promise<string> {
  const signUp = await fetch(`${serverUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench Agent',
      email: `lighthouse-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'bench correct horse',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  return signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A browser with the agent signed in (its session cookie), whose profile keeps the service worker's cache between visits. */
export async function openBrowser(served: Served, chromePath: string, args: string[]): Promise<BrowserContext> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args });
  const [name, value] =
    served.cookie
      .split('; ')
      .map((c) => c.split('='))
      .find(([n]) => n?.includes('session_token')) ?? [];
  if (name && value) await context.addCookies([{ name, value, url: served.url }]);
  return context;
}
