import type { z } from 'zod';
import type { ImportEntity } from './import-constants';
import { LeadImportRowSchema, PropertyImportRowSchema, type LeadImportRow } from './import-row-schemas';
import type { PropertyImportRow } from './property-fields';

export const IMPORT_ROW_SCHEMAS = { properties: PropertyImportRowSchema, leads: LeadImportRowSchema } as const;

export type ImportRowOf<E extends ImportEntity> = E extends 'properties' ? PropertyImportRow : LeadImportRow;

/** Spec 001 §5: "Row N: path: message", or "Row N: Invalid data format" when no field is at fault. */
export function formatRowError(rowNumber: number, issue: { path: PropertyKey[]; message: string } | null): string {
  if (!issue || issue.path.length === 0) return `Row ${rowNumber}: Invalid data format`;
  return `Row ${rowNumber}: ${issue.path.map(String).join('.')}: ${issue.message}`;
}

export type RowCheck<T> = { ok: true; row: T } | { ok: false; errors: string[] };

/** Checks one converted row; every issue of the row is reported, each on its own line. */
export function validateImportRow<E extends ImportEntity>(entity: E, row: unknown, rowNumber: number): RowCheck<ImportRowOf<E>> {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return { ok: false, errors: [formatRowError(rowNumber, null)] };
  const schema: z.ZodType = IMPORT_ROW_SCHEMAS[entity];
  const parsed = schema.safeParse(row);
  if (parsed.success) return { ok: true, row: parsed.data as ImportRowOf<E> };
  return { ok: false, errors: parsed.error.issues.map((issue) => formatRowError(rowNumber, issue)) };
}

export type RowsCheck<T> = {
  valid: T[];
  /** The row number (as the user counts) of each valid row. */
  validRowNumbers: number[];
  errors: string[];
  invalidRowCount: number;
};

/** Checks many rows; `rowNumbers[i]` is how the user counts row i (defaults to i + 1). */
export function validateImportRows<E extends ImportEntity>(
  entity: E,
  rows: readonly unknown[],
  rowNumbers?: readonly number[],
): RowsCheck<ImportRowOf<E>> {
  const result: RowsCheck<ImportRowOf<E>> = { valid: [], validRowNumbers: [], errors: [], invalidRowCount: 0 };
  rows.forEach((row, i) => {
    const rowNumber = rowNumbers?.[i] ?? i + 1;
    const check = validateImportRow(entity, row, rowNumber);
    if (check.ok) {
      result.valid.push(check.row);
      result.validRowNumbers.push(rowNumber);
    } else {
      result.errors.push(...check.errors);
      result.invalidRowCount += 1;
    }
  });
  return result;
}
