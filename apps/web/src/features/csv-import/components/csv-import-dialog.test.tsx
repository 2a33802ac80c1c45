import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileResult, ImportFileView } from '@porchlight/domain/csv-import/import-file';
import googleContactsNew from '../../../../../../test-data/csv-import/leads/google-contacts-new.csv?raw';
import leadsWithErrors from '../../../../../../test-data/csv-import/messy/leads-with-errors.csv?raw';
import redfin from '../../../../../../test-data/csv-import/properties/redfin-download.csv?raw';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { startMswServer } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import type { ImportFileFunction } from '../hooks/use-csv-import-flow';
import { CsvImportDialog } from './csv-import-dialog';

const user = userEvent.setup({ applyAccept: false });

const csvFile = (text: string | Uint8Array<ArrayBuffer>, name = 'export.csv', type = 'text/csv') => new File([text], name, { type });
const view = (status: ImportFileView['status'], extra: Partial<ImportFileView> = {}): ImportFileView => ({
  id: '00000000-0000-4000-8000-000000000001',
  entity: 'leads',
  status,
  file_name: 'export.csv',
  file_bytes: 2_000_000,
  received_bytes: 2_000_000,
  progress: { rows_read: 0, bytes_read: 0, rows_written: 0, rows_to_write: 0 },
  result: null,
  error: null,
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: null,
  ...extra,
});
const ok = (imported: number, extra: Partial<ImportFileResult> = {}): ImportFileView =>
  view('completed', { result: { imported, updated: 0, skipped: 0, invalid: 0, total: imported, errors: [], error_count: 0, ...extra } });

// No plan limit and no stages unless a test says otherwise: the import context the preview reads.
const msw = startMswServer(http.get('*/api/:entity/import-context', () => HttpResponse.json({ room: null, stages: [], people: [] })));

function renderDialog(entity: ImportEntity, onImport: ImportFileFunction = vi.fn(async () => ok(2))) {
  const onOpenChange = vi.fn();
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(
    <>
      <CsvImportDialog entity={entity} open onOpenChange={onOpenChange} onImport={onImport} />
      <Toaster />
    </>,
    { wrapper },
  );
  const rerenderClosed = () =>
    view.rerender(<CsvImportDialog entity={entity} open={false} onOpenChange={onOpenChange} onImport={onImport} />);
  const rerenderOpen = () => view.rerender(<CsvImportDialog entity={entity} open onOpenChange={onOpenChange} onImport={onImport} />);
  return { onImport, onOpenChange, rerenderClosed, rerenderOpen };
}

const upload = (file: File) => user.upload(screen.getByLabelText('Choose CSV file'), file);

