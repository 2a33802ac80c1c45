import path from 'node:path';
import type { BookStage } from '@porchlight/domain/csv-import/book-matching';
import type { BookChange } from '@porchlight/domain/realtime/book-change';
import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { ANALYZE_QUEUE, BACKFILL_KEYS_QUEUE, IMPORT_RUN_QUEUE, defineCsvImportJobs } from './csv-import-jobs.ts';
import { createCsvImportRepository } from './csv-import.repository.ts';
import { createCsvImportService } from './csv-import.service.ts';
import { createDatabaseImportStore, createDiskImportStore } from './import-file-store.ts';
import { defaultImportThreads } from './import-row-workers.ts';

export type CsvImportPorts = {
  limits: LimitGuard;
  /** The account's stages in board order (pipeline's): an imported book keeps its stages. */
  stageOrder: (userId: string) => Promise<BookStage[]>;
  /** Open lists and dashboards of the book reload (ownership's). */
  bookChanged: (bookId: string, change: BookChange) => Promise<void>;
};

/** Imports of leads and properties from a file or rows, run as jobs. */
export function registerCsvImport({ config, database, db, jobs, eventLog }: Infra, { limits, stageOrder, bookChanged }: CsvImportPorts) {
  const embedded = database.driver === 'pglite';
  // The embedded database keeps an import's file beside its own files; a server keeps it in tables.
  const repo = createCsvImportRepository(
    db,
    eventLog,
    embedded ? createDiskImportStore(path.join(config.dataDir, 'imports')) : createDatabaseImportStore(db),
  );
  const csvImport = createCsvImportService({
    repo,
    // A book brought in keeps its stages and owners: matched to the account's stages and people.
    book: async (userId) => ({ stages: await stageOrder(userId), people: await repo.people(userId) }),
    limits,
    onLargeWrite: (entity) => jobs.enqueue(db, ANALYZE_QUEUE, { entity }),
    enqueueRun: (tx, importId, userId) =>
      jobs.enqueue(tx, IMPORT_RUN_QUEUE, { importId }, { accountId: userId, uniqueKey: `import:${importId}` }),
    onImported: (userId, entity, count) => bookChanged(userId, { entity, change: 'imported', count }),
    importThreads: config.importThreads ?? defaultImportThreads(embedded),
  });
  defineCsvImportJobs(jobs, csvImport);
  return {
    csvImport,
    /** Once per database (the unique key): duplicate keys for records older than the keys. */
    backfillKeys: () => jobs.enqueue(db, BACKFILL_KEYS_QUEUE, {}, { uniqueKey: 'backfill-duplicate-keys' }),
  };
}
