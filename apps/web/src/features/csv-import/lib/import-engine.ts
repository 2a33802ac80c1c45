import type { ColumnMapping } from '@porchlight/domain/csv-import/auto-map';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { EngineRequest, EngineResponse } from './import-engine-protocol';
import type { BinaryFile, ImportSession, LoadedFile, PreviewSummary } from './import-session';

/** What the dialog asks of whoever reads the file: the worker, or the page itself as a fallback. */
export type ImportEngine = {
  /** The sample: header, first rows, format and auto-mapping, at once (or that the file is binary). */
  load: (entity: ImportEntity, file: Blob) => Promise<LoadedFile | BinaryFile>;
  /** The preview of the sample under a mapping. */
  convert: (mapping: ColumnMapping) => Promise<PreviewSummary>;
  /** Every row of the file checked under a mapping, the counts heard as they grow. */
  scan: (mapping: ColumnMapping, onProgress?: (summary: PreviewSummary) => void) => Promise<PreviewSummary>;
  dispose: () => void;
};

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

function workerEngine(): ImportEngine {
  const worker = new Worker(new URL('../workers/csv-import.worker.ts', import.meta.url), { type: 'module' });
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; onProgress?: (p: unknown) => void }>();
  worker.onmessage = ({ data }: MessageEvent<EngineResponse>) => {
    const call = pending.get(data.id);
    if (!call) return;
    if (data.type === 'progress') return call.onProgress?.(data.progress);
    pending.delete(data.id);
    if (data.type === 'result') call.resolve(data.result);
    else call.reject(new Error(data.message));
  };
  worker.onerror = (event) => {
    for (const call of pending.values()) call.reject(new Error(event.message || 'Unknown error occurred'));
    pending.clear();
  };
  const send = <T>(request: Distribute<EngineRequest>, onProgress?: (p: never) => void) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress: onProgress as ((p: unknown) => void) | undefined });
      worker.postMessage({ ...request, id });
    });
  return {
    load: (entity, file) => send({ type: 'load', entity, file }),
    convert: (mapping) => send({ type: 'convert', mapping }),
    scan: (mapping, onProgress) => send({ type: 'scan', mapping }, onProgress),
    dispose: () => worker.terminate(),
  };
}

/** Loaded only where there is no Worker, so browsers never download the parser twice. */
function inPageEngine(): ImportEngine {
  let session: Promise<ImportSession> | null = null;
  const get = () => (session ??= import('./import-session').then((m) => m.createImportSession()));
  return {
    load: async (entity, file) => (await get()).load(entity, file),
    convert: async (mapping) => (await get()).convert(mapping),
    scan: async (mapping, onProgress) => (await get()).scan(mapping, onProgress),
    dispose: () => {},
  };
}

/** A Web Worker where the browser has them (every real one); the same code on the page otherwise (jsdom). */
export function createImportEngine(): ImportEngine {
  return typeof Worker === 'undefined' ? inPageEngine() : workerEngine();
}
