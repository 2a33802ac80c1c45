import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoMapColumns } from '@porchlight/domain/csv-import/auto-map';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileFormat, ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { foldRecordCounts } from '../../db/record-counts.ts';
import { csvImports, leads, properties, recordCountChanges, users } from '../../db/schema/index.ts';
import {
  authed,
  createTestApp,
  databaseAfterRestart,
  json,
  onDatabaseServer,
  signUp,
  testDatabase,
  type TestApp,
} from '../../../test/test-app.ts';
import fs from 'node:fs';
import path from 'node:path';
import { createCsvImportRepository } from './csv-import.repository.ts';
import { createCsvImportService } from './csv-import.service.ts';
import { createDatabaseImportStore, createDiskImportStore } from './import-file-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const UTF8: ImportFileFormat = { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' };

type Upload = {
  headers?: string[];
  mapping?: (string | null)[];
  format?: ImportFileFormat;
  duplicates?: 'skip' | 'update';
  partBytes?: number;
  fileName?: string;
};

const request = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, authed(cookie, body === undefined ? { method } : { ...json(body), method }));

/** Announces the file as the dialog does (headers and mapping from the domain's auto-map). */
async function announce(cookie: string, entity: ImportEntity, bytes: Buffer, headers: string[], options: Upload = {}) {
  const res = await request(cookie, 'POST', `/api/${entity}/imports`, {
    file_name: options.fileName ?? `${entity}.csv`,
    file_size: bytes.length,
    headers,
    mapping: options.mapping ?? autoMapColumns(entity, headers).mapping,
    format: options.format ?? UTF8,
    duplicates: options.duplicates ?? 'skip',
  });
  return res;
}

async function sendParts(cookie: string, entity: ImportEntity, id: string, bytes: Buffer, partBytes: number) {
  for (let seq = 0, at = 0; at < bytes.length; seq++, at += partBytes) {
    const res = await t.request(
      `/api/${entity}/imports/${id}/parts/${seq}`,
      authed(cookie, { method: 'PUT', body: bytes.subarray(at, at + partBytes) }),
    );
    expect(res.status).toBe(200);
  }
}

/** Uploads, starts and runs a file import to its end; answers the import as the API shows it. */
async function importFile(
  cookie: string,
  entity: ImportEntity,
  text: string | Buffer,
  headers: string[],
  options: Upload = {},
): Promise<ImportFileView> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const started = await announce(cookie, entity, bytes, headers, options);
  expect(started.status).toBe(201);
  const { id } = (await started.json()) as ImportFileView;
  await sendParts(cookie, entity, id, bytes, options.partBytes ?? bytes.length);
  const queued = await request(cookie, 'POST', `/api/${entity}/imports/${id}/start`);
  expect(queued.status).toBe(202);
  // A guard against a hang, not a budget: a file of megabytes took over 10 s on CI's 2 loaded cores.
  await t.jobs.drain(50_000);
  return (await (await request(cookie, 'GET', `/api/${entity}/imports/${id}`)).json()) as ImportFileView;
}

/** The store the test app uses (test-app.ts): tables on a server, a folder beside PGlite. */
const importStore = () =>
  onDatabaseServer() ? createDatabaseImportStore(t.db) : createDiskImportStore(path.join(t.config.dataDir, 'imports'));

/** Whether any part of the import's file is still stored (tables or folder, as the app keeps it). */
async function fileKept(importId: string): Promise<boolean> {
  const store = importStore();
  const part = await store
    .chunks(importId, 1)
    .next()
    .then(
      () => true,
      () => false,
    );
  const batches = (await store.batches(importId).next()).done === false;
  return part || batches;
}

const notificationsOf = async (cookie: string) => {
  const body = (await (await request(cookie, 'GET', '/api/notifications?limit=100')).json()) as
    { title: string; message: string; type: string }[] | { notifications: { title: string; message: string; type: string }[] };
  return Array.isArray(body) ? body : body.notifications;
};

