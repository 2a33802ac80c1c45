// `npm run bench` (second part): a 100,000-row property CSV from file to committed rows, on an
// embedded database, in process. Prints how long each stage takes. Figures, never assertions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { autoMapColumns } from '../packages/domain/src/csv-import/auto-map.ts';
import { compactRow } from '../packages/domain/src/csv-import/compact-row.ts';
import { IMPORT_REQUEST_MAX_ROWS } from '../packages/domain/src/csv-import/import-constants.ts';
import { convertTable, toCsvTable } from '../packages/domain/src/csv-import/import-pipeline.ts';
import { toCsvLine } from '../packages/domain/src/csv-import/import-templates.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import type { LimitGuard } from '../apps/server/src/modules/billing/limit-guard.ts';
import { createCsvImportRepository } from '../apps/server/src/modules/csv-import/csv-import.repository.ts';
import { createCsvImportService } from '../apps/server/src/modules/csv-import/csv-import.service.ts';
import { createEventLog } from '../apps/server/src/events/event-log.ts';
import { createJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';

const ROWS = Number(process.argv[2] ?? 100_000);
const HEADERS = [
  'ListingId', 'StandardStatus', 'PropertyType', 'UnparsedAddress', 'City', 'StateOrProvince', 'PostalCode', 'ListPrice', 'BedroomsTotal',
  'BathroomsTotalInteger', 'LivingArea', 'YearBuilt', 'DaysOnMarket', 'ListingContractDate', 'AssociationFee', 'Appliances', 'PublicRemarks',
  'ListAgentFullName', 'ListAgentEmail', 'ListOfficeName',
];
const STATUSES = ['Active', 'ActiveUnderContract', 'Pending', 'Closed', 'Coming Soon', 'Withdrawn'];
const CITIES: [string, string][] = [['Austin', 'TX'], ['Denver', 'CO'], ['Phoenix', 'AZ'], ['Atlanta', 'GA'], ['Seattle', 'WA']];

function generateCsv(rows: number): string {
  const lines = ['Exported from the MLS for the Porchlight benchmark', toCsvLine(HEADERS)];
  for (let i = 0; i < rows; i++) {
    const [city, state] = CITIES[i % CITIES.length]!;
    lines.push(
      toCsvLine([
        `BM${100000 + i}`, STATUSES[i % STATUSES.length], i % 7 === 0 ? 'Condominium' : 'Residential', `${100 + (i % 9000)} Benchmark Way Unit ${i}`,
        city, state, String(78000 + (i % 900)), `$${(250_000 + (i % 500) * 1_000).toLocaleString('en-US')}`, String(1 + (i % 5)), String(1 + (i % 4)),
        (900 + (i % 3000)).toLocaleString('en-US'), String(1950 + (i % 70)), String(i % 120), `${1 + (i % 12)}/${1 + (i % 28)}/2024`, `$${i % 400}.50`,
        'Dishwasher, Range, Refrigerator', `Sunny home #${i}, "updated" kitchen,\nnew roof.`, 'Dana Agent', 'dana@example.com', 'Porchlight Realty',
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const time = async <T>(label: string, run: () => T | Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(2).padStart(7)} s`);
  return result;
};

/** The benchmark measures speed, not plans: a guard that allows any number of rows. */
const unlimited: LimitGuard = {
  withinLimit: (_userId, _feature, write) => write(),
  exclusive: (_userId, _feature, work) => work(),
  assertCanAdd: async () => {},
  status: async () => ({ used: 0, allowed: Infinity, remaining: Infinity }),
};

// BENCH_DATABASE_URL measures a PostgreSQL server instead (use a throwaway database).
const serverUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-import-'));
const database = await openDatabase(serverUrl ? { databaseUrl: serverUrl } : { dataDir });
const userId = `bench-import-${Date.now()}`;
await database.db.insert(users).values({ id: userId, name: 'Bench Agent', email: `${userId}@example.com`, emailVerified: true });
// The real event log (its import.completed is part of the commit); no worker runs its reactions.
const eventLog = createEventLog(database.db, createJobQueue(database, createLogger('silent')));
const service = createCsvImportService({ repo: createCsvImportRepository(database.db, eventLog), limits: unlimited });

console.log(`\nCSV import of ${ROWS.toLocaleString('en-US')} property rows on ${serverUrl ? 'PostgreSQL' : 'PGlite'}, in process, ${os.cpus().length} cores`);
const csv = await time('generate the CSV', () => generateCsv(ROWS));
console.log(`${'  file size'.padEnd(44)} ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1).padStart(7)} MB`);
const records = await time('parse (Papa Parse)', () => Papa.parse<string[]>(csv, { skipEmptyLines: 'greedy' }).data);
const { table, converted } = await time('map, convert and validate (domain)', () => {
  const table = toCsvTable('properties', records);
  return { table, converted: convertTable('properties', table, autoMapColumns('properties', table.headers).mapping) };
});
if (converted.errors.length > 0) throw new Error(`unexpected row errors: ${converted.errors.slice(0, 3).join('; ')}`);
const importId = await service.startStaged(userId, 'properties');
await time(`upload in parts of ${IMPORT_REQUEST_MAX_ROWS.toLocaleString('en-US')} (re-validate, stage)`, async () => {
  for (let i = 0; i < converted.valid.length; i += IMPORT_REQUEST_MAX_ROWS) {
    await service.stageRows(userId, 'properties', importId, {
      // As the browser sends them: without empty fields.
      rows: converted.valid.slice(i, i + IMPORT_REQUEST_MAX_ROWS).map((row) => compactRow(row as Record<string, unknown>)),
      row_numbers: table.rowNumbers.slice(i, i + IMPORT_REQUEST_MAX_ROWS),
    });
  }
});
const result = await time('commit (duplicates, INSERTs, ANALYZE)', () => service.commitStaged(userId, 'properties', importId, 'skip'));
console.log(`${'  rows imported'.padEnd(44)} ${result.imported.toLocaleString('en-US').padStart(7)}`);
if (serverUrl) await database.db.delete(users).where(eq(users.id, userId));
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
