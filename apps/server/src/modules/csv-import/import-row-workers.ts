import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { createRowBatchConverter, type ConvertedBatch, type RowBatch, type RowBatchContext } from './import-row-batches.ts';

/**
 * Two threads already take most of an import's own work; more would crowd out the database.
 * The embedded database gets one: it writes only once the file is read (its one connection), so
 * a second thread saved no time on a million rows and cost 40–60 MB (decision 029).
 */
export const defaultImportThreads = (embeddedDatabase = false) => Math.min(embeddedDatabase ? 1 : 2, os.availableParallelism());

/** Converts an import's batches of records: in worker threads, or in this thread. */
export type RowBatchConverters = { convert: (batch: RowBatch) => Promise<ConvertedBatch>; close: () => Promise<void> };

/**
 * A thread converts one batch (at most 1,000 records or a million characters) at a time and
 * keeps nothing between batches (about 10 MB live), yet V8 sizes each thread's heap like the
 * server's and collects late: two threads held about 180 MB during a million-row import. Small
 * heaps keep the server under 500 MB (decision 029).
 */
const IMPORT_THREAD_HEAP = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 };

/**
 * Starts the worker's script beside this module: the bundle's own file in the compiled server
 * (the build writes it beside main.js), or the TypeScript source when the server runs from it
 * (tests, `npm run dev`). A worker does not inherit tsx, and Node 20 ignores `--import tsx` in a
 * worker's execArgv, so the source worker registers tsx itself before importing the script.
 */
function startWorker(context: RowBatchContext): Worker {
  const options = { workerData: context, resourceLimits: IMPORT_THREAD_HEAP };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./import-row-worker.js', import.meta.url), options);
  const script = new URL('./import-row-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(boot, { eval: true, ...options });
}

/** In this thread: for a small file, where starting threads would cost more than they save. */
export function inProcessConverters(context: RowBatchContext): RowBatchConverters {
  const convert = createRowBatchConverter(context);
  return { convert: async (batch) => convert(batch), close: async () => {} };
}

/**
 * `threads` worker threads, given batches in turn. Each thread answers in the order it was
 * asked, so the answers can be awaited in the file's order. A thread that dies fails every batch
 * it still had (the import then fails or is retried; nothing was written).
 */
export function workerConverters(context: RowBatchContext, threads: number): RowBatchConverters {
  type Waiting = { resolve: (batch: ConvertedBatch) => void; reject: (error: Error) => void };
  let nextId = 0;
  const pools = Array.from({ length: threads }, () => {
    const waiting = new Map<number, Waiting>();
    const worker = startWorker(context);
    const failAll = (error: Error) => {
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
    };
    worker.on('message', ({ id, result, error }: { id: number; result?: ConvertedBatch; error?: string }) => {
      const w = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) w?.reject(new Error(error));
      else w?.resolve(result!);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`An import thread stopped (exit code ${code})`)));
    return { worker, waiting };
  });
  let turn = 0;
  return {
    convert(batch) {
      const { worker, waiting } = pools[turn++ % pools.length]!;
      const id = nextId++;
      return new Promise<ConvertedBatch>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, batch });
      });
    },
    async close() {
      await Promise.all(pools.map(({ worker }) => worker.terminate()));
    },
  };
}