const PROPERTY_HEADERS = ['MLS #', 'Address', 'City', 'State', 'List Price', 'Beds', 'Baths', 'SqFt', 'Status'];
const propertyLine = (n: number) => `ML${n},${n} Oak Ave,Austin,TX,"$${(400 + n).toLocaleString('en-US')},000",3,2,"1,850",Active`;

describe('a file import', () => {
  it('reads the file on the server, writes every valid row in one go, and says so in a notification', async () => {
    const agent = await signUp(t);
    const csv = [
      'Exported from Matrix on 3/4/2024',
      PROPERTY_HEADERS.join(','),
      propertyLine(1),
      propertyLine(2),
      ',,,,,,,,',
      propertyLine(3),
    ].join('\r\n');
    const view = await importFile(agent.cookie, 'properties', csv, PROPERTY_HEADERS, { fileName: 'matrix.csv' });
    expect(view).toMatchObject({
      status: 'completed',
      file_name: 'matrix.csv',
      error: null,
      result: { imported: 3, updated: 0, skipped: 0, invalid: 0, total: 3, errors: [], error_count: 0 },
    });
    const stored = await t.db.select().from(properties).where(eq(properties.userId, agent.userId)).orderBy(properties.importRow);
    expect(
      stored.map((p) => [p.mlsNumber, p.address, p.city, p.currentPrice, p.sqft, p.status, p.importRow, p.mlsKey, p.addressKey]),
    ).toEqual([
      ['ML1', '1 Oak Ave', 'Austin', 401_000, 1_850, 'active', 3, 'ML1', '1 oak ave|austin|tx'],
      ['ML2', '2 Oak Ave', 'Austin', 402_000, 1_850, 'active', 4, 'ML2', '2 oak ave|austin|tx'],
      ['ML3', '3 Oak Ave', 'Austin', 403_000, 1_850, 'active', 6, 'ML3', '3 oak ave|austin|tx'], // row numbers are the file's own, the empty row counted
    ]);
    // The rows of one import share their time added; the list keeps them in the file's order (decision 034).
    const listed = async (query: string) =>
      ((await (await request(agent.cookie, 'GET', `/api/properties${query}`)).json()) as PropertyListResponse).properties.map(
        (p) => p.mlsNumber,
      );
    expect(await listed('?dir=asc')).toEqual(['ML1', 'ML2', 'ML3']);
    expect(await listed('')).toEqual(['ML3', 'ML2', 'ML1']);
    await t.jobs.drain();
    expect(await notificationsOf(agent.cookie)).toContainEqual(
      expect.objectContaining({ title: 'Import complete', message: '"matrix.csv" is imported: 3 new properties.' }),
    );
    // Nothing of the file is kept once it is imported.
    expect(await fileKept(view.id)).toBe(false);
  });

  it("a large file is converted in worker threads, its rows and errors kept in the file's order", async () => {
    const agent = await signUp(t);
    expect((await request(agent.cookie, 'POST', '/api/billing/plan', { plan: 'business', interval: 'monthly' })).status).toBe(200);
    const headers = [...PROPERTY_HEADERS, 'Public Remarks'];
    const remarks = `"Sunny, ${'quiet street and updated kitchen. '.repeat(12)}"`;
    const rows = 9_000; // past 4 MB, where the import hands its rows to worker threads
    const lines = Array.from({ length: rows }, (_, i) =>
      i % 3_000 === 2_999 ? `ML${i},,,,,,,,,${remarks}` : `${propertyLine(i)},${remarks}`,
    );
    const csv = [headers.join(','), ...lines].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(4 * 1024 * 1024);
    const view = await importFile(agent.cookie, 'properties', csv, headers);
    expect(view.result).toMatchObject({
      imported: rows - 3,
      invalid: 3,
      errors: [3001, 6001, 9001].flatMap((n) => [
        `Row ${n}: address: Address is required`,
        `Row ${n}: current_price: Current price is required`,
      ]),
      error_count: 6,
    });
    const [stored] = await t.db
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`max(${properties.importRow})` })
      .from(properties)
      .where(eq(properties.userId, agent.userId));
    expect(stored).toEqual({ count: rows - 3, last: rows }); // the file's last row (9001) is one of the invalid ones
  }, 60_000);

  it('rows of tens of kilobytes go to the threads in smaller batches, within their small heaps', async () => {
    const agent = await signUp(t);
    expect((await request(agent.cookie, 'POST', '/api/billing/plan', { plan: 'business', interval: 'monthly' })).status).toBe(200);
    const headers = [...PROPERTY_HEADERS, 'Public Remarks'];
    // 700 rows of 50 KB: 35 MB, more than an import thread's heap holds as one batch of 1,000
    // records. Remarks that long are refused (too long), except every hundredth row's.
    const rows = 700;
    const long = `"${'A roomy home with a view. '.repeat(2_000)}"`;
    const lines = Array.from({ length: rows }, (_, i) => `${propertyLine(i)},${i % 100 === 0 ? 'Short and sweet' : long}`);
    const csv = [headers.join(','), ...lines].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(32 * 1024 * 1024);
    const view = await importFile(agent.cookie, 'properties', csv, headers, { partBytes: 8 * 1024 * 1024 });
    expect(view).toMatchObject({ status: 'completed', result: { imported: 7, invalid: rows - 7 } });
  }, 120_000);

  it('rows with errors are left out and listed with their row numbers; the rest go in', async () => {
    const agent = await signUp(t);
    const headers = ['Name', 'Email', 'Phone'];
    const csv = [
      'Name,Email,Phone',
      'Ana Ruiz,ana@example.com,555-0101',
      ',nobody@example.com,',
      'Bo Chen,not-an-email,555-0102',
      'Cy Diaz,cy@example.com,',
    ].join('\n');
    const view = await importFile(agent.cookie, 'leads', csv, headers);
    expect(view.result).toEqual({
      imported: 2,
      updated: 0,
      skipped: 0,
      invalid: 2,
      total: 4,
      errors: ['Row 3: name: Name is required', 'Row 4: email: Invalid email address'],
      error_count: 2,
    });
    const stored = await t.db.select().from(leads).where(eq(leads.userId, agent.userId)).orderBy(leads.name);
    expect(stored.map((l) => [l.name, l.emailKey, l.phoneKey])).toEqual([
      ['Ana Ruiz', 'ana@example.com', '5550101'],
      ['Cy Diaz', 'cy@example.com', null],
    ]);
  });

  it('a NUL character in a cell past the first 64 KB (a broken export) is dropped, not a write that fails and retries', async () => {
    const agent = await signUp(t);
    const headers = ['Name', 'Email', 'Tags'];
    // Padding rows (dropped as blank) put the NUL past what the binary check looks at.
    const csv = `Name,Email,Tags\n${',,\n'.repeat(30_000)}Ana\0 Ruiz,ana@example.com,"vip,\0"\n`;
    const view = await importFile(agent.cookie, 'leads', csv, headers);
    expect([view.status, view.result?.imported, view.error]).toEqual(['completed', 1, null]);
    const stored = await t.db.select().from(leads).where(eq(leads.userId, agent.userId));
    expect(stored.map((l) => [l.name, l.tags])).toEqual([['Ana Ruiz', ['vip']]]);
  });

  it('parts may split a quoted field and a character; UTF-16 files are read as the dialog detected', async () => {
    const agent = await signUp(t);
    const headers = ['Name', 'Email', 'Notes'];
    const text = `\uFEFFName,Email,Notes\r\nZoë Müller,zoe@example.com,"first line\r\nsecond line"\r\nJosé Núñez,jose@example.com,café\r\n`;
    const view = await importFile(agent.cookie, 'leads', Buffer.from(text, 'utf16le'), headers, {
      partBytes: 7,
      format: { ...UTF8, encoding: 'utf-16le' },
    });
    expect(view.status).toBe('completed');
    const stored = await t.db.select().from(leads).where(eq(leads.userId, agent.userId)).orderBy(leads.importRow);
    expect(stored.map((l) => [l.name, l.notes])).toEqual([
      ['Zoë Müller', 'first line\r\nsecond line'],
      ['José Núñez', 'café'],
    ]);
  });

  it("duplicates are found in SQL against the agent's records and earlier rows of the file", async () => {
    const agent = await signUp(t);
    const headers = ['Name', 'Email', 'Phone', 'Tags'];
    await importFile(agent.cookie, 'leads', 'Name,Email,Phone,Tags\nAna,ana@example.com,,buyer\n', headers);
    const csv = [
      'Name,Email,Phone,Tags',
      'Ana Again,ANA@example.com,(555) 010-0001,seller',
      'Bo,bo@example.com,555-010-0002,',
      'Bo Twice,,+1 555 010 0002,vip',
    ].join('\n');
    const view = await importFile(agent.cookie, 'leads', csv, headers, { duplicates: 'update' });
    expect(view.result).toMatchObject({ imported: 1, updated: 2, skipped: 0, total: 3 });
    const stored = await t.db.select().from(leads).where(eq(leads.userId, agent.userId)).orderBy(leads.createdAt);
    expect(stored.map((l) => [l.name, l.email, l.phone, l.tags, l.phoneKey])).toEqual([
      ['Ana Again', 'ANA@example.com', '(555) 010-0001', ['buyer', 'seller'], '5550100001'],
      ['Bo Twice', 'bo@example.com', '+1 555 010 0002', ['vip'], '5550100002'],
    ]);
  });

  it('a file whose columns are not the ones mapped fails, writes nothing and says why', async () => {
    const agent = await signUp(t);
    const view = await importFile(agent.cookie, 'leads', 'Full Name,E-mail\nAna,ana@example.com\n', ['Name', 'Email'], {
      fileName: 'changed.csv',
    });
    expect(view.status).toBe('failed');
    expect(view.error).toMatch(/not the ones you mapped/);
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(0);
    await t.jobs.drain();
    expect(await notificationsOf(agent.cookie)).toContainEqual(
      expect.objectContaining({
        type: 'alert',
        title: 'Import failed',
        message: expect.stringContaining('"changed.csv" was not imported, and nothing was changed'),
      }),
    );
  });

  it("an import past the plan's limit fails with the 402's words and writes nothing", async () => {
    const agent = await signUp(t); // the trial allows 25 leads
    const rows = Array.from({ length: 30 }, (_, i) => `Lead ${i},lead${i}@example.com`);
    const view = await importFile(agent.cookie, 'leads', ['Name,Email', ...rows].join('\n'), ['Name', 'Email']);
    expect(view.status).toBe('failed');
    expect(view.error).toMatch(/^This import would add 30 new leads, but your plan allows 25 more/);
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(0);
  });

  it('a rerun of a finished import changes nothing (a job that ran twice)', async () => {
    const agent = await signUp(t);
    const view = await importFile(agent.cookie, 'properties', [PROPERTY_HEADERS.join(','), propertyLine(1)].join('\n'), PROPERTY_HEADERS);
    await t.services.csvImport.runImport(view.id);
    expect(await t.db.$count(properties, eq(properties.userId, agent.userId))).toBe(1);
  });

  it('a run that dies half-way (a crash, a restart) is run again from the stored file and writes once', async () => {
    const agent = await signUp(t);
    const headers = ['Name', 'Email'];
    const bytes = Buffer.from('Name,Email\nAna,ana@example.com\nBo,bo@example.com\n');
    const { id } = (await (await announce(agent.cookie, 'leads', bytes, headers)).json()) as ImportFileView;
    await sendParts(agent.cookie, 'leads', id, bytes, bytes.length);
    // Queued as the route does, but run here by hand: the first run dies inside its write.
    await t.db.update(csvImports).set({ status: 'queued' }).where(eq(csvImports.id, id));
    const repo = createCsvImportRepository(t.db, t.eventLog, importStore());
    let dies = true;
    const crashing = {
      ...repo,
      writeImport: (...args: Parameters<typeof repo.writeImport>) =>
        dies ? ((dies = false), Promise.reject(new Error('the process died'))) : repo.writeImport(...args),
    };
    const service = createCsvImportService({ repo: crashing, limits: t.services.limits });
    await expect(service.runImport(id)).rejects.toThrow('the process died');
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(0);
    await service.runImport(id);
    await service.runImport(id);
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(2);
    const [done] = await t.db.select().from(csvImports).where(eq(csvImports.id, id));
    expect(done).toMatchObject({ status: 'completed', result: expect.objectContaining({ imported: 2 }) });
  });

  it('a write that fails half-way leaves no row behind', async () => {
    const agent = await signUp(t);
    const repo = createCsvImportRepository(t.db, t.eventLog);
    const good = `${crypto.randomUUID()}\t${agent.userId}\t${crypto.randomUUID()}\t2\t\\N\t\\N\tAna${'\t\\N'.repeat(10)}\t{}${'\t\\N'.repeat(2)}\n`;
    await expect(
      repo.writeImport('leads', agent.userId, crypto.randomUUID(), {
        duplicates: 'skip',
        source: async function* () {
          yield good;
          throw new Error('the disk is full');
        },
        check: () => {},
        events: () => [],
      }),
    ).rejects.toThrow();
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(0);
    expect(((await (await request(agent.cookie, 'GET', '/api/leads')).json()) as { total: number }).total).toBe(0);
  });
});

