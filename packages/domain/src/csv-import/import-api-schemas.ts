import { z } from 'zod';
import { DUPLICATE_MODES, IMPORT_REQUEST_MAX_ROWS } from './import-constants';
import { MAX_IMPORT_FILE_BYTES } from './import-file';
import { IMPORT_DELIMITERS, type ImportFormat } from './import-format';

const duplicates = z.enum(DUPLICATE_MODES, { error: 'duplicates must be "skip" or "update"' }).default('skip');
/** Rows are checked one by one against the entity's row schema, so errors read "Row N: ...". */
const rows = z
  .array(z.unknown(), { error: 'rows must be a list of rows' })
  .min(1, 'rows must hold at least one row')
  .max(IMPORT_REQUEST_MAX_ROWS, `rows: send at most ${IMPORT_REQUEST_MAX_ROWS.toLocaleString('en-US')} rows per request`);
/**
 * Whether the import's new leads may start flows (a "lead is created" trigger that names imports).
 * Off unless asked: a book brought in is past clients, not new inquiries (issue 46).
 */
const startAutomations = z.boolean({ error: 'start_automations must be true or false' }).default(false);
const rowNumbers = z.array(z.number().int().positive(), { error: 'row_numbers must be a list of row numbers' }).optional();

/** POST /api/{properties|leads}/import: a whole (small) import in one request. */
export const ImportRowsRequestSchema = z
  .object({ duplicates, rows, row_numbers: rowNumbers, start_automations: startAutomations })
  .refine((b) => !b.row_numbers || b.row_numbers.length === b.rows.length, {
    message: 'row_numbers must have one number per row',
    path: ['row_numbers'],
  });
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

/**
 * What the client tells the server it read the file as (the server parses the upload the same way).
 * Typed as import-format.ts's ImportFormat, so the two cannot drift apart.
 */
export const ImportFormatSchema: z.ZodType<ImportFormat> = z.object({
  encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'], {
    error: 'format.encoding must be utf-8, utf-16le, utf-16be or windows-1252',
  }),
  delimiter: z.enum(IMPORT_DELIMITERS, { error: 'format.delimiter must be a comma, semicolon, tab or bar' }),
  decimalSeparator: z.enum(['.', ','], { error: 'format.decimalSeparator must be "." or ","' }),
  dateOrder: z.enum(['mdy', 'dmy'], { error: 'format.dateOrder must be "mdy" or "dmy"' }),
});

const text = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).max(max, `${field} is too long (at most ${max} characters)`);

/** POST /api/{entity}/imports: announce a file and what to do with it; its parts follow. */
export const StartImportFileRequestSchema = z
  .object({
    file_name: text('file_name', 255).min(1, 'file_name is required'),
    file_size: z
      .number({ error: 'file_size must be a number of bytes' })
      .int('file_size must be a whole number of bytes')
      .min(1, 'file_size: the file is empty')
      .max(MAX_IMPORT_FILE_BYTES, `file_size: a file may hold at most ${MAX_IMPORT_FILE_BYTES / 1024 / 1024 / 1024} GB`),
    /** The header row as the dialog read it: the job checks the file says the same. */
    headers: z
      .array(text('headers', 500), { error: 'headers must be a list of column names' })
      .min(1, 'headers: the file has no header row')
      .max(1000, 'headers: at most 1,000 columns'),
    /** One import field (or null) per column, as the agent confirmed it. */
    mapping: z.array(text('mapping', 100).nullable(), { error: 'mapping must be a list with one field (or null) per column' }),
    format: ImportFormatSchema,
    /** Import only as many new records as the plan has room for (the file's first ones), not fail. */
    up_to_limit: z.boolean({ error: 'up_to_limit must be true or false' }).optional(),
    duplicates: z.enum(DUPLICATE_MODES, { error: 'duplicates must be "skip" or "update"' }).default('skip'),
    start_automations: startAutomations,
    /** Leads (issue 50): the agent's stage for each of the file's stages the account has no stage of that name for. */
    stage_choices: z
      .record(text('stage_choices', 200), z.uuid({ error: 'stage_choices: each value must be a stage id' }), {
        error: 'stage_choices must map stage names to stage ids',
      })
      .optional(),
  })
  .refine((b) => b.mapping.length === b.headers.length, {
    message: 'mapping must have one entry per column of headers',
    path: ['mapping'],
  });
export type StartImportFileRequest = z.infer<typeof StartImportFileRequestSchema>;

/**
 * GET /api/{entity}/import-context: what the preview needs to say what an import will do before
 * the upload: the plan's room (null: no limit) and, for leads, the stages and people the file's
 * stages and owners are matched to.
 */
export type ImportContextResponse = {
  room: { allowed: number; used: number; remaining: number; limit: string } | null;
  stages: { id: string; name: string }[];
  people: { id: string; name: string | null; email: string }[];
};
