import { describe, expect, it } from 'vitest';
import { findHeaderRowIndex } from './header-row';
import { toCsvTable } from './import-pipeline';

describe('findHeaderRowIndex', () => {
  it.each([
    ['the first row', [['Name', 'Email'], ['A', 'a@x.com']], 0],
    ['below a note', [['Exported from Follow Up Boss on 3/4/2024'], ['Name', 'Email', 'Phone'], ['A', 'a@x.com', '1']], 1],
    ['below a title and a blank line', [['My leads', ''], ['', ''], ['First Name', 'Last Name', 'Email'], ['A', 'B', 'c']], 2],
    ['unknown headers: the first row with two cells', [['Report'], ['Foo', 'Bar'], ['1', '2']], 1],
    ['nothing to go on', [['only']], 0],
    ['no rows', [], 0],
  ])('%s', (_label, records, expected) => {
    expect(findHeaderRowIndex('leads', records)).toBe(expected);
  });

  it('toCsvTable drops blank records and numbers rows as a spreadsheet does', () => {
    const table = toCsvTable('leads', [['Note'], ['\uFEFFName', ' Email '], ['A', 'a@x.com'], ['', ''], ['B', 'b@x.com']]);
    expect(table.headers).toEqual(['Name', 'Email']);
    expect(table.records).toEqual([['A', 'a@x.com'], ['B', 'b@x.com']]);
    expect(table.rowNumbers).toEqual([3, 5]);
  });
});
