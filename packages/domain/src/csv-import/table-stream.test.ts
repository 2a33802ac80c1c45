import { describe, expect, it } from 'vitest';
import { toCsvTable } from './import-pipeline';
import { createTableStream } from './table-stream';

function streamed(records: string[][]) {
  const out: { headers: string[]; rows: [string[], number][] } = { headers: [], rows: [] };
  const stream = createTableStream('leads', { headers: (h) => (out.headers = h), row: (r, n) => out.rows.push([r, n]) });
  for (const record of records) stream.push(record);
  stream.end();
  return out;
}

describe('createTableStream', () => {
  it.each([
    [
      'a short file',
      [
        ['Name', 'Email'],
        ['Ana', 'a@example.com'],
      ],
    ],
    [
      'notes above the header',
      [['Exported 3/4/2024'], [''], ['\uFEFFName ', 'Email'], ['Ana', 'a@example.com'], ['', ''], ['Bo', 'b@example.com']],
    ],
    ['more rows than the header search', [['Name', 'Email'], ...Array.from({ length: 25 }, (_, i) => [`Lead ${i}`, `l${i}@example.com`])]],
    ['only a header', [['Name', 'Email']]],
    ['nothing', []],
  ])('reads %s as toCsvTable does', (_label, records) => {
    const table = toCsvTable('leads', records);
    const out = streamed(records);
    expect(out.headers).toEqual(table.headers);
    expect(out.rows.map(([r]) => r)).toEqual(table.records);
    expect(out.rows.map(([, n]) => n)).toEqual(table.rowNumbers);
  });
});