describe("the lists' totals (kept by the database, not counted)", () => {
  type Agent = Awaited<ReturnType<typeof signUp>>;
  /** What the list says the total is, and the book counted row by row. */
  const totals = async (agent: Agent, entity: ImportEntity) => {
    const listed = (await (await request(agent.cookie, 'GET', `/api/${entity}?limit=1`)).json()) as { total: number };
    const table = entity === 'leads' ? leads : properties;
    return [listed.total, await t.db.$count(table, eq(table.userId, agent.userId))];
  };

  it('stay right through imports (new rows and updates), records made by hand, deletes and the hourly fold', async () => {
    const agent = await signUp(t);
    const file = (...lines: number[]) => [PROPERTY_HEADERS.join(','), ...lines.map(propertyLine)].join('\n');
    await importFile(agent.cookie, 'properties', file(1, 2, 3), PROPERTY_HEADERS);
    expect(await totals(agent, 'properties')).toEqual([3, 3]);
    // Two of the file's rows update what is there, one is new.
    await importFile(agent.cookie, 'properties', file(2, 3, 4), PROPERTY_HEADERS, { duplicates: 'update' });
    expect(await totals(agent, 'properties')).toEqual([4, 4]);

    await importFile(agent.cookie, 'leads', 'Name,Email\nAna,ana@example.com\nBo,bo@example.com\n', ['Name', 'Email']);
    expect((await request(agent.cookie, 'POST', '/api/leads', { name: 'Cy' })).status).toBe(201);
    expect(await totals(agent, 'leads')).toEqual([3, 3]);
    const { leads: listed } = (await (await request(agent.cookie, 'GET', '/api/leads?sort=name&dir=asc')).json()) as {
      leads: { id: string }[];
    };
    expect((await request(agent.cookie, 'DELETE', `/api/leads/${listed[0]!.id}`)).status).toBe(204);
    expect((await request(agent.cookie, 'POST', '/api/leads/bulk-delete', { ids: [listed[1]!.id] })).status).toBe(200);
    expect(await totals(agent, 'leads')).toEqual([1, 1]);

    // A filtered list counts its matches; a page past the end still says the total.
    expect(((await (await request(agent.cookie, 'GET', '/api/properties?search=4%20oak')).json()) as { total: number }).total).toBe(1);
    expect(await (await request(agent.cookie, 'GET', '/api/properties?page=9&limit=1')).json()).toMatchObject({ properties: [], total: 4 });

    await foldRecordCounts(t.db);
    expect(await t.db.$count(recordCountChanges, eq(recordCountChanges.userId, agent.userId))).toBe(2);
    expect([await totals(agent, 'leads'), await totals(agent, 'properties')]).toEqual([
      [1, 1],
      [4, 4],
    ]);
  });

  it('an account that is gone drops out at the fold', async () => {
    const agent = await signUp(t);
    expect((await request(agent.cookie, 'POST', '/api/leads', { name: 'Dee' })).status).toBe(201);
    await t.db.delete(users).where(eq(users.id, agent.userId));
    t.sessionCache.forgetUser(agent.userId);
    await foldRecordCounts(t.db);
    expect(await t.db.$count(recordCountChanges, eq(recordCountChanges.userId, agent.userId))).toBe(0);
  });
});

