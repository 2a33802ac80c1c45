import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoMapColumns } from './auto-map';
import { splitAddress } from './cell-values';
import { createRowConverter } from './convert-row';
import { HEADER_SEARCH_ROWS, createFooterFilter, findHeaderRowIndex, isBlankRecord, isFooterRecord } from './header-row';
import { parseImportDate } from './import-dates';
import { detectDelimiter, detectValueStyle, type ValueStyle } from './import-format';
import { convertTable, toCsvTable } from './import-pipeline';
import { previewColumns } from './import-preview';
import { IMPORT_TARGETS } from './import-targets';
import { parseMoneyAmount } from './money';
import { createTableStream } from './table-stream';
import { normalizeBudget, parseCount, splitList } from './value-conversion';

// Converters meet whatever a file holds: none of them may throw, whatever the text.

const style = fc.record<ValueStyle>({ decimalSeparator: fc.constantFrom('.', ','), dateOrder: fc.constantFrom('mdy', 'dmy') });
/** Cells as exports hold them: any text, plus the shapes that trip parsers (numbers, dates, quotes, reprs). */
const cell = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    'nan',
    'None',
    '{}',
    "{'street': '1 Main'}",
    '["a","b"]',
    '$1,234.5',
    '1.234.567,89',
    '2,5',
    '31/02/2024',
    '45356.5',
    'p:+1',
    'C',
    '-',
    '#N/A',
    'Ana\0Ruiz',
    '\0',
  ),
  fc.double().map(String),
  fc.integer().map(String),
);
const record = (width: number) => fc.array(cell, { minLength: 0, maxLength: width + 2 });

describe('converters never throw (property)', () => {
  for (const entity of ['properties', 'leads'] as const) {
    const targets = IMPORT_TARGETS[entity].targets;
    it(`${entity}: any mapping, any cells, either style`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.option(fc.constantFrom(...targets), { nil: null }), { minLength: 1, maxLength: 8 }),
          fc.array(record(8), { maxLength: 5 }),
          style,
          (mapping, records, valueStyle) => {
            const headers = mapping.map((t, i) => t ?? `Column ${i}`);
            const convert = createRowConverter(entity, headers, mapping, valueStyle);
            for (const r of records) {
              const converted = convert(r);
              expect(typeof converted).toBe('object');
              // What is stored is PostgreSQL text, which cannot hold a NUL.
              expect(JSON.stringify(converted)).not.toContain('\\u0000');
            }
            previewColumns(entity, headers, mapping, records, valueStyle);
          },
        ),
      );
    });

    it(`${entity}: the whole pipeline over any records`, () => {
      fc.assert(
        fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 12 }), style, (records, valueStyle) => {
          const table = toCsvTable(entity, records);
          const { mapping } = autoMapColumns(entity, table.headers, table.records, valueStyle);
          const result = convertTable(entity, table, mapping, 3, valueStyle);
          expect(result.valid.length + result.invalidRowCount).toBe(table.records.length);
        }),
      );
    });
  }

  /** Records as files hold them: header words, notes, blank and padding rows, footers, data. */
  const fileCell = fc.oneof(
    cell,
    fc.constantFrom('Name', 'Email', 'Phone', 'Address', 'City', 'State', 'List Price', 'Beds', 'MLS #', 'Status'),
    fc.constantFrom(
      '',
      '   ',
      '-----',
      'Exported 3/4/2024',
      'Copyright 2024 Example MLS',
      '125 records',
      'Total',
      'Page 1 of 2',
      '\uFEFFName ',
    ),
  );
  const fileRecords = fc.array(fc.array(fileCell, { minLength: 1, maxLength: 6 }), { maxLength: HEADER_SEARCH_ROWS + 15 });

  for (const entity of ['properties', 'leads'] as const) {
    it(`${entity}: a file read as a stream hands on the rows a whole read keeps, each the file's record at its row number`, () => {
      fc.assert(
        fc.property(fileRecords, (records) => {
          const whole = toCsvTable(entity, records);
          const streamed: { headers: string[][]; rows: [string[], number][] } = { headers: [], rows: [] };
          const stream = createTableStream(entity, {
            headers: (headers) => streamed.headers.push(headers),
            row: (record, rowNumber) => streamed.rows.push([record, rowNumber]),
          });
          for (const record of records) stream.push(record);
          stream.end();
          expect(streamed.headers).toEqual([whole.headers]);
          expect(streamed.rows.map(([r]) => r)).toEqual(whole.records);
          expect(streamed.rows.map(([, n]) => n)).toEqual(whole.rowNumbers);
          for (const [record, rowNumber] of streamed.rows) {
            expect(records[rowNumber - 1]).toBe(record);
            expect(isBlankRecord(record)).toBe(false);
          }
          expect(whole.rowNumbers).toEqual([...whole.rowNumbers].sort((a, b) => a - b));
        }),
        { numRuns: 200 },
      );
    });

    it(`${entity}: the dialog's sample (the file's first records, at least the header search's) agrees with the whole file`, () => {
      fc.assert(
        fc.property(fileRecords, fc.nat(), (records, cut) => {
          const whole = toCsvTable(entity, records);
          const size =
            records.length <= HEADER_SEARCH_ROWS ? records.length : HEADER_SEARCH_ROWS + (cut % (records.length - HEADER_SEARCH_ROWS + 1));
          const sample = toCsvTable(entity, records.slice(0, size));
          expect(sample.headers).toEqual(whole.headers);
          expect(sample.records).toEqual(whole.records.slice(0, sample.records.length));
          expect(sample.rowNumbers).toEqual(whole.rowNumbers.slice(0, sample.records.length));
        }),
        { numRuns: 200 },
      );
    });
  }

  it('value parsers and detectors', () => {
    fc.assert(
      fc.property(fc.string(), style, fc.array(fc.array(fc.string(), { maxLength: 5 }), { maxLength: 6 }), (text, s, rows) => {
        parseImportDate(text, s.dateOrder);
        parseMoneyAmount(text, s.decimalSeparator);
        parseCount(text, s.decimalSeparator);
        normalizeBudget(text, s.decimalSeparator);
        splitList(text);
        splitAddress(text);
        detectDelimiter(text);
        detectValueStyle(rows[0] ?? [], rows);
        findHeaderRowIndex('properties', rows);
        const isFooter = createFooterFilter(rows[0] ?? []);
        for (const r of rows) expect(typeof isFooter(r) === 'boolean' && typeof isFooterRecord(r, rows[0] ?? []) === 'boolean').toBe(true);
      }),
    );
  });

  it('a parsed date is always a real ISO date', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('mdy', 'dmy') as fc.Arbitrary<'mdy' | 'dmy'>, (text, order) => {
        const date = parseImportDate(text, order);
        if (date !== null) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });

  it('dates written in either order read back as the same day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true }), (d) => {
        const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
        const iso = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(parseImportDate(`${m}/${day}/${y}`, 'mdy')).toBe(iso);
        expect(parseImportDate(`${day}/${m}/${y}`, 'dmy')).toBe(iso);
        expect(parseImportDate(`${String(day).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`, 'dmy')).toBe(iso);
      }),
    );
  });
});
