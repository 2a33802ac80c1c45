import type { ColumnMapping } from '@porchlight/domain/csv-import/auto-map';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportRowOf } from '@porchlight/domain/csv-import/row-validation';
import type { EngineRequest, EngineResponse } from './import-engine-protocol';
import type { ImportSession, LoadedFile, PreviewSummary } from './import-session';

/** What the dialog asks of whoever reads the file: the worker, or the page itself as a fallback. */
export type ImportEngine = {
  load: (entity: ImportEntity, file: Blob, onProgress?: (fraction: number) => void) => Promise<LoadedFile>;
  convert: (mapping: ColumnMapping) => Promise<PreviewSummary>;
  validRows: (start: number, count: number) => Promise<{ rows: ImportRowOf<ImportEntity>[]; rowNumbers: number[] }>;
  dispose: () => void;
};

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

function workerEngine(): ImportEngine {
  const worker = new Worker(new URL('../workers/csv-import.worker.ts', import.meta.url), { type: 'module' });
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; onProgress?: (f: number) => void }>();
  worker.onmessage = ({ data }: MessageEvent<EngineResponse>) => {
    const call = pending.get(data.id);
    if (!call) return;
    if (data.type === 'progress') return call.onProgress?.(data.fraction);
    pending.delete(data.id);
    if (data.type === 'result') call.resolve(data.result);
    else call.reject(new Error(data.message));
  };
  worker.onerror = (event) => {
    for (const call of pending.values()) call.reject(new Error(event.message || 'Unknown error occurred'));
    pending.clear();
  };
  const send = <T>(request: Distribute<EngineRequest>, onProgress?: (f: number) => void) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress });
      worker.postMessage({ ...request, id });
    });
  return {
    load: (entity, file, onProgress) => send({ type: 'load', entity, file }, onProgress),
    convert: (mapping) => send({ type: 'convert', mapping }),
    validRows: (start, count) => send({ type: 'validRows', start, count }),
    dispose: () => worker.terminate(),
  };
}

/** Loaded only where there is no Worker, so browsers never download the parser twice. */
function inPageEngine(): ImportEngine {
  let session: Promise<ImportSession> | null = null;
  const get = () => (session ??= import('./import-session').then((m) => m.createImportSession()));
  return {
    load: async (entity, file, onProgress) => (await get()).load(entity, file, onProgress),
    convert: async (mapping) => (await get()).convert(mapping),
    validRows: async (start, count) => (await get()).validRows(start, count),
    dispose: () => {},
  };
}

/** A Web Worker where the browser has them (every real one); the same code on the page otherwise (jsdom). */
export function createImportEngine(): ImportEngine {
  return typeof Worker === 'undefined' ? inPageEngine() : workerEngine();
}