describe('duplicate keys', () => {
  it('records written before the keys existed get them from the backfill, and are then found as duplicates', async () => {
    const agent = await signUp(t);
    await t.db
      .insert(properties)
      .values({ userId: agent.userId, address: '12 North Main Street', city: 'Austin', state: 'Texas', mlsNumber: null });
    await t.db.insert(leads).values({ userId: agent.userId, name: 'Old Lead', email: 'Old@Example.com', phone: null });
    for (const entity of ['properties', 'leads'] as const)
      for (let after: string | null = null; (after = await t.services.csvImport.backfillKeys(entity, after, 1)) !== null;);
    const [property] = await t.db.select().from(properties).where(eq(properties.userId, agent.userId));
    expect(property!.addressKey).toBe('12 n main st|austin|tx');
    const [lead] = await t.db.select().from(leads).where(eq(leads.userId, agent.userId));
    expect(lead!.emailKey).toBe('old@example.com');
    const view = await importFile(agent.cookie, 'leads', 'Name,Email\nSame Person,old@example.com\n', ['Name', 'Email']);
    expect(view.result).toMatchObject({ imported: 0, skipped: 1 });
  });

  // Test apps share one PostgreSQL in CI and leave the start's backfill off (it would walk every
  // test's rows); on a database of its own, an instance does it when it starts.
  it.skipIf(onDatabaseServer())('an instance starting on a database with such records backfills them itself', async () => {
    const first = await testDatabase();
    const a = await createTestApp({}, {}, first);
    const agent = await signUp(a);
    await a.db.insert(leads).values({ userId: agent.userId, name: 'Older Lead', phone: '(512) 555-0142' });
    await a.jobs.stop(1_000);
    const next = await databaseAfterRestart(first, a);
    await a.close();
    const b = await createTestApp({}, { backfillKeysAtStart: true }, next);
    try {
      await b.jobs.drain();
      const [lead] = await b.db.select({ phoneKey: leads.phoneKey }).from(leads).where(eq(leads.userId, agent.userId));
      expect(lead!.phoneKey).toBe('5125550142');
    } finally {
      await b.close();
    }
  });

  it('a property or lead created or edited by hand carries its keys', async () => {
    const agent = await signUp(t);
    const created = await request(agent.cookie, 'POST', '/api/leads', { name: 'Hand Made', email: 'Hand@Example.com' });
    const { id } = (await created.json()) as { id: string };
    await request(agent.cookie, 'PATCH', `/api/leads/${id}`, { phone: '+1 (555) 010-0199' });
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect([lead!.emailKey, lead!.phoneKey]).toEqual(['hand@example.com', '5550100199']);
    const made = await request(agent.cookie, 'POST', '/api/properties', {
      address: '9 Elm Street',
      city: 'Denver',
      state: 'CO',
      currentPrice: 500000,
    });
    const property = (await made.json()) as { id: string };
    await request(agent.cookie, 'PATCH', `/api/properties/${property.id}`, { mlsNumber: 'den 42' });
    const [stored] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect([stored!.addressKey, stored!.mlsKey]).toEqual(['9 elm st|denver|co', 'DEN42']);
  });
});

