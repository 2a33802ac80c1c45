import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_REQUEST_MAX_BYTES } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { JSON_BODY_LIMIT_BYTES } from '../../app.ts';
import { leads, properties } from '../../db/schema/index.ts';
import { messagingAgent } from '../../../test/messaging-agent.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';

// Hostile input: a 100 MB body, made a chunk at a time by a generator (the test never holds it),
// sent as one part of a file import and to an ordinary JSON route. Each answers 413 with a JSON
// error, nothing is stored, and the server never holds the body: Hono's bodyLimit (app.ts)
// answers at once when the declared length is over the route's limit, and reads a body of
// unknown length (chunked) only up to the limit (16 MB for imports, 64 KB for JSON), then
// answers; the Node adapter then closes the connection (it discards at most 64 MB or half a
// second of what is still coming).

const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

let t: TestApp;
let server: ServerType;
let port = 0;
let agent: Awaited<ReturnType<typeof messagingAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  agent = await messagingAgent(t, { plan: 'business' });
  // The app served over a real socket, as main.ts serves it, so the Node adapter's handling of a
  // body left unread is part of what is proven.
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** Lines of a CSV, 64 KB at a time, to 100 MB; `sent` counts what the reader pulled. */
function* hundredMegabyteCsv(sent: { bytes: number }) {
  const line = 'Ana Ruiz,ana@example.com,555-0100,Austin,"400,000",3 months\n';
  const chunk = Buffer.from(line.repeat(Math.ceil(CHUNK_BYTES / line.length))).subarray(0, CHUNK_BYTES);
  while (sent.bytes < BODY_BYTES) {
    sent.bytes += chunk.length;
    yield chunk;
  }
}

// The collector is asked for directly, so a measure starts from what is live, not from garbage.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as (options?: { type: 'minor' | 'major'; execution: 'sync' }) => void;

/**
 * The most the process's live heap and buffers grew by while `run` ran (test and server alike:
 * the test holds one 64 KB chunk). Measured every 20 ms after a minor collection, so the chunks
 * read and dropped are mostly not counted and what the server holds is; a full collection costs
 * too much to run that often.
 */
async function peakGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const live = (full = false) => {
    collectGarbage(full ? undefined : { type: 'minor', execution: 'sync' });
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const before = live(true);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, live())), 20);
  try {
    const result = await run();
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

type Answer = { status: number; body: unknown; sent: number };

/**
 * Sends 100 MB over HTTP, with its length declared or chunked (length unknown), and answers the
 * response once it has come whole. The server may close the connection while the body is still
 * going out: that ends the upload, not the answer.
 */
function sendOverHttp(method: string, path: string, headers: Record<string, string>, declareLength: boolean, to = port): Promise<Answer> {
  const sent = { bytes: 0 };
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: to,
        method,
        path,
        headers: {
          ...headers,
          origin: TEST_APP_URL,
          cookie: agent.cookie,
          ...(declareLength ? { 'content-length': String(BODY_BYTES) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          answered = true;
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), sent: sent.bytes });
        });
        response.on('error', (error) => !answered && reject(error));
      },
    );
    request.on('error', (error) => {
      // EPIPE/ECONNRESET once the server has answered and closed: expected, the body is refused.
      if (!answered) setTimeout(() => !answered && reject(error), 1_000);
    });
    const body = Readable.from(hundredMegabyteCsv(sent));
    body.on('error', () => {});
    body.pipe(request);
    request.on('close', () => body.destroy());
  });
}

/** The same body through the app in-process, as a stream: how much of it the app read before answering. */
async function sendInProcess(method: string, path: string, headers: Record<string, string>, declareLength: boolean): Promise<Answer> {
  const sent = { bytes: 0 };
  const source = hundredMegabyteCsv(sent);
  // highWaterMark 0: a chunk is made only when the app reads it, so `sent` is what it read.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = source.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  const init = {
    method,
    headers: { ...headers, origin: TEST_APP_URL, cookie: agent.cookie, ...(declareLength ? { 'content-length': String(BODY_BYTES) } : {}) },
    body,
    duplex: 'half',
  } as RequestInit;
  const res = await t.request(path, init);
  const answer = { status: res.status, body: await res.json(), sent: sent.bytes };
  await body.cancel().catch(() => {});
  return answer;
}

const IMPORT_TOO_LARGE = { error: 'The request is too large: an import request may carry at most 16 MB' };
const JSON_TOO_LARGE = { error: 'The request body is too large' };

