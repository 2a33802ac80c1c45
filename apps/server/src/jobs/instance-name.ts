import pg from 'pg';
import { APPLICATION_NAMES, POOL_CONNECT_TIMEOUT_MS } from '../db/connection-loss.ts';
import type { Logger } from '../lib/logger.ts';

/** How soon a lost hold on the name is tried again. */
const RETRY_MS = 1_000;

/**
 * Holds an instance's name (its host and port, the same after a restart) for as long as the
 * process lives: a session advisory lock on a connection of its own. PostgreSQL ends the session
 * when the process dies, so an instance that gets the name at start knows that no live process
 * has it, and that the jobs leased under it belong to its own previous life (decision 046). One
 * that finds the name held (two live instances given one name) answers `held: false` and must
 * not take anything back. A hold lost on the way (the connection cut) is taken again.
 */
export async function holdInstanceName(pool: pg.Pool, name: string, logger: Logger) {
  const key = `porchlight-instance:${name}`;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function take(): Promise<boolean> {
    const next = new pg.Client({
      ...pool.options,
      application_name: APPLICATION_NAMES.jobWorker,
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    next.on('error', (err) => logger.warn({ err: err.message, name }, "Jobs: the connection holding this instance's name was lost"));
    next.on('end', () => lost(next));
    await next.connect();
    const { rows } = await next.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS held', [key]);
    if (!rows[0]!.held || closed) {
      await next.end().catch(() => {});
      return false;
    }
    client = next;
    return true;
  }

  function lost(which: pg.Client) {
    if (closed || client !== which) return;
    client = undefined;
    const again = () => {
      retry = setTimeout(() => {
        take().then(
          (held) => held || logger.warn({ name }, "Jobs: another instance took this instance's name while its connection was down"),
          again,
        );
      }, RETRY_MS);
      retry.unref();
    };
    again();
  }

  const held = await take();
  return {
    held,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
