import { describe, expect, it } from 'vitest';
import { autoMapColumns } from './auto-map';
import { IMPORT_ENTITIES } from './import-constants';
import { convertTable, toCsvTable } from './import-pipeline';
import { importTemplate, toCsvLine } from './import-templates';
import { parseCsvText } from './test-support/parse-csv-text';

describe('templates (spec 001 §2: two example rows each)', () => {
  it.each(IMPORT_ENTITIES)('%s: maps at 100%%, holds two rows, both import cleanly', (entity) => {
    const { filename, csv } = importTemplate(entity);
    expect(filename).toBe(`${entity}-import-template.csv`);
    const table = toCsvTable(entity, parseCsvText(csv));
    expect(table.records).toHaveLength(2);
    const result = autoMapColumns(entity, table.headers);
    expect(result.confidence).toBe(100);
    expect(result.mapping.every((m) => m !== null)).toBe(true);
    const converted = convertTable(entity, table, result.mapping);
    expect(converted.errors).toEqual([]);
    expect(converted.valid).toHaveLength(2);
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsvLine(['a', 'b,c', 'say "hi"', 'x\ny', null, 3])).toBe('a,"b,c","say ""hi""","x\ny",,3');
  });
});