describe('the upload', () => {
  const headers = ['Name', 'Email'];
  const bytes = Buffer.from('Name,Email\nAna,ana@example.com\n');

  it('parts arrive in order, never past the announced size; the import starts only when the file is whole', async () => {
    const agent = await signUp(t);
    const { id } = (await (await announce(agent.cookie, 'leads', bytes, headers)).json()) as ImportFileView;
    const part = (seq: number, body: Buffer) =>
      t.request(`/api/leads/imports/${id}/parts/${seq}`, authed(agent.cookie, { method: 'PUT', body }));
    expect((await part(1, bytes.subarray(0, 5))).status).toBe(409);
    expect((await part(0, bytes.subarray(0, 5))).status).toBe(200);
    expect((await part(0, bytes.subarray(0, 5))).status).toBe(200); // the same part again (a lost answer)
    const early = await request(agent.cookie, 'POST', `/api/leads/imports/${id}/start`);
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ error: `The file is not fully uploaded: 5 of ${bytes.length} bytes arrived.` });
    const tooMuch = await part(1, Buffer.concat([bytes, bytes]));
    expect(tooMuch.status).toBe(400);
    expect((await part(1, bytes.subarray(5))).status).toBe(200);
    expect((await part(1, bytes.subarray(5))).status).toBe(200); // the last part again: its answer was lost
    expect((await request(agent.cookie, 'POST', `/api/leads/imports/${id}/start`)).status).toBe(202);
  });

  it("a binary file named .csv (workbook, old Excel, PDF, pictures, gzip) is refused at its first part in the dialog's words; nothing is kept", async () => {
    const agent = await signUp(t);
    const folder = path.resolve(import.meta.dirname, '../../../../../test-data/csv-import/binary');
    const names = fs.readdirSync(folder).filter((n) => n.endsWith('.csv'));
    expect(names.length).toBeGreaterThanOrEqual(7);
    for (const name of names) {
      const file = fs.readFileSync(path.join(folder, name));
      const { id } = (await (await announce(agent.cookie, 'leads', file, headers, { fileName: name })).json()) as ImportFileView;
      const refused = await t.request(`/api/leads/imports/${id}/parts/0`, authed(agent.cookie, { method: 'PUT', body: file }));
      expect([name, refused.status, await refused.json()]).toEqual([
        name,
        400,
        { error: 'Currently only CSV files are supported. Excel support requires additional dependencies.' },
      ]);
      // As after any refused part: still open, nothing received or stored, and it can be cancelled.
      const after = (await (await request(agent.cookie, 'GET', `/api/leads/imports/${id}`)).json()) as ImportFileView;
      expect([after.status, after.received_bytes]).toEqual(['uploading', 0]);
      expect(await fileKept(id)).toBe(false);
      expect((await request(agent.cookie, 'POST', `/api/leads/imports/${id}/start`)).status).toBe(400);
      expect(((await (await request(agent.cookie, 'DELETE', `/api/leads/imports/${id}`)).json()) as ImportFileView).status).toBe(
        'cancelled',
      );
    }
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(0);
  });

  it("checks what the dialog sends: a field name, the mapping's length, the required fields", async () => {
    const agent = await signUp(t);
    const bad = async (body: Record<string, unknown>) => {
      const res = await request(agent.cookie, 'POST', '/api/leads/imports', {
        file_name: 'a.csv',
        file_size: 10,
        headers,
        mapping: ['name', 'email'],
        format: UTF8,
        ...body,
      });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await bad({ mapping: ['name', 'shoe_size'] })).toBe('mapping: "shoe_size" is not a lead field');
    expect(await bad({ mapping: ['name'] })).toMatch(/mapping must have one entry per column/);
    expect(await bad({ mapping: [null, 'email'] })).toBe('mapping: Missing required fields: name');
    expect(await bad({ file_size: 0 })).toMatch(/file_size/);
    expect(await bad({ format: { ...UTF8, delimiter: 'x' } })).toMatch(/format.delimiter/);
  });

  it('a file larger than the plan could ever import is refused before it is sent (402 naming the limit)', async () => {
    const agent = await signUp(t); // the trial allows 25 leads: at most 1.2 MB of file
    const res = await request(agent.cookie, 'POST', '/api/leads/imports', {
      file_name: 'big.csv',
      file_size: 50 * 1024 * 1024,
      headers,
      mapping: ['name', 'email'],
      format: UTF8,
    });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      error: expect.stringMatching(
        /^This file is larger than your plan could import: it allows 25 leads \(limit maxLeads, 0 used\), and a file of that many rows is at most 2 MB\./,
      ),
      limit: 'maxLeads',
      allowed: 25,
    });
  });

  it("another agent's import, another entity's import or a malformed id is 404", async () => {
    const agent = await signUp(t);
    const other = await signUp(t);
    const { id } = (await (await announce(agent.cookie, 'leads', bytes, headers)).json()) as ImportFileView;
    expect((await request(other.cookie, 'GET', `/api/leads/imports/${id}`)).status).toBe(404);
    expect((await t.request(`/api/leads/imports/${id}/parts/0`, authed(other.cookie, { method: 'PUT', body: bytes }))).status).toBe(404);
    expect((await request(other.cookie, 'DELETE', `/api/leads/imports/${id}`)).status).toBe(404);
    expect((await request(agent.cookie, 'GET', `/api/properties/imports/${id}`)).status).toBe(404);
    expect((await request(agent.cookie, 'GET', '/api/leads/imports/not-a-uuid')).status).toBe(404);
  });

  it('an agent has at most 3 imports open; cancelling one or leaving an upload idle for 30 minutes makes room', async () => {
    const agent = await signUp(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await (await announce(agent.cookie, 'leads', bytes, headers)).json()) as ImportFileView).id);
    const refused = await announce(agent.cookie, 'leads', bytes, headers);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^You already have 3 imports in progress/);
    const cancelled = await request(agent.cookie, 'DELETE', `/api/leads/imports/${ids[0]}`);
    expect(((await cancelled.json()) as ImportFileView).status).toBe('cancelled');
    expect((await announce(agent.cookie, 'leads', bytes, headers)).status).toBe(201);
    await t.db
      .update(csvImports)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(csvImports.id, ids[1]!));
    expect((await announce(agent.cookie, 'leads', bytes, headers)).status).toBe(201);
  });

  it("lists the agent's recent imports of the entity, newest first", async () => {
    const agent = await signUp(t);
    await importFile(agent.cookie, 'leads', bytes, headers, { fileName: 'first.csv' });
    await announce(agent.cookie, 'leads', bytes, headers, { fileName: 'second.csv' });
    const { imports } = (await (await request(agent.cookie, 'GET', '/api/leads/imports')).json()) as { imports: ImportFileView[] };
    expect(imports.map((i) => [i.file_name, i.status])).toEqual([
      ['second.csv', 'uploading'],
      ['first.csv', 'completed'],
    ]);
  });

  it('the clean-up deletes uploads never finished within a day, with their parts', async () => {
    const agent = await signUp(t);
    const { id } = (await (await announce(agent.cookie, 'leads', bytes, headers)).json()) as ImportFileView;
    await sendParts(agent.cookie, 'leads', id, bytes.subarray(0, 5), 5);
    expect(await fileKept(id)).toBe(true);
    await t.db
      .update(csvImports)
      .set({ updatedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(csvImports.id, id));
    expect(await t.services.csvImport.sweepAbandoned()).toBeGreaterThanOrEqual(1);
    expect(await t.db.$count(csvImports, eq(csvImports.id, id))).toBe(0);
    expect(await fileKept(id)).toBe(false);
  });
});