describe('CsvImportDialog: upload', () => {
  it('offers a drop area, a .csv-only picker, the template and Cancel', async () => {
    const { onOpenChange } = renderDialog('leads');
    expect(screen.getByRole('dialog', { name: 'Import Leads' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop your CSV file here')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose CSV file')).toHaveAttribute('accept', '.csv');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('downloads the template with two sample rows', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:template'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDialog('properties');
    await user.click(screen.getByRole('button', { name: 'Download Template' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    // The header and two rows; the second row's description holds a quoted line break.
    expect(text.trim().split('\r\n')).toHaveLength(3);
    expect(text).toContain('address,city,state,zipcode,current_price');
  });

  it('a non-CSV file shows the spec error in the preview step; Upload Different File starts over', async () => {
    renderDialog('properties');
    await upload(csvFile('PK\u0003\u0004binary', 'listings.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    const errors = await screen.findByRole('region', { name: 'Errors Found' });
    expect(errors).toHaveTextContent('Currently only CSV files are supported. Excel support requires additional dependencies.');
    expect(screen.getByRole('button', { name: 'Import Data' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload Different File' }));
    expect(screen.getByText('Drag and drop your CSV file here')).toBeInTheDocument();
    expect(screen.queryByText(/Currently only CSV files/)).not.toBeInTheDocument();
  });

  it('accepts a dropped .csv and refuses a dropped .xlsx', async () => {
    renderDialog('leads');
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), { dataTransfer: { files: [csvFile('Name,Email\nA,a@x.com', 'sheet.xlsx')] } });
    expect(await screen.findByText(/Currently only CSV files are supported/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Different File' }));
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: {
        files: [csvFile('Name,Email,Phone,Location,Budget,Timeline,Source\nAna Ruiz,ana@example.com,555-0100,Austin,400k,3 months,Zillow')],
      },
    });
    expect(await screen.findByText(/Showing the first 1 of/)).toBeInTheDocument();
  });

  it('a binary file named .csv (a picture, a workbook) shows the same error as a non-CSV file, never its bytes as columns', async () => {
    // The first bytes of a real PNG and of a real .xlsx (a zip), renamed .csv.
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 0x18, 0, 0, 0, 0x18, 8, 2, 0, 0, 0,
      0x6f, 0x15, 0xaa, 0xaf,
    ]);
    const xlsx = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      0x14,
      0,
      0x06,
      0,
      0x08,
      0,
      0,
      0,
      0x21,
      0,
      ...new TextEncoder().encode('[Content_Types].xml'),
      0xad,
      0x92,
      0xcb,
      0x4e,
      0xc3,
      0x30,
    ]);
    const { onImport } = renderDialog('leads');
    await upload(csvFile(png, 'listing-photo.csv'));
    const errors = await screen.findByRole('region', { name: 'Errors Found' });
    expect(errors).toHaveTextContent('Currently only CSV files are supported. Excel support requires additional dependencies.');
    expect(screen.queryByText(/Mapping confidence/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import Data' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload Different File' }));
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: { files: [csvFile(xlsx, 'leads.csv', 'application/vnd.ms-excel')] },
    });
    expect(await screen.findByRole('region', { name: 'Errors Found' })).toHaveTextContent(
      'Currently only CSV files are supported. Excel support requires additional dependencies.',
    );
    expect(screen.queryByText(/Mapping confidence/)).not.toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('a file with no header row goes to the preview with an error', async () => {
    renderDialog('leads');
    await upload(csvFile(''));
    expect(await screen.findByRole('region', { name: 'Errors Found' })).toHaveTextContent('No column headers were found in this file.');
    expect(screen.getByRole('button', { name: 'Import Data' })).toBeDisabled();
  });
});

describe('CsvImportDialog: mapping', () => {
  it('required fields mapped and confidence >= 90 skip straight to the preview', async () => {
    renderDialog('properties');
    await upload(csvFile(redfin, 'redfin.csv'));
    expect(await screen.findByText(/Showing the first 3 of/)).toBeInTheDocument();
    expect(screen.queryByText(/Mapping confidence/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Mapping' }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Mapping confidence: 90%');
    expect(banner).toHaveAttribute('data-level', 'high');
  });

  it("lists a report's title and footer lines as skipped rows, each with why (issue 50)", async () => {
    renderDialog('properties');
    const report = [
      'Agent Single Line Report',
      'MLS#,Status,Address,City,ST,Zip,LP,BR,BA,SqFt',
      '22401234,A,5021 E Ft Lowell Rd,Tucson,AZ,85712,"$349,000",3,2,1512',
      '3 records',
      'Generated by Matrix on 3/11/2024 9:02 AM',
    ].join('\r\n');
    await upload(csvFile(report, 'report.csv'));
    expect(await screen.findByText(/Showing the first 1 of/)).toBeInTheDocument();
    expect(screen.getByText('3 rows skipped: not records')).toBeInTheDocument();
    expect(screen.getByText('(above the header row: a title, filter or note)')).toBeInTheDocument();
    expect(screen.getByText('(under the data, a “Generated by” line)')).toBeInTheDocument();
    // How each column is read, and why.
    expect(screen.getByText('The header names Bedrooms')).toBeInTheDocument();
    expect(screen.getByText('The header names Status; codes decoded, the original kept')).toBeInTheDocument();
  });

  it('below 90 the mapping shows a yellow banner, the auto-mapped and the unmapped columns', async () => {
    renderDialog('leads');
    await upload(csvFile(googleContactsNew, 'contacts.csv'));
    await screen.findByText(/Mapping confidence/);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Mapping confidence: 57%');
    expect(banner).toHaveAttribute('data-level', 'low');
    expect(screen.getByRole('heading', { name: /Auto-mapped columns/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Unmapped columns/ })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('first_name');
    expect(screen.getByLabelText('Nickname')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Organization Name'), 'source');
    await user.selectOptions(screen.getByLabelText('Birthday'), 'timeline');
    expect(screen.getByRole('status')).toHaveTextContent('Mapping confidence: 86%');
    expect(screen.getByRole('status')).toHaveAttribute('data-level', 'medium');
    await user.click(screen.getByRole('button', { name: 'Continue to Preview' }));
    expect(await screen.findByText(/Showing the first 2 of/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Avery J Thompson' })).toBeInTheDocument();
  });

  it('missing required fields disable the way on until a column is mapped by hand (properties need only the address)', async () => {
    renderDialog('properties');
    await upload(csvFile('Where,Locale,Region,Price\n1 Main St,Austin,TX,450000'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required fields: Address');
    const blocked = screen.getByRole('button', { name: 'Fix Required Fields First' });
    expect(blocked).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Where'), 'address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Locale'), 'city');
    await user.click(screen.getByRole('button', { name: 'Continue to Preview' }));
    expect(await screen.findByRole('cell', { name: '$450,000' })).toBeInTheDocument();
  });
});

describe('CsvImportDialog: preview and import', () => {
  it('shows 5 rows and the total, uploads the file with progress, may close once uploaded, and ends with the toast', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `Lead ${i + 1},lead${i + 1}@example.com,555-010${i},Austin,400k,3 months,Zillow`);
    let finish: (v: ImportFileView) => void = () => {};
    let report: (v: ImportFileView) => void = () => {};
    const onImport = vi.fn<ImportFileFunction>((_file, options) => {
      report = (v) => options.onProgress?.(v);
      report(view('uploading', { received_bytes: 1_048_576 }));
      return new Promise((resolve) => (finish = resolve));
    });
    renderDialog('leads', onImport);
    await upload(csvFile(['Name,Email,Phone,Location,Budget,Timeline,Source', ...rows].join('\n'), 'leads.csv'));
    expect(await screen.findByText(/Showing the first 5 of/)).toHaveTextContent('Showing the first 5 of 7 rows.');
    expect(within(screen.getByRole('table', { name: 'Preview of the first rows' })).getAllByRole('row')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Uploading 1.0 MB of 1.9 MB…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(screen.getByText('Keep this window open until the upload finishes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    act(() => report(view('reading', { progress: { rows_read: 4, bytes_read: 1_000_000, rows_written: 0, rows_to_write: 0 } })));
    expect(await screen.findByText('Checking rows: 4 read…')).toBeInTheDocument();
    expect(screen.getByText(/You can close this window: the import goes on/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    act(() => finish(ok(7)));
    expect(await screen.findByText('Import Successful!')).toBeInTheDocument();
    expect(screen.getAllByText('Successfully imported 7 leads').length).toBeGreaterThan(0);
    expect(await screen.findByText('Import successful!')).toBeInTheDocument();
    const [sent, options] = onImport.mock.calls[0]!;
    expect(sent.name).toBe('leads.csv');
    expect(options).toMatchObject({
      duplicates: 'skip',
      headers: ['Name', 'Email', 'Phone', 'Location', 'Budget', 'Timeline', 'Source'],
      mapping: ['name', 'email', 'phone', 'location', 'budget', 'timeline', 'source'],
      format: { encoding: 'utf-8', delimiter: ',' },
    });
  });

  it('a large file previews from its first megabyte at once, then counts every row in the background', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `Lead ${i},lead${i}@example.com,555-0100,Austin,400k,soon,Web,${'x'.repeat(20)}`);
    rows[29_990] = `,nobody@example.com,555-0100,Austin,400k,soon,Web,x`;
    renderDialog('leads');
    await upload(csvFile(['Name,Email,Phone,Location,Budget,Timeline,Source,Notes', ...rows].join('\n')));
    await waitFor(() => expect(screen.getByText(/Showing the first 5 of/)).toHaveTextContent('Showing the first 5 of 30,000 rows.'), {
      timeout: 20_000,
    });
    expect(screen.getByText(/29,999 leads ready to import\. 1 row with errors will be skipped\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Errors Found' })).toHaveTextContent('Row 29992: name: Name is required');
  }, 30_000);

  it("shows how each column is read, in the file's own number style, and how many properties lack a city or state", async () => {
    const onImport = vi.fn<ImportFileFunction>(async () => ok(2));
    renderDialog('properties', onImport);
    await upload(csvFile('Address;City;State;List Price;Beds\n1 Main St;Austin;TX;489.000,00;3\n2 Oak Ave;;;1.234.567,89;4\n'));
    await user.click(
      await screen
        .findByRole('button', { name: /Continue to Preview|Import Data/ })
        .catch(() => screen.getByRole('button', { name: 'Import Data' })),
    );
    const columns = await screen.findByRole('table', { name: 'How each column is read' });
    const price = within(columns).getByRole('row', { name: /List Price/ });
    expect(price).toHaveTextContent('489.000,00');
    expect(price).toHaveTextContent('$489,000');
    expect(screen.getByText('1 property has no city or state in the file; it imports without them.')).toBeInTheDocument();
    if (screen.queryByRole('button', { name: 'Import Data' })) await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(vi.mocked(onImport).mock.calls[0]![1].format).toMatchObject({ encoding: 'utf-8', delimiter: ';', decimalSeparator: ',' });
  });

  it('lists row errors under "Errors Found", sends the duplicates choice and shows the rows the server skipped', async () => {
    const onImport = vi.fn<ImportFileFunction>(async () =>
      ok(2, { invalid: 3, total: 5, errors: ['Row 3: name: Name is required'], error_count: 3 }),
    );
    renderDialog('leads', onImport);
    await upload(csvFile(leadsWithErrors));
    await user.click(
      await screen.findByRole('button', { name: 'Continue to Preview' }).catch(() => screen.getByRole('button', { name: 'Import Data' })),
    );
    const errors = await screen.findByRole('region', { name: 'Errors Found' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3: name: Name is required',
      'Row 4: email: Invalid email address',
      'Row 5: status: Status must be hot, warm, cold or empty',
    ]);
    expect(screen.getByText(/2 leads ready to import\. 3 rows with errors will be skipped\./)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Update the existing lead/));
    expect(screen.getByText(/takes the file's stage, teammate and dates too/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Import Successful!')).toBeInTheDocument();
    expect(screen.getByText('3 rows with errors skipped')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rows skipped' })).toHaveTextContent('Row 3: name: Name is required');
    expect(vi.mocked(onImport).mock.calls[0]![1]).toMatchObject({ duplicates: 'update' });
  });

  it('a full plan still updates the leads it has: rows it repeats do not count, and the import adds none past the room', async () => {
    msw.use(
      http.get('*/api/:entity/import-context', () =>
        HttpResponse.json({ room: { allowed: 25, used: 25, remaining: 0, limit: 'maxLeads' }, stages: [], people: [] }),
      ),
    );
    const onImport = vi.fn<ImportFileFunction>(async () => ok(0, { updated: 2, total: 2 }));
    renderDialog('leads', onImport);
    await upload(csvFile(googleContactsNew, 'contacts.csv'));
    const next = await screen.findByRole('button', { name: /^(Import Data|Continue to Preview)$/ });
    if (next.textContent === 'Continue to Preview') await user.click(next);
    await user.click(screen.getByLabelText(/Update the existing lead/));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('your plan has room for no more.');
    expect(notice).toHaveTextContent('Rows that match leads you already have do not count: they are updated. The import adds no new leads');
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Import Successful!')).toBeInTheDocument();
    // Not "imported 0 leads": what it did.
    expect(screen.getAllByText('Successfully updated 2 leads').length).toBeGreaterThan(0);
    expect(screen.queryByText('2 updated')).not.toBeInTheDocument();
    expect(vi.mocked(onImport).mock.calls[0]![1]).toMatchObject({ duplicates: 'update', upToLimit: true });
  });

  it('a refused import shows "Import Failed" with the server\'s errors', async () => {
    const onImport = vi.fn<ImportFileFunction>(async () => {
      throw new ApiError(402, 'This import would add 3 properties, but your plan allows 1 more.', {
        error: 'This import would add 3 properties, but your plan allows 1 more.',
        limit: 'maxProperties',
      });
    });
    renderDialog('properties', onImport);
    await upload(csvFile(redfin, 'redfin.csv'));
    await user.click(await screen.findByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('This import would add 3 properties, but your plan allows 1 more.')).toBeInTheDocument();
    expect(screen.queryByText('Import Successful!')).not.toBeInTheDocument();
  });

  it('an import the server failed shows why; one without a reason falls back to "Import failed"', async () => {
    const onImport = vi.fn<ImportFileFunction>(async () =>
      view('failed', { error: 'A file may hold at most 1,000,000 rows; split it and import each part.' }),
    );
    renderDialog('properties', onImport);
    await upload(csvFile(redfin, 'redfin.csv'));
    await user.click(await screen.findByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('A file may hold at most 1,000,000 rows; split it and import each part.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Different File' }));
    onImport.mockResolvedValueOnce(view('failed'));
    await upload(csvFile(redfin, 'redfin.csv'));
    await user.click(await screen.findByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Import failed')).toBeInTheDocument();
  });

  it('reads Windows-1252 files and files with a byte-order mark', async () => {
    // "José Peña" in Windows-1252: é = 0xE9, ñ = 0xF1.
    const cp1252 = new Uint8Array([
      ...new TextEncoder().encode('Name,Email\nJos'),
      0xe9,
      ...new TextEncoder().encode(' Pe'),
      0xf1,
      ...new TextEncoder().encode('a,jose@example.com\n'),
    ]);
    const { onImport } = renderDialog('leads');
    await upload(csvFile(cp1252));
    await user.click(await screen.findByRole('button', { name: 'Continue to Preview' }));
    expect(await screen.findByRole('cell', { name: 'José Peña' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Different File' }));
    await upload(csvFile(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Name,Email\nZoë,zoe@example.com\n')])));
    await user.click(await screen.findByRole('button', { name: 'Continue to Preview' }));
    expect(await screen.findByRole('cell', { name: 'Zoë' })).toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('closing drops the state: reopening starts at the upload step', async () => {
    const { onOpenChange, rerenderClosed, rerenderOpen } = renderDialog('properties');
    await upload(csvFile(redfin, 'redfin.csv'));
    await screen.findByRole('button', { name: 'Import Data' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerenderClosed();
    rerenderOpen();
    expect(await screen.findByText('Drag and drop your CSV file here')).toBeInTheDocument();
  });
});
