// `npm run bench` (second part): a property CSV (100,000 rows unless a count is given) imported
// end to end (upload in parts, streaming parse, map, convert, validate, duplicate check, write),
// side by side with a raw COPY of the same rows into the same table in the same run. Prints the
// ratio, the process's peak memory and how soon the dialog's preview shows, and writes them to
// bench-results.json. Figures, never
// assertions. BENCH_DATABASE_URL measures a PostgreSQL server instead (use a throwaway database).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { autoMapColumns } from '../packages/domain/src/csv-import/auto-map.ts';
import { IMPORT_FILE_PART_BYTES, type ImportFileFormat } from '../packages/domain/src/csv-import/import-file.ts';
import { convertTable, toCsvTable } from '../packages/domain/src/csv-import/import-pipeline.ts';
import { toCsvLine } from '../packages/domain/src/csv-import/import-templates.ts';
import { copyInto } from '../apps/server/src/db/bulk-copy.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { properties, users } from '../apps/server/src/db/schema/index.ts';
import type { LimitGuard } from '../apps/server/src/modules/billing/limit-guard.ts';
import { createCsvImportRepository } from '../apps/server/src/modules/csv-import/csv-import.repository.ts';
import { createCsvImportService } from '../apps/server/src/modules/csv-import/csv-import.service.ts';
import { copyColumns, createCopyRowWriter } from '../apps/server/src/modules/csv-import/import-copy-rows.ts';
import { createDatabaseImportStore, createDiskImportStore } from '../apps/server/src/modules/csv-import/import-file-store.ts';
import { defaultImportThreads } from '../apps/server/src/modules/csv-import/import-row-workers.ts';
import { createEventLog } from '../apps/server/src/events/event-log.ts';
import { createJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { saveBenchResult } from './bench-results.ts';

const ROWS = Number(process.argv[2] ?? 100_000);
const HEADERS = [
  'ListingId',
  'StandardStatus',
  'PropertyType',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'ListPrice',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'YearBuilt',
  'DaysOnMarket',
  'ListingContractDate',
  'AssociationFee',
  'Appliances',
  'PublicRemarks',
  'ListAgentFullName',
  'ListAgentEmail',
  'ListOfficeName',
];
const STATUSES = ['Active', 'ActiveUnderContract', 'Pending', 'Closed', 'Coming Soon', 'Withdrawn'];
const CITIES: [string, string][] = [
  ['Austin', 'TX'],
  ['Denver', 'CO'],
  ['Phoenix', 'AZ'],
  ['Atlanta', 'GA'],
  ['Seattle', 'WA'],
];
const FORMAT: ImportFileFormat = { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' };

/** Writes the CSV to a file, 10,000 rows at a time: the file stands for the agent's, never held whole here. */
function generateCsvFile(file: string, rows: number): number {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, `${['Exported from the MLS for the Porchlight benchmark', toCsvLine(HEADERS)].join('\r\n')}\r\n`);
  for (let start = 0; start < rows; start += 10_000) fs.writeSync(fd, generateRows(start, Math.min(rows, start + 10_000)));
  fs.closeSync(fd);
  return fs.statSync(file).size;
}

function generateRows(from: number, to: number): string {
  const lines: string[] = [];
  for (let i = from; i < to; i++) {
    const [city, state] = CITIES[i % CITIES.length]!;
    lines.push(
      toCsvLine([
        `BM${100000 + i}`,
        STATUSES[i % STATUSES.length],
        i % 7 === 0 ? 'Condominium' : 'Residential',
        `${100 + (i % 9000)} Benchmark Way Unit ${i}`,
        city,
        state,
        String(78000 + (i % 900)),
        `$${(250_000 + (i % 500) * 1_000).toLocaleString('en-US')}`,
        String(1 + (i % 5)),
        String(1 + (i % 4)),
        (900 + (i % 3000)).toLocaleString('en-US'),
        String(1950 + (i % 70)),
        String(i % 120),
        `${1 + (i % 12)}/${1 + (i % 28)}/2024`,
        `$${i % 400}.50`,
        'Dishwasher, Range, Refrigerator',
        `Sunny home #${i}, "updated" kitchen,\nnew roof.`,
        'Dana Agent',
        'dana@example.com',
        'Porchlight Realty',
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Bytes [start, end) of the file, as the browser slices a File. */
function readSlice(file: string, start: number, end: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(end - start);
    const read = fs.readSync(fd, buffer, 0, buffer.length, start);
    return buffer.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;

/** The process's peak resident memory while `run` runs (sampled every 50 ms). */
async function withPeakMemory<T>(run: () => Promise<T>): Promise<{ result: T; ms: number; peak: number; cpuMs: number }> {
  const cpuBefore = process.cpuUsage();
  let peak = process.memoryUsage().rss;
  const parts = { heapUsed: 0, external: 0 };
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    parts.heapUsed = Math.max(parts.heapUsed, m.heapUsed);
    parts.external = Math.max(parts.external, m.external);
  }, 50);
  if (process.env.BENCH_MEMORY_DETAIL)
    process.on('exit', () => console.log('peak heap', mb(parts.heapUsed), 'peak external (PGlite, buffers)', mb(parts.external)));
  const started = performance.now();
  try {
    const result = await run();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      result,
      ms: performance.now() - started,
      peak: Math.max(peak, process.memoryUsage().rss),
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
  } finally {
    clearInterval(timer);
  }
}

/** The benchmark measures speed, not plans: a guard that allows any number of rows. */
const unlimited: LimitGuard = {
  withinLimit: (_userId, _feature, write) => write(),
  exclusive: (_userId, _feature, work) => work(),
  assertCanAdd: async () => {},
  status: async () => ({ used: 0, allowed: Infinity, remaining: Infinity }),
  reportAdded: async () => {},
};

const serverUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-import-'));
const database = await openDatabase(serverUrl ? { databaseUrl: serverUrl } : { dataDir });
const newAgent = async (label: string) => {
  const id = `bench-import-${label}-${Date.now()}`;
  await database.db.insert(users).values({ id, name: 'Bench Agent', email: `${id}@example.com`, emailVerified: true });
  return id;
};
// The real event log (its import.completed is part of the write); no worker runs its reactions.
const eventLog = createEventLog(database.db, createJobQueue(database, createLogger('silent')));
// The file and its batches are kept as the app keeps them: beside PGlite's files, in tables on a server.
const store = serverUrl ? createDatabaseImportStore(database.db) : createDiskImportStore(path.join(dataDir, 'imports'));
// The repository as the app makes it, with the moments its import passes through noted: the
// bench prints where the time goes (upload; reading, converting and COPY, which overlap on a
// server; the duplicate check; the events, the result and the commit).
const marks: [string, number][] = [];
const mark = (phase: string) => marks.push([phase, performance.now()]);
const appRepo = createCsvImportRepository(database.db, eventLog, store);
const repo: typeof appRepo = {
  ...appRepo,
  writeImport: async (entity, userId, importId, options) => {
    mark('reading before the write (PGlite)');
    const counts = await appRepo.writeImport(entity, userId, importId, {
      ...options,
      source: (tx) =>
        (async function* () {
          for await (const piece of options.source(tx) as AsyncIterable<Buffer | string>) yield piece;
          mark('read, converted and COPYed');
        })(),
      events: (c) => {
        mark('duplicates found and dropped');
        return options.events(c);
      },
    });
    mark('events, result and commit');
    return counts;
  },
};
// IMPORT_THREADS as the server reads it (unset: the server's default for this database).
const threads = process.env.IMPORT_THREADS === undefined ? defaultImportThreads(!serverUrl) : Number(process.env.IMPORT_THREADS);
const service = createCsvImportService({ repo, limits: unlimited, importThreads: threads });

const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
console.log(
  `\nCSV import of ${ROWS.toLocaleString('en-US')} property rows on ${engine}, in process, ${os.cpus().length} cores, IMPORT_THREADS ${process.env.IMPORT_THREADS ?? `default (${threads})`}`,
);
const csvPath = path.join(dataDir, 'bench.csv');
const fileBytes = generateCsvFile(csvPath, ROWS);
console.log(`${'  file size'.padEnd(44)} ${mb(fileBytes)}`);

// The dialog's preview, as its worker makes it: from the first megabyte, whatever the file's size.
// Imported by a computed name: the web code is type-checked with the DOM's types, not the server's.
type DialogSession = {
  load(entity: 'properties', file: Blob): Promise<{ autoMap: { mapping: (string | null)[] } | null }>;
  convert(mapping: (string | null)[]): unknown;
};
const sessionModule = '../apps/web/src/features/csv-import/lib/import-session.ts';
const { createImportSession } = (await import(sessionModule)) as { createImportSession: () => DialogSession };
const previewStarted = performance.now();
const session = createImportSession();
const loaded = await session.load('properties', await fs.openAsBlob(csvPath));
session.convert(loaded.autoMap!.mapping);
const previewMs = performance.now() - previewStarted;
console.log(`${'preview in the dialog (goal: within 2 s)'.padEnd(44)} ${seconds(previewMs)}`);

// What the dialog does in the browser before the import starts: the header and mapping from a sample.
const sample = toCsvTable(
  'properties',
  Papa.parse<string[]>(readSlice(csvPath, 0, 64 * 1024).toString('utf8'), { skipEmptyLines: 'greedy' }).data,
);
const mapping = autoMapColumns('properties', sample.headers).mapping;

// The baseline: the same rows, already converted to COPY text (not timed), COPYed into the table.
// Past 200,000 rows only the import runs: the baseline's rows in memory would hide its own.
const withBaseline = ROWS <= 200_000;
const baselineAgent = await newAgent('copy');
const pieces: string[] = [];
if (withBaseline) {
  const table = toCsvTable('properties', Papa.parse<string[]>(fs.readFileSync(csvPath, 'utf8'), { skipEmptyLines: 'greedy' }).data);
  const converted = convertTable('properties', table, mapping);
  const lineOf = createCopyRowWriter('properties', baselineAgent, crypto.randomUUID());
  for (let i = 0; i < converted.valid.length; i += 10_000) {
    pieces.push(
      converted.valid
        .slice(i, i + 10_000)
        .map((row, k) => lineOf(crypto.randomUUID(), i + k + 3, row as Record<string, unknown>))
        .join(''),
    );
  }
}
const copy = withBaseline
  ? await withPeakMemory(() => database.db.transaction((tx) => copyInto(tx, 'properties', copyColumns('properties'), pieces)))
  : null;
pieces.length = 0;
if (copy) console.log(`${'raw COPY of the converted rows (baseline)'.padEnd(44)} ${seconds(copy.ms)}`);

// The import, end to end as the server runs it.
const agent = await newAgent('import');
let importStarted = 0;
const imported = await withPeakMemory(async () => {
  importStarted = performance.now();
  const view = await service.startFile(agent, 'properties', {
    file_name: 'bench.csv',
    file_size: fileBytes,
    headers: sample.headers,
    mapping,
    format: FORMAT,
    duplicates: 'skip',
    start_automations: false,
  });
  for (let seq = 0, at = 0; at < fileBytes; seq++, at += IMPORT_FILE_PART_BYTES) {
    await service.appendPart(agent, 'properties', view.id, seq, readSlice(csvPath, at, at + IMPORT_FILE_PART_BYTES));
  }
  await service.startRun(agent, 'properties', view.id);
  mark('upload (parts stored)');
  await service.runImport(view.id);
  mark('after the write (queued ANALYZE, ...)');
  return service.view(agent, 'properties', view.id);
});
if (imported.result.status !== 'completed') throw new Error(`the import did not complete: ${imported.result.error}`);
const ratio = copy ? imported.ms / copy.ms : null;
console.log(`${'import end to end (upload, parse, ..., write)'.padEnd(44)} ${seconds(imported.ms)}`);
console.log(`${'  rows imported'.padEnd(44)} ${imported.result.result!.imported.toLocaleString('en-US').padStart(9)}`);
for (let i = 0, since = importStarted; i < marks.length; since = marks[i]![1], i++) {
  console.log(`${`    ${marks[i]![0]}`.padEnd(44)} ${seconds(marks[i]![1] - since)}`);
}
if (ratio !== null) console.log(`${'  ratio to the raw COPY (goal: within 2x)'.padEnd(44)} ${ratio.toFixed(2).padStart(7)} x`);
console.log(`${'  peak memory of the process'.padEnd(44)} ${mb(imported.peak)}`);
// This process's CPU time (all its threads) during the import: on a 2-core machine it competes with the database's.
console.log(`${'  CPU time of this process (all threads)'.padEnd(44)} ${seconds(imported.cpuMs)}`);

saveBenchResult(`import_${ROWS}_${engine.toLowerCase()}`, {
  rows: ROWS,
  copy_seconds: copy ? +(copy.ms / 1000).toFixed(2) : null,
  import_seconds: +(imported.ms / 1000).toFixed(2),
  ratio_to_copy: ratio === null ? null : +ratio.toFixed(2),
  peak_rss_mb: Math.round(imported.peak / 1024 / 1024),
  preview_seconds: +(previewMs / 1000).toFixed(2),
});

if (serverUrl) {
  await database.db.delete(properties).where(inArray(properties.userId, [agent, baselineAgent]));
  for (const id of [agent, baselineAgent]) await database.db.delete(users).where(eq(users.id, id));
}
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