/** A properties import announced as the largest file the business plan takes, still uploading. */
async function openImport(): Promise<string> {
  const res = await agent.post('/api/properties/imports', {
    file_name: 'whole-board.csv',
    file_size: 64 * 1024 * 1024,
    headers: ['Address', 'City', 'State', 'List Price'],
    mapping: ['address', 'city', 'state', 'current_price'],
    format: { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' },
    duplicates: 'skip',
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as ImportFileView).id;
}

async function expectImportUnchanged(id: string) {
  const view = (await (await agent.call(`/api/properties/imports/${id}`)).json()) as ImportFileView;
  expect([view.status, view.received_bytes]).toEqual(['uploading', 0]);
  expect(await t.db.$count(properties, eq(properties.userId, agent.userId))).toBe(0);
}

/** Serves a fetch handler on a free loopback port until `run` is done. */
async function served<T>(fetch: (request: Request) => Response | Promise<Response>, run: (port: number) => Promise<T>): Promise<T> {
  let other: ServerType | undefined;
  const otherPort = await new Promise<number>((resolve) => {
    other = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  try {
    return await run(otherPort);
  } finally {
    await new Promise((resolve) => other?.close(resolve));
  }
}

describe('a 100 MB body', () => {
  it('(the measure sees a server that holds a body: a route with no limit that reads it whole grows by more than 100 MB)', async () => {
    const holding = new Hono().put('/hold', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
    const { result, growth } = await peakGrowth(() => served(holding.fetch, (to) => sendOverHttp('PUT', '/hold', {}, false, to)));
    expect([result.status, result.body]).toEqual([200, { bytes: BODY_BYTES }]);
    expect(growth).toBeGreaterThan(BODY_BYTES);
  });

  // What the process may hold meanwhile: nothing of a body refused by its declared length or by
  // the 64 KB JSON limit; for a file part of unknown length, the 16 MB the import limit reads
  // before refusing (its buffer doubles, so 8 and 16 MB live at once, and reading leaves some
  // garbage a minor collection does not reach). Never the 100 MB.
  const NOTHING_HELD = 8 * 1024 * 1024;
  const IMPORT_LIMIT_HELD = 64 * 1024 * 1024;

  it.each([
    ['its length declared', true, NOTHING_HELD],
    ['chunked, its length unknown', false, IMPORT_LIMIT_HELD],
  ])(
    'as one part of a file import, over HTTP, %s: 413 with a JSON error, the import unchanged, never held',
    async (_label, declareLength, maxGrowth) => {
      const id = await openImport();
      const { result, growth } = await peakGrowth(() => sendOverHttp('PUT', `/api/properties/imports/${id}/parts/0`, {}, declareLength));
      expect([result.status, result.body]).toEqual([413, IMPORT_TOO_LARGE]);
      expect(growth).toBeLessThan(maxGrowth);
      // The server closes the connection once it has answered: the 100 MB never all goes in.
      expect(result.sent).toBeLessThan(BODY_BYTES);
      await expectImportUnchanged(id);
    },
  );

  it.each([
    ['its length declared', true],
    ['chunked, its length unknown', false],
  ])('to POST /api/leads, over HTTP, %s: 413 with a JSON error, no lead written, never held', async (_label, declareLength) => {
    const { result, growth } = await peakGrowth(() =>
      sendOverHttp('POST', '/api/leads', { 'content-type': 'application/json' }, declareLength),
    );
    expect([result.status, result.body]).toEqual([413, JSON_TOO_LARGE]);
    expect(growth).toBeLessThan(NOTHING_HELD);
    expect(result.sent).toBeLessThan(BODY_BYTES);
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(0);
  });

  it('the app reads nothing of a body whose declared length is over the limit, and an undeclared one only to the limit', async () => {
    const id = await openImport();
    const part = (declare: boolean) => sendInProcess('PUT', `/api/properties/imports/${id}/parts/0`, {}, declare);
    const lead = (declare: boolean) => sendInProcess('POST', '/api/leads', { 'content-type': 'application/json' }, declare);

    const declaredPart = await part(true);
    expect([declaredPart.status, declaredPart.body, declaredPart.sent]).toEqual([413, IMPORT_TOO_LARGE, 0]);
    const declaredLead = await lead(true);
    expect([declaredLead.status, declaredLead.body, declaredLead.sent]).toEqual([413, JSON_TOO_LARGE, 0]);

    const streamedPart = await part(false);
    expect([streamedPart.status, streamedPart.body]).toEqual([413, IMPORT_TOO_LARGE]);
    expect(streamedPart.sent).toBeGreaterThan(IMPORT_REQUEST_MAX_BYTES);
    expect(streamedPart.sent).toBeLessThanOrEqual(IMPORT_REQUEST_MAX_BYTES + CHUNK_BYTES);
    const streamedLead = await lead(false);
    expect([streamedLead.status, streamedLead.body]).toEqual([413, JSON_TOO_LARGE]);
    expect(streamedLead.sent).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES + CHUNK_BYTES);

    await expectImportUnchanged(id);
    expect(await t.db.$count(leads, eq(leads.userId, agent.userId))).toBe(0);
  });
});
