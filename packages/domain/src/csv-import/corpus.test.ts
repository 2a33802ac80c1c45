// The one Node API in the domain's tests: the corpus is binary files (UTF-16, Windows-1252) that
// Vite's ?raw would decode as UTF-8. The code under test stays pure; only this test reads files.
// eslint-disable-next-line no-restricted-imports -- reading test-data bytes, not domain code
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportEntity } from './import-constants';
import { countRowsMissingLocation } from './import-preview';
import { readImportFile } from './test-support/read-import-file';

// Every file of test-data/csv-import/corpus goes through the whole client pipeline with no hand
// mapping, and must store exactly the rows its <name>.expected.json lists, field by field.

type Expected = { entity: ImportEntity; rows: Record<string, unknown>[]; missingLocation?: number; errors?: string[] };

const CORPUS = new URL('../../../../test-data/csv-import/corpus/', import.meta.url);
const names = readdirSync(CORPUS)
  .filter((n) => n.endsWith('.csv'))
  .sort();
const bytesOf = (name: string) => new Uint8Array(readFileSync(new URL(name, CORPUS)));
const expectedOf = (name: string): Expected =>
  JSON.parse(new TextDecoder('utf-8').decode(bytesOf(name.replace(/\.csv$/, '.expected.json')))) as Expected;

describe('import corpus', () => {
  it('holds at least 25 files, each with its expected rows', () => {
    expect(names.length).toBeGreaterThanOrEqual(25);
    for (const name of names) expect(expectedOf(name).rows.length, name).toBeGreaterThan(0);
  });

  it.each(names)('%s imports as expected', (name) => {
    const expected = expectedOf(name);
    const { autoMap, converted } = readImportFile(expected.entity, bytesOf(name));
    expect(autoMap.missingRequired, 'nothing required is missing').toEqual([]);
    expect(converted.errors).toEqual(expected.errors ?? []);
    expect(converted.valid).toHaveLength(expected.rows.length);
    expected.rows.forEach((row, i) => {
      const stored = converted.valid[i] as Record<string, unknown>;
      for (const [field, value] of Object.entries(row)) expect(stored[field] ?? null, `row ${i + 1} ${field}`).toEqual(value);
    });
    if (expected.entity === 'properties') expect(countRowsMissingLocation(converted.valid)).toBe(expected.missingLocation ?? 0);
  });

  it.each([
    ['meta-lead-ads.csv', { encoding: 'utf-16le', delimiter: '\t' }],
    ['utf16be-no-bom-leads.csv', { encoding: 'utf-16be', delimiter: ',' }],
    ['excel-german-locale.csv', { encoding: 'windows-1252', delimiter: ';', decimalSeparator: ',', dateOrder: 'dmy' }],
    ['excel-french-locale.csv', { encoding: 'windows-1252', delimiter: ';', decimalSeparator: ',', dateOrder: 'dmy' }],
    ['excel-dutch-leads.csv', { encoding: 'utf-8', delimiter: ';', decimalSeparator: ',' }],
    ['navica-latin1.csv', { encoding: 'windows-1252', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' }],
    ['paragon-export.csv', { delimiter: '\t', dateOrder: 'mdy' }],
    ['reso-feed-pipe.csv', { delimiter: '|' }],
    ['matrix-agent-full.csv', { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' }],
  ] as const)('%s is read as %j', (name, format) => {
    expect(readImportFile(expectedOf(name).entity, bytesOf(name)).format).toMatchObject(format);
  });

  // Issue 50: a report's lines above and under the data are listed as skipped, with why.
  it.each([
    ['crm-report-pipeline.csv', [1, 2, 3, 9, 10, 11, 12]],
    ['salesforce-lead-report.csv', [1, 2, 3, 11, 12, 13, 14]],
    ['mls-report-with-disclaimer.csv', [1, 2, 9, 10, 11]],
    ['agent-spreadsheet-bom-crlf.csv', []],
  ])('%s skips the rows %j as no records', (name, rows) => {
    const { table } = readImportFile(expectedOf(name).entity, bytesOf(name));
    expect((table.skipped ?? []).map((s) => s.row)).toEqual(rows);
    for (const skipped of table.skipped ?? []) expect(skipped.reason).not.toBe('');
  });

  it.each([
    ['matrix-agent-full.csv', ['Area', 'Subdivision']],
    ['mls-spreadsheet-codes.csv', ['Area']],
    ['mls-spreadsheet-totals.csv', ['Area']],
    ['generic-columns-properties.csv', ['Area', 'Region', 'Type']],
    ['generic-columns-leads.csv', ['Area', 'Region', 'Type']],
    ['mailchimp-audience.csv', ['REGION', 'CC', 'MEMBER_RATING']],
    ['realtor-com-listings.csv', ['mls']],
    ['kvcore-contacts.csv', ['Lead Score']],
  ])('%s leaves the generic columns %j unmapped', (name, headers) => {
    const { table, autoMap } = readImportFile(expectedOf(name).entity, bytesOf(name));
    for (const header of headers) expect(autoMap.mapping[table.headers.indexOf(header)], header).toBeNull();
  });
});
