import type { ImportEntity } from './import-constants';
import type { ImportFormat } from './import-format';

/**
 * An import of a whole file: the browser uploads the file in parts, a job on the server reads,
 * converts and checks every row, then writes all valid rows in one transaction (or none). No zod
 * here: the shell shows imports in progress (issue 15); the request's schema is in
 * import-api-schemas.ts.
 */

/** The most rows one file may hold: a whole board's export in one file. */
export const MAX_IMPORT_FILE_ROWS = 1_000_000;
/** The largest file an import takes. */
export const MAX_IMPORT_FILE_BYTES = 1024 * 1024 * 1024;
/** The browser sends the file in parts of this size (each its own request, retried alone). */
export const IMPORT_FILE_PART_BYTES = 8 * 1024 * 1024;
/** What the server accepts per part (a part plus headroom). */
export const IMPORT_FILE_PART_MAX_BYTES = IMPORT_FILE_PART_BYTES + 64 * 1024;

/** Where an import is: uploading, waiting for the job, reading the file, writing rows, and how it ended. */
export const IMPORT_STATUSES = ['uploading', 'queued', 'reading', 'writing', 'completed', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const FINISHED_IMPORT_STATUSES: readonly ImportStatus[] = ['completed', 'failed', 'cancelled'];
export const isImportFinished = (status: ImportStatus) => FINISHED_IMPORT_STATUSES.includes(status);

/** How the file is written: what the dialog detected and showed, and the job reads it by. */
export type ImportFileFormat = ImportFormat;

/** How far an import is. `rows_read` counts data rows; `bytes_read` of `file_bytes` while reading. */
export type ImportProgress = { rows_read: number; bytes_read: number; rows_written: number; rows_to_write: number };

/** Counts of a finished import, the first row errors and how many there were. */
export type ImportFileResult = {
  imported: number;
  updated: number;
  skipped: number;
  invalid: number;
  total: number;
  errors: string[];
  error_count: number;
  /** New records past the plan's limit, left out when the agent chose to import only what fits. */
  left_out?: number;
};

/** GET /api/{entity}/imports/{id}: an import as the dialog and the list pages show it. */
export type ImportFileView = {
  id: string;
  entity: ImportEntity;
  status: ImportStatus;
  file_name: string;
  file_bytes: number;
  received_bytes: number;
  progress: ImportProgress;
  result: ImportFileResult | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
};

/** 0–100: the upload counts for the first tenth, reading the file to 80, writing the rest. */
export function importPercent(view: Pick<ImportFileView, 'status' | 'file_bytes' | 'received_bytes' | 'progress'>): number {
  const share = (done: number, of: number) => (of > 0 ? Math.min(1, done / of) : 0);
  switch (view.status) {
    case 'uploading':
      return Math.round(10 * share(view.received_bytes, view.file_bytes));
    case 'queued':
      return 10;
    case 'reading':
      return Math.round(10 + 70 * share(view.progress.bytes_read, view.file_bytes));
    case 'writing':
      return Math.round(80 + 19 * share(view.progress.rows_written, view.progress.rows_to_write));
    default:
      return 100;
  }
}
