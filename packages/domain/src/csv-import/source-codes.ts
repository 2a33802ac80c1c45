import type { Cells, ConvertedRow } from './row-cells';
import { normalizeWords } from './value-conversion';

/** A value as the product says it, in words: "single_family" → "single family". */
const asWords = (value: unknown) => (typeof value === 'string' ? value.replace(/_/g, ' ') : null);
const BOOLEAN_FIELDS = ['has_pool', 'has_fireplace', 'has_ac', 'waterfront', 'basement_finished', 'senior_community'] as const;

/**
 * Issue 50: the codes a file wrote where the import decoded them ("X" → off market, "SF" →
 * single family, "Y" → a pool), by field, so the original is kept beside the product's value.
 * Values written as the product says them ("Active", "Condo") are no codes and are not kept.
 */
export function sourceCodes(written: Record<string, unknown>, row: ConvertedRow, cells: Cells): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [field, raw] of Object.entries(written)) {
    if (typeof raw !== 'string' || row[field] == null) continue;
    if (normalizeWords(raw) !== asWords(row[field])) codes[field] = raw;
  }
  for (const field of BOOLEAN_FIELDS) {
    const raw = cells.first(field);
    if (raw !== null && /^[yn]$/i.test(raw)) codes[field] = raw;
  }
  return codes;
}

/** The export's cell: `status=A; property_type=SF`, read back by the import (parseSourceCodes). */
export const formatSourceCodes = (codes: Record<string, string> | null | undefined) =>
  Object.entries(codes ?? {})
    .map(([field, code]) => `${field}=${code}`)
    .join('; ');

/** An exported cell back into codes; pieces that are not `field=code` are ignored. */
export function parseSourceCodes(cell: string | null | undefined): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const piece of (cell ?? '').split(';')) {
    const match = /^\s*([a-z_]+)\s*=\s*(.*?)\s*$/.exec(piece);
    if (match && match[2]) codes[match[1]!] = match[2].slice(0, 100);
  }
  return codes;
}
