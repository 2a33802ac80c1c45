import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { SERVER_NODE_ARGS } from '../../../scripts/server-node-args.mjs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createFileDatabase, dropDatabaseOnceClosed } from './postgres-databases.ts';
import { TEST_APP_URL } from './test-app.ts';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The run's migrated PGlite, written as the files a server's DATA_DIR holds. */
async function copyPgliteTemplate(dir: string) {
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create(dir, {
    loadDataDir: new Blob([template], { type: 'application/x-gzip' }),
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  await pglite.close();
}

/**
 * A database of the server process's own: a data directory for the embedded database, or an
 * empty database of this run on the PostgreSQL server (the process migrates it, and runs every
 * job and schedule it finds, so it must not share the file's database). `open` reads it from the
 * test: on PGlite only while the process is stopped (one process opens those files).
 * `migrated`: a copy of the run's migrated template instead (a database on PostgreSQL, the
 * files on PGlite), so the process starts in a second or two rather than applying every
 * migration: for tests that are not about the start. An empty PGlite took 9 s to migrate idle,
 * and over the health wait beside the e2e journeys on CI's 2 cores.
 */
export async function processDatabase({ migrated = false } = {}) {
  const serverUrl = inject('postgresServer');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-fault-'));
  if (!serverUrl) {
    if (migrated) await copyPgliteTemplate(path.join(dataDir, 'pglite'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: (): Promise<DatabaseHandle> => openDatabase({ dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const databaseUrl = await createFileDatabase(serverUrl, { empty: !migrated });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: (): Promise<DatabaseHandle> => openDatabase({ databaseUrl, poolSize: 2 }),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const open = await dropDatabaseOnceClosed(serverUrl, databaseUrl);
      if (open > 0)
        throw new Error(
          `${open} connection(s) to the server process's database were still open 5 s after it stopped: close every handle \`open\` gave`,
        );
    },
  };
}

/**
 * The server as production runs it (the built main.js with `npm start`'s Node arguments, in a process of its own) for the tests that kill
 * it: `kill` is SIGKILL, no shutdown code runs. Its APP_URL is the test apps' one, so the
 * helpers' origin headers and signed webhooks hold; it listens on a free port of its own.
 */
export async function serverProcess(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  async function waitForHealth(timeoutMs = 90_000) {
    const begun = Date.now();
    const deadline = begun + timeoutMs;
    while (Date.now() < deadline) {
      if (child?.exitCode != null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server did not become healthy in ${Date.now() - begun} ms: ${output}`);
  }

  const exited = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => running.once('exit', () => resolve()));

  return {
    url,
    /** Calls the server over loopback; pass the test apps' `json`/`authed` helpers' init for their origin header and cookie. */
    request: (pathname: string, init: RequestInit = {}) => fetch(`${url}${pathname}`, init),
    async start() {
      output = '';
      child = spawn(process.execPath, [...SERVER_NODE_ARGS, inject('serverBundle')], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          APP_URL: TEST_APP_URL,
          APP_SECRET: 'fault-test-secret-that-is-long-enough-0123',
          LOG_LEVEL: 'warn',
          SMTP_URL: '',
          DEV_MAILBOX: 'true',
          // A killed instance's jobs are taken by the next one after this lease (PostgreSQL).
          JOB_LEASE_SECONDS: '3',
          IMPORT_THREADS: '0',
          ...env,
        },
      });
      child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
      await waitForHealth();
    },
    /** SIGKILL: the process ends where it stands, mid-request, mid-job, mid-transaction. */
    async kill() {
      if (!child) return;
      const running = child;
      running.kill('SIGKILL');
      await exited(running);
    },
    async stop() {
      if (!child) return;
      const running = child;
      running.kill('SIGTERM');
      await exited(running);
    },
    get output() {
      return output;
    },
  };
}
export type ServerProcess = Awaited<ReturnType<typeof serverProcess>>;
