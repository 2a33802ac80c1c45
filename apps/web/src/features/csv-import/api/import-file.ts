import type { ColumnMapping } from '@porchlight/domain/csv-import/auto-map';
import type { DuplicateMode, ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import {
  IMPORT_FILE_PART_BYTES,
  isImportFinished,
  type ImportFileFormat,
  type ImportFileView,
} from '@porchlight/domain/csv-import/import-file';
import { api, jsonOf } from '@/lib/api';
import { ABORT_MESSAGE, isApiError } from '@/lib/api-client';

export type ImportFileOptions = {
  headers: string[];
  mapping: ColumnMapping;
  format: ImportFileFormat;
  duplicates: DuplicateMode;
  /** Leads: whether the new leads may start flows (issue 46; the server's default is no). */
  startAutomations?: boolean;
  /** Leads: the agent's stage for each file stage the account has no stage of that name for (issue 50). */
  stageChoices?: Record<string, string>;
  /** Import only the file's first new records the plan has room for, rather than fail past its limit. */
  upToLimit?: boolean;
  /** Hears the import as it moves: uploading (bytes sent), then queued, reading and writing on the server. */
  onProgress?: (view: ImportFileView) => void;
  signal?: AbortSignal;
  /** How often the server is asked how far the import is. */
  pollMs?: number;
};

/** A part that fails (a dropped connection) is sent again this many times before the upload gives up. */
const PART_ATTEMPTS = 3;
const POLL_MS = 1_000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException(ABORT_MESSAGE, 'AbortError'));
      },
      { once: true },
    );
  });

async function sendPart(entity: ImportEntity, id: string, seq: number, part: Blob, signal?: AbortSignal) {
  for (let attempt = 1; ; attempt++) {
    try {
      // The part goes as raw bytes (not JSON): the body is the request's own.
      return await jsonOf(
        api.csvImport[entity].imports[':id'].parts[':seq'].$put(
          { param: { id, seq: String(seq) } },
          { init: { body: part, signal }, headers: { 'Content-Type': 'application/octet-stream' } },
        ),
      );
    } catch (error) {
      // The server's own refusals (4xx) are final; a lost connection or a 5xx is tried again.
      if (attempt >= PART_ATTEMPTS || signal?.aborted || (isApiError(error) && error.status < 500)) throw error;
      await wait(500 * attempt, signal);
    }
  }
}

/**
 * Imports a whole file: announces it with what the agent confirmed (columns, mapping, format,
 * duplicates), sends it in 8 MB parts, starts it, then follows the server's job until it ends.
 * The file itself is sent, never held converted in memory: a million rows go as easily as ten.
 */
export async function importFile(entity: ImportEntity, file: Blob & { name: string }, options: ImportFileOptions): Promise<ImportFileView> {
  const { signal, onProgress } = options;
  const imports = api.csvImport[entity].imports;
  let view: ImportFileView = await jsonOf(
    imports.$post(
      {
        json: {
          file_name: file.name,
          file_size: file.size,
          headers: options.headers,
          mapping: options.mapping,
          format: options.format,
          duplicates: options.duplicates,
          ...(options.upToLimit ? { up_to_limit: true } : {}),
          ...(entity === 'leads' ? { start_automations: options.startAutomations ?? false } : {}),
          ...(entity === 'leads' && options.stageChoices && Object.keys(options.stageChoices).length > 0
            ? { stage_choices: options.stageChoices }
            : {}),
        },
      },
      { init: { signal } },
    ),
  );
  onProgress?.(view);
  try {
    for (let seq = 0, at = 0; at < file.size; seq++, at += IMPORT_FILE_PART_BYTES) {
      const { received_bytes } = await sendPart(entity, view.id, seq, file.slice(at, at + IMPORT_FILE_PART_BYTES), signal);
      view = { ...view, received_bytes };
      onProgress?.(view);
    }
    view = await jsonOf(imports[':id'].start.$post({ param: { id: view.id } }, { init: { signal } }));
  } catch (error) {
    // Best effort: drop the partial upload now rather than waiting for the server's clean-up.
    await imports[':id'].$delete({ param: { id: view.id } }).catch(() => {});
    throw error;
  }
  onProgress?.(view);
  while (!isImportFinished(view.status)) {
    await wait(options.pollMs ?? POLL_MS, signal);
    view = await jsonOf(imports[':id'].$get({ param: { id: view.id } }, { init: { signal } }));
    onProgress?.(view);
  }
  return view;
}
