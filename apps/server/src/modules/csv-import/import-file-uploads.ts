import { summarizeMapping } from '@porchlight/domain/csv-import/auto-map';
import { BINARY_CHECK_BYTES, NON_CSV_MESSAGE, isBinaryFile } from '@porchlight/domain/csv-import/binary-file';
import type { StartImportFileRequest } from '@porchlight/domain/csv-import/import-api-schemas';
import {
  ENTITY_NOUNS,
  MAX_OPEN_STAGED_IMPORTS,
  STAGED_IMPORT_IDLE_MINUTES,
  STAGED_IMPORT_TTL_HOURS,
  type ImportEntity,
} from '@porchlight/domain/csv-import/import-constants';
import { IMPORT_FILE_PART_MAX_BYTES, isImportFinished, type ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { IMPORT_TARGETS } from '@porchlight/domain/csv-import/import-targets';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { CsvImportRepository } from './csv-import.repository.ts';
import { IMPORT_LIMITS, count } from './import-answers.ts';
import { deflate } from './import-file-reader.ts';

/** The most one row of an export takes (a 250-column MLS row is about 4 KB), and room for its header and notes. */
const MAX_BYTES_PER_ROW = 8 * 1024;
const FILE_HEADROOM_BYTES = 1024 * 1024;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Finished imports stay listed (what each did) this long. */
const FINISHED_IMPORT_KEEP_DAYS = 30;

/** Enqueues the job that reads and writes a file import, in the caller's transaction. */
export type EnqueueImportRun = (
  tx: Parameters<Parameters<CsvImportRepository['queue']>[2]>[0],
  importId: string,
  userId: string,
) => Promise<unknown>;

type Deps = {
  repo: CsvImportRepository;
  limits: Pick<LimitGuard, 'status'>;
  enqueueRun?: EnqueueImportRun;
};

/**
 * A file import's upload: announced with its mapping, sent in parts, started (the job takes it
 * from there) or cancelled; viewed while it runs; swept once abandoned or old.
 */
export function createImportFileUploads({ repo, limits, enqueueRun }: Deps) {
  async function importOf(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView> {
    const view = await repo.find(userId, entity, id);
    if (!view) throw notFound('Import not found');
    return view;
  }

  /**
   * Refuses (402) a file larger than any file the plan could import: the plan's rows at a
   * generous size each. What an account can make the server keep stays bounded by its plan.
   */
  async function assertPlanCouldHold(entity: ImportEntity, userId: string, fileBytes: number) {
    const feature = IMPORT_LIMITS[entity];
    const { used, allowed } = await limits.status(userId, feature);
    if (!Number.isFinite(allowed)) return;
    const largest = allowed * MAX_BYTES_PER_ROW + FILE_HEADROOM_BYTES;
    if (fileBytes <= largest) return;
    const noun = ENTITY_NOUNS[entity].many;
    throw new HttpError(
      402,
      `This file is larger than your plan could import: it allows ${count(allowed)} ${noun} (limit ${feature}, ${count(used)} used), and a file of that many rows is at most ${count(Math.ceil(largest / 1024 / 1024))} MB. Import a smaller file, or upgrade your plan or add an add-on.`,
      { limit: feature, used, allowed },
    );
  }

  function assertMapping(entity: ImportEntity, mapping: (string | null)[]) {
    const targets = new Set<string>(IMPORT_TARGETS[entity].targets);
    const unknown = mapping.find((m) => m !== null && !targets.has(m));
    if (unknown !== undefined) throw new HttpError(400, `mapping: "${unknown}" is not a ${ENTITY_NOUNS[entity].one} field`);
    const { missingRequired } = summarizeMapping(entity, mapping);
    if (missingRequired.length > 0) throw new HttpError(400, `mapping: Missing required fields: ${missingRequired.join(', ')}`);
  }

  return {
    /** POST /api/{entity}/imports: a file import announced; its parts follow. */
    async startFile(userId: string, entity: ImportEntity, request: StartImportFileRequest): Promise<ImportFileView> {
      assertMapping(entity, request.mapping);
      await assertPlanCouldHold(entity, userId, request.file_size);
      const { file_name, file_size, ...options } = request;
      const view = await repo.start(
        userId,
        entity,
        { fileName: file_name, fileBytes: file_size, options },
        { maxOpen: MAX_OPEN_STAGED_IMPORTS, idleBefore: new Date(Date.now() - STAGED_IMPORT_IDLE_MINUTES * MINUTE_MS) },
      );
      if (!view) {
        throw new HttpError(
          409,
          `You already have ${MAX_OPEN_STAGED_IMPORTS} imports in progress. Wait for one to finish or cancel one; an upload left without activity for ${STAGED_IMPORT_IDLE_MINUTES} minutes is cancelled for you.`,
        );
      }
      return view;
    },

    /** PUT /api/{entity}/imports/{id}/parts/{seq}: one part of the file, in order. */
    async appendPart(userId: string, entity: ImportEntity, id: string, seq: number, body: Buffer) {
      const view = await importOf(userId, entity, id);
      if (view.status !== 'uploading') throw new HttpError(409, 'This import is no longer taking parts of its file.');
      if (body.length === 0) throw new HttpError(400, 'The part is empty');
      if (body.length > IMPORT_FILE_PART_MAX_BYTES) throw new HttpError(413, 'A part may hold at most 8 MB of the file');
      // A client that skips the dialog may send a workbook or a picture: refused by the same
      // first bytes and words as the dialog, before anything is stored (the import stays open,
      // to be cancelled or sent again, as after any refused part).
      if (seq === 0 && isBinaryFile(body.subarray(0, BINARY_CHECK_BYTES))) throw new HttpError(400, NON_CSV_MESSAGE);
      const stored = await repo.appendChunk(userId, id, seq, deflate(body), body.length);
      if (stored === undefined) throw new HttpError(409, 'This import is no longer taking parts of its file.');
      if (stored === 'out-of-order') throw new HttpError(409, `Parts arrive in order: part ${seq} is not the next one.`);
      if (stored === 'too-large')
        throw new HttpError(400, `The file is larger than announced (${count(view.file_bytes)} bytes): start the import again.`);
      return { received_bytes: stored.received, file_bytes: stored.expected };
    },

    /** POST /api/{entity}/imports/{id}/start: the file is complete; the job takes it from here. */
    async startRun(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView> {
      const view = await importOf(userId, entity, id);
      if (view.status !== 'uploading') return view; // started already: the same answer again
      if (view.received_bytes !== view.file_bytes) {
        throw new HttpError(
          400,
          `The file is not fully uploaded: ${count(view.received_bytes)} of ${count(view.file_bytes)} bytes arrived.`,
        );
      }
      await repo.queue(userId, id, (tx) => enqueueRun?.(tx, id, userId) ?? Promise.resolve());
      return importOf(userId, entity, id);
    },

    view: importOf,
    recent: (userId: string, entity: ImportEntity) => repo.recent(userId, entity, 10),

    /** DELETE /api/{entity}/imports/{id}: stops an import that is not writing yet. */
    async cancel(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView> {
      const before = await importOf(userId, entity, id);
      if (before.status === 'writing')
        throw new HttpError(409, 'The import is writing its rows and can no longer be cancelled; it finishes in a moment.');
      if (isImportFinished(before.status)) return before;
      const view = await repo.cancel(userId, entity, id);
      if (!view) throw notFound('Import not found');
      return view;
    },

    /** The daily clean-up of uploads never finished and of old import records; answers how many went. */
    sweepAbandoned: () =>
      repo.sweep(
        new Date(Date.now() - STAGED_IMPORT_TTL_HOURS * 60 * MINUTE_MS),
        new Date(Date.now() - FINISHED_IMPORT_KEEP_DAYS * DAY_MS),
      ),
  };
}
