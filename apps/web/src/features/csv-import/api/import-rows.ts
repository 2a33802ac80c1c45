import {
  IMPORT_REQUEST_MAX_ROWS,
  IMPORT_REQUEST_TARGET_BYTES,
  type DuplicateMode,
  type ImportEntity,
} from '@porchlight/domain/csv-import/import-constants';
import type { ImportResult, StartImportResponse } from '@porchlight/domain/csv-import/import-api-schemas';
import { dropEmptyFields } from '@porchlight/domain/csv-import/compact-row';
import { apiFetch } from '@/lib/api-client';

export type ImportProgress = { done: number; total: number; phase: 'uploading' | 'saving' };

export type ImportRowsOptions = {
  duplicates: DuplicateMode;
  /** How the user counts each row (its row in the file), so server errors name the right row. */
  rowNumbers?: number[];
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
};

/** Writing 100,000 rows in one transaction takes a while on a small server. */
const COMMIT_TIMEOUT_MS = 10 * 60_000;

type Batch = { body: string; rows: number };

/** Splits rows into request bodies of at most ~4 MB and 5,000 rows, serialising each row once (without its empty fields). */
function batches(rows: readonly unknown[], rowNumbers: readonly number[] | undefined, head: Record<string, unknown>): Batch[] {
  const out: Batch[] = [];
  const prefix = JSON.stringify(head).slice(0, -1);
  let parts: string[] = [];
  let numbers: number[] = [];
  let size = 0;
  const flush = () => {
    if (parts.length === 0) return;
    const numbered = rowNumbers ? `,"row_numbers":[${numbers.join(',')}]` : '';
    out.push({ body: `${prefix}${prefix.length > 1 ? ',' : ''}"rows":[${parts.join(',')}]${numbered}}`, rows: parts.length });
    parts = [];
    numbers = [];
    size = 0;
  };
  rows.forEach((row, i) => {
    const json = JSON.stringify(row, dropEmptyFields);
    if (parts.length > 0 && (size + json.length > IMPORT_REQUEST_TARGET_BYTES || parts.length >= IMPORT_REQUEST_MAX_ROWS)) flush();
    parts.push(json);
    if (rowNumbers) numbers.push(rowNumbers[i] ?? i + 1);
    size += json.length + 1;
  });
  flush();
  return out;
}

/**
 * Sends converted rows to the server. A small import is one request
 * (POST /api/{entity}/import); a large one is staged in parts and committed in one transaction
 * (POST /api/{entity}/import/staged, .../{id}/rows, .../{id}/commit), so a failure leaves
 * nothing half-written. The server checks every row again.
 */
export async function importRows(entity: ImportEntity, rows: readonly unknown[], options: ImportRowsOptions): Promise<ImportResult> {
  const { duplicates, rowNumbers, onProgress, signal } = options;
  const total = rows.length;
  const single = batches(rows, rowNumbers, { duplicates });
  if (single.length <= 1) {
    onProgress?.({ done: 0, total, phase: 'saving' });
    const result = await apiFetch<ImportResult>(`/api/${entity}/import`, { method: 'POST', body: single[0]?.body ?? JSON.stringify({ duplicates, rows: [] }), signal, timeoutMs: COMMIT_TIMEOUT_MS });
    onProgress?.({ done: total, total, phase: 'saving' });
    return result;
  }

  const { import_id: id } = await apiFetch<StartImportResponse>(`/api/${entity}/import/staged`, { method: 'POST', body: '{}', signal });
  try {
    let done = 0;
    onProgress?.({ done, total, phase: 'uploading' });
    for (const batch of batches(rows, rowNumbers, {})) {
      await apiFetch(`/api/${entity}/import/staged/${id}/rows`, { method: 'POST', body: batch.body, signal });
      done += batch.rows;
      onProgress?.({ done, total, phase: 'uploading' });
    }
    onProgress?.({ done, total, phase: 'saving' });
    return await apiFetch<ImportResult>(`/api/${entity}/import/staged/${id}/commit`, {
      method: 'POST',
      body: JSON.stringify({ duplicates }),
      signal,
      timeoutMs: COMMIT_TIMEOUT_MS,
    });
  } catch (error) {
    // Best effort: drop the staged rows now rather than waiting for the server's clean-up.
    await apiFetch(`/api/${entity}/import/staged/${id}`, { method: 'DELETE' }).catch(() => {});
    throw error;
  }
}
