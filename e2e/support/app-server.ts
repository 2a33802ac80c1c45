import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A Porchlight server on its own port and data directory: the compiled server and the web app
 * that `npm run build` made (what production runs), started with plain node. Stops with
 * SIGTERM, like a deploy. `env` adds to the development defaults below.
 */
export function appServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const url = `http://localhost:${port}`;
  let child: ChildProcess | undefined;

  async function waitForHealth(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the server on ${url} did not become healthy`);
  }

  return {
    url,
    async start(timeoutMs?: number) {
      child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'apps/server/dist/main.js'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          DATA_DIR: dataDir,
          APP_URL: url,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          SMTP_URL: '',
          DEV_MAILBOX: 'true',
          ...env,
        },
      });
      await waitForHealth(timeoutMs);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
