// The server's own memory through a large import (issue 11: a million rows in one file, the
// server under 500 MB): the built server (`npm run build` first) on a fresh embedded database,
// then on the PostgreSQL database BENCH_DATABASE_URL names if set (its agent and records removed
// afterwards). An agent signs up over HTTP, a property CSV (1,000,000 rows unless a count is
// given) is sent in parts and imported as the dialog does, and the server process's resident
// memory is sampled from /proc every 100 ms. Part of `npm run bench` (a few minutes), written to
// bench-results.json; figures, never assertions. The server runs with `npm start`'s Node
// arguments; SERVER_NODE_OPTIONS adds to them (a later V8 flag wins, so
// `--heap-growing-percent=0` measures V8's default growth) and IMPORT_THREADS reaches the server
// as it would in production. BENCH_TRACE=1 prints the memory every 2 s; BENCH_SERVER_STDOUT=<file>
// keeps the server's standard output (with --trace-gc, its collections).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { IMPORT_FILE_PART_BYTES } from '../packages/domain/src/csv-import/import-file.ts';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from '../apps/server/src/db/client.ts';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';
import { saveBenchResult } from './bench-results.ts';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 4790);
const appUrl = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(serverMain)) {
  console.log('\nServer memory through an import  skipped: run `npm run build` first (it measures the built server)');
  process.exit(0);
}
const serverFlags = (process.env.SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
const stopServer = (server: ChildProcess) => new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
const residentMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

/** One import through the built server on PGlite, or on the PostgreSQL database `databaseUrl` names. */
async function measure(databaseUrl: string | undefined) {
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-import-server-'));

  async function startServer(): Promise<ChildProcess> {
    const env = {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
    };
    const server = spawn(process.execPath, [...SERVER_NODE_ARGS, ...serverFlags, serverMain], {
      env,
      cwd: root,
      stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? fs.openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore', 'inherit'],
    });
    for (;;) {
      if (server.exitCode !== null) throw new Error('The server stopped while starting: run `npm run build` first');
      const up = await fetch(`${appUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return server;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  // An agent, then a plan that holds the file: the business plan and 50 property add-ons
  // (1,010,000 properties), written while the server is stopped, as no route grants them.
  let server = await startServer();
  const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ name: 'Bench Agent', email: `bench-${Date.now()}@example.com`, password: 'bench correct horse' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await signUp.json()) as { user: { id: string } };
  await stopServer(server);
  const runSql = async (statements: string[], params: unknown[]) => {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      for (const statement of statements) await client.query(statement, params);
      await client.end();
      return;
    }
    const pglite = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
    for (const statement of statements) await pglite.query(statement, params);
    await pglite.close();
  };
  const grants = [
    `INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 'business', 'active')`,
    `INSERT INTO user_addon_subscriptions (user_id, addon_id, addon_name) SELECT $1, 'properties-20000', 'Properties +20,000' FROM generate_series(1, 50)`,
  ];
  await runSql(grants, [user.id]);
  const serverStarted = performance.now();
  server = await startServer();
  const idleMb = residentMb(server.pid!);

  const headers = [
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
    'PublicRemarks',
  ];
  const mapping = [
    'mls_number',
    'status',
    'property_type',
    'address',
    'city',
    'state',
    'zipcode',
    'current_price',
    'bedrooms',
    'bathrooms',
    'sqft',
    'year_built',
    'description',
  ];
  const csvPath = path.join(dataDir, 'bench.csv');
  const fd = fs.openSync(csvPath, 'w');
  fs.writeSync(fd, `${headers.join(',')}\r\n`);
  for (let start = 0; start < ROWS; start += 10_000) {
    const lines: string[] = [];
    for (let i = start; i < Math.min(ROWS, start + 10_000); i++) {
      lines.push(
        `BM${100000 + i},Active,Residential,"${100 + (i % 9000)} Benchmark Way Unit ${i}",Austin,TX,${78000 + (i % 900)},"$${250_000 + (i % 500) * 1000}",${1 + (i % 5)},${1 + (i % 4)},${900 + (i % 3000)},${1950 + (i % 70)},"Sunny home #${i}, ""updated"" kitchen"`,
      );
    }
    fs.writeSync(fd, `${lines.join('\r\n')}\r\n`);
  }
  fs.closeSync(fd);
  const fileBytes = fs.statSync(csvPath).size;

  const json = { 'content-type': 'application/json', origin: appUrl, cookie };
  const call = async (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${appUrl}${url}`, {
      method,
      headers: { ...json, ...extra },
      body: body instanceof Buffer ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: string; status: string; error: string | null; result: { imported: number } | null }>;
  };

  let peakMb = idleMb;
  // The peak of each step the import reports. On PGlite the status cannot be read while the rows
  // are written (the write holds the one connection), so "reading" includes the write.
  let phase = 'uploading';
  const peakByPhase: Record<string, number> = {};
  const sampler = setInterval(() => {
    const mb = residentMb(server.pid!);
    peakMb = Math.max(peakMb, mb);
    peakByPhase[phase] = Math.max(peakByPhase[phase] ?? 0, mb);
    if (process.env.BENCH_TRACE && ++samples % 20 === 0)
      console.log(`${((performance.now() - serverStarted) / 1000).toFixed(0)} s ${phase} ${mb} MB`);
  }, 100);
  let samples = 0;
  const started = performance.now();
  const view = await call('POST', '/api/properties/imports', {
    file_name: 'bench.csv',
    file_size: fileBytes,
    headers,
    mapping,
    format: { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' },
  });
  const file = fs.openSync(csvPath, 'r');
  for (let seq = 0, at = 0; at < fileBytes; seq++, at += IMPORT_FILE_PART_BYTES) {
    const part = Buffer.alloc(Math.min(IMPORT_FILE_PART_BYTES, fileBytes - at));
    fs.readSync(file, part, 0, part.length, at);
    await call('PUT', `/api/properties/imports/${view.id}/parts/${seq}`, part, { 'content-type': 'application/octet-stream' });
  }
  fs.closeSync(file);
  phase = 'queued';
  await call('POST', `/api/properties/imports/${view.id}/start`);
  let done = view;
  while (!['completed', 'failed', 'cancelled'].includes(done.status)) {
    await new Promise((r) => setTimeout(r, 1000));
    done = await call('GET', `/api/properties/imports/${view.id}`);
    phase = done.status;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  await stopServer(server);
  // A shared PostgreSQL keeps nothing of the run (its records go with the agent); PGlite's folder goes.
  if (databaseUrl) await runSql(['DELETE FROM users WHERE id = $1'], [user.id]);
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\nThe built server importing ${ROWS.toLocaleString('en-US')} property rows on ${engine} over HTTP, ${os.cpus().length} cores`,
  );
  console.log(
    `  server options ${[...SERVER_NODE_ARGS, ...serverFlags].join(' ')}, IMPORT_THREADS ${process.env.IMPORT_THREADS ?? 'default'}`,
  );
  console.log(
    `  status ${done.status}${done.error ? ` (${done.error})` : ''}, ${done.result?.imported.toLocaleString('en-US') ?? 0} imported in ${seconds.toFixed(1)} s`,
  );
  console.log(`  server memory: idle ${idleMb} MB, peak ${peakMb} MB (goal: under 500 MB)`);
  console.log(
    `  peak by step: ${Object.entries(peakByPhase)
      .map(([step, mb]) => `${step} ${mb} MB`)
      .join(', ')}`,
  );

  saveBenchResult(`server_import_${ROWS}_${engine.toLowerCase()}`, {
    rows: ROWS,
    status: done.status,
    imported: done.result?.imported ?? 0,
    seconds: +seconds.toFixed(1),
    idle_rss_mb: idleMb,
    peak_rss_mb: peakMb,
    goal_peak_rss_mb: 500,
    node_args: [...SERVER_NODE_ARGS, ...serverFlags],
  });
}

// PGlite always; with BENCH_DATABASE_URL (its agent and records removed afterwards) PostgreSQL too.
for (const databaseUrl of [undefined, ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])])
  await measure(databaseUrl);
