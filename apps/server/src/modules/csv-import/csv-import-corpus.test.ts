import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { readImportFile } from '@porchlight/domain/csv-import/test-support/read-import-file';
import { selectRows } from '../../db/bulk-copy.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';

// The API twin of the domain's corpus test: every real-layout file of test-data/csv-import/corpus
// is imported as the dialog does it (format, header and mapping detected, no hand mapping; the file
// itself uploaded; the server's job reads it) and the stored records must match its
// <name>.expected.json field by field.

type Expected = { entity: ImportEntity; rows: Record<string, unknown>[]; errors?: string[] };

const CORPUS = new URL('../../../../../test-data/csv-import/corpus/', import.meta.url);
const names = readdirSync(CORPUS)
  .filter((n) => n.endsWith('.csv'))
  .sort();
const bytesOf = (name: string) => readFileSync(new URL(name, CORPUS));
const expectedOf = (name: string) =>
  JSON.parse(readFileSync(new URL(name.replace(/\.csv$/, '.expected.json'), CORPUS), 'utf8')) as Expected;

let t: TestApp;
let agent: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  agent = await signUp(t);
  // The corpus holds more records than a trial allows.
  expect((await t.request('/api/billing/plan', authed(agent.cookie, json({ plan: 'business', interval: 'monthly' })))).status).toBe(200);
});
afterAll(() => t?.close());

async function importThroughApi(name: string, entity: ImportEntity): Promise<ImportFileView> {
  const bytes = bytesOf(name);
  const { format, table, autoMap } = readImportFile(entity, new Uint8Array(bytes));
  const started = await t.request(
    `/api/${entity}/imports`,
    authed(
      agent.cookie,
      json({ file_name: name, file_size: bytes.length, headers: table.headers, mapping: autoMap.mapping, format, duplicates: 'skip' }),
    ),
  );
  expect(started.status, await started.clone().text()).toBe(201);
  const { id } = (await started.json()) as ImportFileView;
  expect((await t.request(`/api/${entity}/imports/${id}/parts/0`, authed(agent.cookie, { method: 'PUT', body: bytes }))).status).toBe(200);
  expect((await t.request(`/api/${entity}/imports/${id}/start`, authed(agent.cookie, { method: 'POST' }))).status).toBe(202);
  await t.jobs.drain();
  return (await (await t.request(`/api/${entity}/imports/${id}`, authed(agent.cookie))).json()) as ImportFileView;
}

/** A fresh agent on the business plan: imports are paced per agent (60 requests a minute). */
async function businessAgent() {
  const fresh = await signUp(t);
  expect((await t.request('/api/billing/plan', authed(fresh.cookie, json({ plan: 'business', interval: 'monthly' })))).status).toBe(200);
  return fresh;
}

describe('the import corpus through the API', () => {
  it.each(names.map((name, i) => [name, i] as const))('%s', async (name, i) => {
    // Three import requests a file: a new agent every 15 files stays within the pace.
    if (i > 0 && i % 15 === 0) agent = await businessAgent();
    const expected = expectedOf(name);
    const view = await importThroughApi(name, expected.entity);
    expect(view.error).toBeNull();
    expect(view.result?.errors).toEqual(expected.errors ?? []);
    const table = sql.identifier(expected.entity);
    const stored = await selectRows<{ r: Record<string, unknown> }>(
      t.db,
      sql`SELECT row_to_json(x) AS r FROM ${table} x WHERE x.user_id = ${agent.userId} AND x.import_id = ${view.id} ORDER BY x.import_row`,
    );
    expect(stored).toHaveLength(expected.rows.length);
    expected.rows.forEach((row, i) => {
      const record = stored[i]!.r;
      for (const [field, value] of Object.entries(row)) {
        // The file's stage and owner are matched to the account's stages and team (book-import.test.ts,
        // import-reading.test.ts), stored as stage_id and assigned_user_id.
        if (field === 'stage' || field === 'assigned_to') continue;
        // A stage of no meaning of ours ("Sphere") is also kept as a tag on the server.
        const tags = field === 'tags' && Array.isArray(record.tags) ? (record.tags as string[]).filter((t) => t !== row.stage) : undefined;
        const actual = tags ?? record[field];
        expect(actual === undefined ? null : entityValue(actual, value), `row ${i + 1} ${field}`).toEqual(value);
      }
    });
  });
});

