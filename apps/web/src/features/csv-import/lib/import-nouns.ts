import { ENTITY_NOUNS, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';

/** "1 lead", "300 leads", "1 property", "100 properties": every count the import shows. */
export function countOf(entity: ImportEntity, n: number): string {
  const nouns = ENTITY_NOUNS[entity];
  return `${n.toLocaleString('en-US')} ${n === 1 ? nouns.one : nouns.many}`;
}

/** "1 row", "12 rows". */
export const rowsOf = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
