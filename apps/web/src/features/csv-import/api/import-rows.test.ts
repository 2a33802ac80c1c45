import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { ApiError } from '@/lib/api-client';
import { importRows, type ImportProgress } from './import-rows';

const server = startMswServer();
const result = (imported: number) => ({ success: true, imported, updated: 0, skipped: 0, total: imported, errors: [] });

describe('importRows', () => {
  it('sends a small import in one request with the duplicates choice and row numbers', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/leads/import', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(result(2));
      }),
    );
    const progress: ImportProgress[] = [];
    const answer = await importRows('leads', [{ name: 'A' }, { name: 'B' }], { duplicates: 'update', rowNumbers: [2, 5], onProgress: (p) => progress.push(p) });
    expect(answer.imported).toBe(2);
    expect(body).toEqual({ duplicates: 'update', rows: [{ name: 'A' }, { name: 'B' }], row_numbers: [2, 5] });
    expect(progress.at(-1)).toEqual({ done: 2, total: 2, phase: 'saving' });
  });

  it('stages a large import in parts and commits it once, reporting progress', async () => {
    const staged: number[] = [];
    let committed: unknown;
    server.use(
      http.post('*/api/properties/import/staged', () => HttpResponse.json({ import_id: 'imp-1' })),
      http.post('*/api/properties/import/staged/imp-1/rows', async ({ request }) => {
        const part = (await request.json()) as { rows: unknown[]; row_numbers: number[] };
        staged.push(part.rows.length);
        expect(part.row_numbers).toHaveLength(part.rows.length);
        return HttpResponse.json({ staged: part.rows.length, total_staged: staged.reduce((a, b) => a + b, 0) });
      }),
      http.post('*/api/properties/import/staged/imp-1/commit', async ({ request }) => {
        committed = await request.json();
        return HttpResponse.json(result(12_000));
      }),
    );
    const rows = Array.from({ length: 12_000 }, (_, i) => ({ address: `${i} Main St`, city: 'Austin', state: 'TX', current_price: 1 }));
    const onProgress = vi.fn();
    const answer = await importRows('properties', rows, { duplicates: 'skip', rowNumbers: rows.map((_, i) => i + 2), onProgress });
    expect(staged).toEqual([5_000, 5_000, 2_000]);
    expect(committed).toEqual({ duplicates: 'skip' });
    expect(answer.imported).toBe(12_000);
    expect(onProgress).toHaveBeenCalledWith({ done: 10_000, total: 12_000, phase: 'uploading' });
    expect(onProgress).toHaveBeenLastCalledWith({ done: 12_000, total: 12_000, phase: 'saving' });
  });

  it('drops the staged rows when a part is refused, and passes the error on', async () => {
    const deleted = vi.fn();
    server.use(
      http.post('*/api/leads/import/staged', () => HttpResponse.json({ import_id: 'imp-2' })),
      http.post('*/api/leads/import/staged/imp-2/rows', () => HttpResponse.json({ error: 'Row 7: name: Name is required', errors: ['Row 7: name: Name is required'] }, { status: 400 })),
      http.delete('*/api/leads/import/staged/imp-2', () => {
        deleted();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const rows = Array.from({ length: 6_000 }, () => ({ name: 'X' }));
    const error = await importRows('leads', rows, { duplicates: 'skip' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(deleted).toHaveBeenCalled();
  });
});
