import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { startMswServer } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import type { ImportFileFunction } from '../hooks/use-csv-import-flow';
import { CsvImportDialog } from './csv-import-dialog';

// Issue 46: a lead import says whether its leads may start flows; by default they do not.
const user = userEvent.setup({ applyAccept: false });
const done: ImportFileView = {
  id: '00000000-0000-4000-8000-000000000001',
  entity: 'leads',
  status: 'completed',
  file_name: 'book.csv',
  file_bytes: 100,
  received_bytes: 100,
  progress: { rows_read: 2, bytes_read: 100, rows_written: 2, rows_to_write: 2 },
  result: { imported: 2, updated: 0, skipped: 0, invalid: 0, total: 2, errors: [], error_count: 0 },
  error: null,
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: '2026-11-23T10:00:01.000Z',
};
const CSV: Record<ImportEntity, string> = {
  leads:
    'Name,Email,Phone,Location,Budget,Timeline,Source\nPast Client,past@book.test,555-0100,Austin,400k,3 months,Zillow\nOld Buyer,old@book.test,555-0101,Austin,500k,6 months,Referral\n',
  properties: 'Address,City,State,Zip,Price,Bedrooms,Bathrooms\n12 Oak St,Austin,TX,78701,450000,3,2\n',
};
const CHOICE = /Don't start automations for these leads/;

// No plan limit and no stages: the import context the preview reads.
startMswServer(http.get('*/api/:entity/import-context', () => HttpResponse.json({ room: null, stages: [], people: [] })));

async function toPreview(entity: ImportEntity) {
  const onImport = vi.fn<ImportFileFunction>(async () => done);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <CsvImportDialog entity={entity} open onOpenChange={() => {}} onImport={onImport} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.upload(screen.getByLabelText('Choose CSV file'), new File([CSV[entity]], 'book.csv', { type: 'text/csv' }));
  const next = await screen.findByRole('button', { name: /^(Import Data|Continue to Preview)$/ });
  if (next.textContent === 'Continue to Preview') await user.click(next);
  await screen.findByRole('button', { name: 'Import Data' });
  return onImport;
}

describe("the import's automations choice", () => {
  it('is ticked by default for leads, and the import asks not to start automations', async () => {
    const onImport = await toPreview('leads');
    expect(screen.getByRole('checkbox', { name: CHOICE })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    await screen.findByText('Import Successful!');
    expect(onImport.mock.calls[0]![1]).toMatchObject({ startAutomations: false });
  });

  it('unticked, the import lets flows start and says they may e-mail or text the leads', async () => {
    const onImport = await toPreview('leads');
    await user.click(screen.getByRole('checkbox', { name: CHOICE }));
    expect(screen.getByText(/will start for each new lead in this file, and may e-mail or text them/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    await screen.findByText('Import Successful!');
    expect(onImport.mock.calls[0]![1]).toMatchObject({ startAutomations: true });
  });

  it('is not offered for properties', async () => {
    await toPreview('properties');
    expect(await screen.findByText(/ready to import/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: CHOICE })).not.toBeInTheDocument();
  });
});
