import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { startMswServer } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { ImportsInProgress } from './imports-in-progress';

const server = startMswServer();

const view = (status: ImportFileView['status'], extra: Partial<ImportFileView> = {}): ImportFileView => ({
  id: crypto.randomUUID(),
  entity: 'properties',
  status,
  file_name: 'listings.csv',
  file_bytes: 100,
  received_bytes: 100,
  progress: { rows_read: 0, bytes_read: 50, rows_written: 0, rows_to_write: 0 },
  result: null,
  error: null,
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: null,
  ...extra,
});

function renderStatus(answers: ImportFileView[][]) {
  let call = 0;
  server.use(http.get('*/api/properties/imports', () => HttpResponse.json({ imports: answers[Math.min(call++, answers.length - 1)] })));
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ImportsInProgress entity="properties" />
    </QueryClientProvider>,
  );
  return () => call;
}

describe('ImportsInProgress', () => {
  it('shows an import the server is reading, with its share done, until it ends', async () => {
    const calls = renderStatus([[view('reading'), view('completed', { file_name: 'old.csv' })], [view('completed')]]);
    expect(await screen.findByRole('status')).toHaveTextContent('Importing listings.csv… 45%');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(calls()).toBe(2);
  });

  it('shows nothing when no import is running (an upload belongs to its dialog)', async () => {
    const calls = renderStatus([[view('completed'), view('uploading'), view('failed')]]);
    await waitFor(() => expect(calls()).toBe(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts the others when several run', async () => {
    renderStatus([[view('writing', { progress: { rows_read: 10, bytes_read: 100, rows_written: 5, rows_to_write: 10 } }), view('queued')]]);
    expect(await screen.findByRole('status')).toHaveTextContent('Importing listings.csv… 90% (+1 more)');
  });
});
