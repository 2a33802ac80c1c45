import { normalizeHeader, synonymLookup } from './auto-map';
import type { ImportEntity } from './import-constants';

/** How far down a file the header row is looked for (notes, titles and blank lines above it). */
export const HEADER_SEARCH_ROWS = 10;

const filled = (record: readonly string[]) => record.filter((c) => c.trim() !== '').length;

/**
 * The index of the header row. Exports often put a title or a note above it ("Exported from
 * Matrix on 3/4/2024"): the row among the first ten whose cells name the most known columns wins
 * (two at least); failing that, the first row with two or more filled cells.
 */
export function findHeaderRowIndex(entity: ImportEntity, records: readonly (readonly string[])[]): number {
  const lookup = synonymLookup(entity);
  const scanned = records.slice(0, HEADER_SEARCH_ROWS);
  let best = -1;
  let bestHits = 1;
  scanned.forEach((record, index) => {
    const hits = record.filter((cell) => lookup.has(normalizeHeader(cell))).length;
    if (hits > bestHits) [best, bestHits] = [index, hits];
  });
  if (best >= 0) return best;
  const firstWide = scanned.findIndex((r) => filled(r) >= 2);
  return firstWide >= 0 ? firstWide : 0;
}

/** A record made only of empty cells (a blank line, or a row of commas) carries nothing to import. */
export const isBlankRecord = (record: readonly string[]) => filled(record) === 0;