/**
 * A lead's tags column is never null: no tags is stored as an empty list. A date and time the file
 * gave (created_at, last_activity_at) comes back in PostgreSQL's form: compared as an instant.
 */
function entityValue(actual: unknown, expected: unknown): unknown {
  if (expected === null && Array.isArray(actual) && actual.length === 0) return null;
  if (typeof expected === 'string' && typeof actual === 'string' && /^\d{4}-\d\d-\d\dT/.test(expected)) {
    return new Date(actual).toISOString();
  }
  return actual;
}

describe("the app's own export", () => {
  // Compared field by field: everything the import writes except the record's own bookkeeping.
  // A stage is the account's own (its id differs; its name goes through the export as "stage").
  // The codes the original listing file wrote (issue 50) describe that file, not the app's export
  // (a lead's contact labels do go through it).
  const OWN = new Set([
    'id',
    'user_id',
    'import_id',
    'import_row',
    'created_at',
    'updated_at',
    'entry_order',
    'is_watched',
    'stage_id',
    'source_codes',
  ]);
  const recordsOf = async (userId: string, entity: ImportEntity) =>
    (
      await selectRows<{ r: Record<string, unknown> }>(
        t.db,
        sql`SELECT row_to_json(x) AS r FROM ${sql.identifier(entity)} x WHERE x.user_id = ${userId} ORDER BY ${sql.raw(entity === 'properties' ? 'x.address_key, x.mls_key' : 'x.name, x.email_key')}`,
      )
    ).map(({ r }) => Object.fromEntries(Object.entries(r).filter(([k]) => !OWN.has(k))));

  it.each([
    ['properties', 'matrix-agent-full.csv'],
    ['leads', 'follow-up-boss-people.csv'],
  ] as const)(
    '%s: re-imported, it finds every record a duplicate; in another account it imports 100%% with the same values',
    async (entity, name) => {
      const owner = await signUp(t);
      await t.request('/api/billing/plan', authed(owner.cookie, json({ plan: 'business', interval: 'monthly' })));
      const previous = agent;
      agent = owner;
      try {
        await importThroughApi(name, entity);
        const exported = await t.request(`/api/${entity}/export`, authed(owner.cookie, json({})));
        expect(exported.status).toBe(200);
        const file = Buffer.from(await exported.arrayBuffer());
        const count = Number(exported.headers.get('x-row-count'));
        expect(count).toBe(expectedOf(name).rows.length);
        await t.jobs.drain();

        const again = await importBytes(file, `export-${name}`, entity);
        expect(again.result).toMatchObject({ imported: 0, skipped: count, invalid: 0, errors: [] });

        const fresh = await signUp(t);
        await t.request('/api/billing/plan', authed(fresh.cookie, json({ plan: 'business', interval: 'monthly' })));
        agent = fresh;
        const moved = await importBytes(file, `export-${name}`, entity);
        expect(moved.result).toMatchObject({ imported: count, skipped: 0, invalid: 0, errors: [] });
        expect(await recordsOf(fresh.userId, entity)).toEqual(await recordsOf(owner.userId, entity));
      } finally {
        agent = previous;
      }
    },
  );
});

async function importBytes(bytes: Buffer, name: string, entity: ImportEntity): Promise<ImportFileView> {
  const { format, table, autoMap } = readImportFile(entity, new Uint8Array(bytes));
  expect(autoMap.missingRequired).toEqual([]);
  const started = await t.request(
    `/api/${entity}/imports`,
    authed(
      agent.cookie,
      json({ file_name: name, file_size: bytes.length, headers: table.headers, mapping: autoMap.mapping, format, duplicates: 'skip' }),
    ),
  );
  const { id } = (await started.json()) as ImportFileView;
  await t.request(`/api/${entity}/imports/${id}/parts/0`, authed(agent.cookie, { method: 'PUT', body: bytes }));
  await t.request(`/api/${entity}/imports/${id}/start`, authed(agent.cookie, { method: 'POST' }));
  await t.jobs.drain();
  return (await (await t.request(`/api/${entity}/imports/${id}`, authed(agent.cookie))).json()) as ImportFileView;
}
