import { z } from 'zod';
import { DUPLICATE_MODES, IMPORT_REQUEST_MAX_ROWS } from './import-constants';

const duplicates = z.enum(DUPLICATE_MODES, { error: 'duplicates must be "skip" or "update"' }).default('skip');
/** Rows are checked one by one against the entity's row schema, so errors read "Row N: ...". */
const rows = z
  .array(z.unknown(), { error: 'rows must be a list of rows' })
  .min(1, 'rows must hold at least one row')
  .max(IMPORT_REQUEST_MAX_ROWS, `rows: send at most ${IMPORT_REQUEST_MAX_ROWS.toLocaleString('en-US')} rows per request`);
const rowNumbers = z.array(z.number().int().positive(), { error: 'row_numbers must be a list of row numbers' }).optional();

/** POST /api/{properties|leads}/import: a whole (small) import in one request. */
export const ImportRowsRequestSchema = z
  .object({ duplicates, rows, row_numbers: rowNumbers })
  .refine((b) => !b.row_numbers || b.row_numbers.length === b.rows.length, { message: 'row_numbers must have one number per row', path: ['row_numbers'] });
export type ImportRowsRequest = z.infer<typeof ImportRowsRequestSchema>;

/**
 * Spec 001 §7: the import answers success and an errors list. `imported` counts new records,
 * `updated` existing ones changed, `skipped` duplicates left alone.
 */
export const ImportResultSchema = z.object({
  success: z.boolean(),
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  total: z.number().int(),
  errors: z.array(z.string()),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
