import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/lib/logger.ts';

// Real worker processes on a real database: killed with SIGKILL, restarted, two at once. On
// PGlite (one process at a time may open its files) the test opens the database only between
// workers; on PostgreSQL (DATABASE_URL) everything runs side by side.
const serverUrl = process.env.DATABASE_URL;
const script = path.join(import.meta.dirname, 'job-worker-process.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function setup() {
  const namespace = `p${crypto.randomUUID().slice(0, 8)}:`;
  const dataDir = serverUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-jobs-'));
  const where = serverUrl ? { WORKER_DATABASE_URL: serverUrl } : { WORKER_DATA_DIR: dataDir! };
  const open = (): Promise<DatabaseHandle> => openDatabase(serverUrl ? { databaseUrl: serverUrl, poolSize: 2 } : { dataDir: dataDir! });

  /** Starts a worker process; `lines` collects what it prints, `waitFor` waits for a line. */
  function worker(extra: Record<string, string> = {}) {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...where, WORKER_NAMESPACE: namespace, ...extra },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const lines: string[] = [];
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      lines.push(...parts);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // A worker starts tsx and opens (on PGlite, creates and migrates) its database first: on CI's
    // two busy cores that took over 30 s before its first line.
    async function waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = lines.find((l) => pattern.test(l));
        if (line) return line;
        if (Date.now() > deadline) throw new Error(`no line like ${pattern} within ${timeoutMs} ms; got ${JSON.stringify(lines)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    const stop = async () => {
      child.kill('SIGTERM');
      return exited;
    };
    return { child, lines, waitFor, exited, stop };
  }

  /** Enqueues `count` effect jobs from this process (same namespace, never worked here). */
  async function enqueue(count: number): Promise<string[]> {
    const database = await open();
    const queue = createJobQueue(database, createLogger('silent'), { namespace });
    queue.define({ queue: 'effect', payload: z.object({ n: z.number() }), run: async () => {} });
    const ids = await queue.enqueueMany(
      database.db,
      'effect',
      Array.from({ length: count }, (_, n) => ({ payload: { n } })),
    );
    await database.close();
    return ids;
  }

  async function results(ids: string[]) {
    const database = await open();
    const effects = (await database.db.execute(
      sql`SELECT job_id::text AS job_id, worker FROM job_test_effects WHERE job_id::text IN ${ids}`,
    )) as unknown as { rows: { job_id: string; worker: string }[] };
    const states = (await database.db.execute(
      sql`SELECT id::text AS id, state, attempts FROM jobs WHERE id::text IN ${ids}`,
    )) as unknown as { rows: { id: string; state: string; attempts: number }[] };
    await database.close();
    return { effects: effects.rows, states: states.rows };
  }

  return { worker, enqueue, results, cleanup: () => dataDir && fs.rmSync(dataDir, { recursive: true, force: true }) };
}

describe('job workers as real processes', () => {
  it('a worker killed (SIGKILL) in the middle of a job: the job runs again after its lease, and its effect happens once', async () => {
    const s = setup();
    const [id] = await s.enqueue(1);
    const first = s.worker({ SLOW_FIRST_TRY: '1', WORKER_LEASE_SECONDS: '2' });
    await first.waitFor(new RegExp(`effect written ${id}`));
    first.child.kill('SIGKILL');
    await first.exited;

    const second = s.worker({ REPORT_RUNS: '1', WORKER_LEASE_SECONDS: '2' });
    await second.waitFor(new RegExp(`ran ${id} attempt 2`));
    await new Promise((r) => setTimeout(r, 300));
    expect(await second.stop()).toBe(0);
    const { effects, states } = await s.results([id!]);
    expect(effects).toHaveLength(1);
    expect(states).toEqual([{ id, state: 'completed', attempts: 2 }]);
    s.cleanup();
  }, 150_000);

  it('a job scheduled 2 s ahead survives a restart and runs once, at its time', async () => {
    const s = setup();
    const due = Date.now() + 2_000;
    const enqueuer = s.worker({ ENQUEUE_AT: new Date(due).toISOString() });
    const id = (await enqueuer.waitFor(/^enqueued /)).split(' ')[1]!;
    expect(await enqueuer.exited).toBe(0);

    const restarted = s.worker({ REPORT_RUNS: '1' });
    const ran = await restarted.waitFor(new RegExp(`ran ${id} attempt 1`));
    expect(Number(ran.split(' at ')[1])).toBeGreaterThanOrEqual(due - 50);
    await new Promise((r) => setTimeout(r, 300));
    expect(await restarted.stop()).toBe(0);
    const { effects, states } = await s.results([id]);
    expect(effects).toHaveLength(1);
    expect(states).toEqual([{ id, state: 'completed', attempts: 1 }]);
    s.cleanup();
  }, 150_000);

  it.skipIf(!serverUrl)(
    'an instance restarted under its name runs at once what it left running, not after the lease',
    async () => {
      const s = setup();
      const [id] = await s.enqueue(1);
      const first = s.worker({ WORKER_INSTANCE: 'host-a:3000', SLOW_FIRST_TRY: '1', WORKER_LEASE_SECONDS: '60' });
      await first.waitFor(new RegExp(`effect written ${id}`));
      first.child.kill('SIGKILL');
      await first.exited;

      const restarted = s.worker({ WORKER_INSTANCE: 'host-a:3000', REPORT_RUNS: '1', WORKER_LEASE_SECONDS: '60' });
      await restarted.waitFor(new RegExp(`ran ${id} attempt 2`), 15_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(await restarted.stop()).toBe(0);
      const { effects, states } = await s.results([id!]);
      expect(effects).toHaveLength(1);
      expect(states).toEqual([{ id, state: 'completed', attempts: 2 }]);
    },
    150_000,
  );

  it.skipIf(!serverUrl)(
    'a second live instance given the same name takes back nothing of the first',
    async () => {
      const s = setup();
      const [id] = await s.enqueue(1);
      const first = s.worker({ WORKER_INSTANCE: 'host-b:3000', SLOW_FIRST_TRY: '1', WORKER_LEASE_SECONDS: '60' });
      await first.waitFor(new RegExp(`effect written ${id}`));
      const second = s.worker({ WORKER_INSTANCE: 'host-b:3000', REPORT_RUNS: '1', WORKER_LEASE_SECONDS: '60' });
      await second.waitFor(/^ready$/);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(second.lines.filter((l) => l.startsWith(`ran ${id}`))).toEqual([]);
      expect((await s.results([id!])).states).toEqual([{ id, state: 'running', attempts: 1 }]);
      expect(await second.stop()).toBe(0);
    },
    150_000,
  );

  it.skipIf(!serverUrl)(
    'two instances on one PostgreSQL process 1,000 jobs: none lost, none run twice',
    async () => {
      const s = setup();
      const ids = await s.enqueue(1_000);
      const a = s.worker({ WORKER_NAME: 'instance-a' });
      const b = s.worker({ WORKER_NAME: 'instance-b' });
      await Promise.all([a.waitFor(/^ready$/), b.waitFor(/^ready$/)]);
      const deadline = Date.now() + 45_000;
      let done = 0;
      while (done < ids.length && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        done = (await s.results(ids)).states.filter((j) => j.state === 'completed').length;
      }
      await Promise.all([a.stop(), b.stop()]);
      const { effects, states } = await s.results(ids);
      expect(states.filter((j) => j.state === 'completed')).toHaveLength(1_000);
      expect(states.every((j) => j.attempts === 1)).toBe(true);
      expect(effects).toHaveLength(1_000);
      expect(new Set(effects.map((e) => e.job_id)).size).toBe(1_000);
      expect(new Set(effects.map((e) => e.worker))).toEqual(new Set(['instance-a', 'instance-b']));
    },
    90_000,
  );
});
