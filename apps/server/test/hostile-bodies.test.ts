import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormTickets } from '../src/lib/form-ticket.ts';
import { uniqueIp } from './client-addresses.ts';
import { messagingAgent } from './messaging-agent.ts';
import { apiRoutes, type Route } from './route-table.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from './test-app.ts';

// Issue 20, hostile input: every route the router knows (not a hand list, so a new route is
// covered the day it is added) gets hostile bodies, random and fixed, or hostile query strings,
// from a signed-in agent. Whatever comes in, the answer is never a 500 and never a crash: a
// success or a 4xx with a JSON error.
// better-auth's own routes are one catch-all here (`/api/auth/*`) and are left to its tests.

let t: TestApp;
/** A verified agent on the business plan (so the public API and every paid route are open), an API key, and their public form's id. */
let agent = { cookie: '', key: '', form: '' };
async function newAgent() {
  const a = await messagingAgent(t, { plan: 'business' });
  const res = await a.post('/api/settings/api-keys', { name: 'Hostile bodies', scope: 'read_write' });
  if (res.status !== 201) throw new Error(`API key: ${res.status} ${await res.text()}`);
  const form = (await (await a.call('/api/lead-capture/form')).json()) as { publicId: string };
  return { cookie: a.cookie, key: ((await res.json()) as { key: string }).key, form: form.publicId };
}
beforeAll(async () => {
  t = await createTestApp();
  agent = await newAgent();
});
afterAll(() => t?.close());

const writeRoutes = () => apiRoutes(t.app, ['POST', 'PUT', 'PATCH', 'DELETE']);

/** The agent's own lead and property, made afresh for each route so bodies reach past the lookup. */
let own = { lead: '', property: '' };
async function ownRecords() {
  const make = async (path: string, body: unknown) => {
    const res = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_APP_URL, cookie: agent.cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  own = {
    lead: await make('/api/leads', { name: 'Hostile Lead' }),
    property: await make('/api/properties', { address: '1 Hostile Way', currentPrice: 1 }),
  };
}

/**
 * A concrete URL: a lead's or a property's id, or the public form's, where the route names one
 * (the agent's own, so the body is read), any other `:param` a random uuid, a trailing `*` a plain segment.
 */
const concrete = (pattern: string) =>
  pattern
    .replace(/\/leads\/:id\b/, `/leads/${own.lead}`)
    .replace(/\/properties\/:id\b/, `/properties/${own.property}`)
    .replace(/\/public\/forms\/:publicId\b/, `/public/forms/${agent.form}`)
    .replace(/:leadId\b/g, own.lead)
    .replace(/:propertyId\b/g, own.property)
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => crypto.randomUUID())
    .replace(/\*$/, 'anything');

/** Names the app's bodies use, so random values land on real fields with the wrong types. */
const FIELD_NAMES = [
  'name',
  'full_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'status',
  'tags',
  'notes',
  'source',
  'temperature',
  'address',
  'city',
  'state',
  'zipcode',
  'current_price',
  'bedrooms',
  'bathrooms',
  'sqft',
  'images',
  'description',
  'lead_id',
  'lead_ids',
  'property_id',
  'property_ids',
  'ids',
  'id',
  'stage_id',
  'position',
  'owner_id',
  'assignee_id',
  'channel',
  'to',
  'subject',
  'body',
  'message',
  'template_id',
  'thread_id',
  'scheduled_at',
  'send_at',
  'due_at',
  'title',
  'content',
  'platforms',
  'account_ids',
  'steps',
  'trigger',
  'conditions',
  'actions',
  'enabled',
  'active',
  'url',
  'events',
  'secret',
  'scopes',
  'key',
  'label',
  'role',
  'plan',
  'plan_id',
  'addon_id',
  'interval',
  'quantity',
  'file_name',
  'file_size',
  'headers',
  'mapping',
  'format',
  'duplicates',
  'rows',
  'fields',
  'filters',
  'search',
  'sort',
  'page',
  'limit',
  'settings',
  'preferences',
  'timezone',
  'theme',
  'password',
  'token',
  'endpoint',
  'keys',
  'type',
  'kind',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  '𝕏',
  '%00',
  '../../etc/passwd',
  "'; DROP TABLE leads; --",
  '=cmd|"/c calc"!A1',
  '<script>alert(1)</script>',
  'x'.repeat(20_000),
  '9'.repeat(400),
  '1e999',
  '-0',
  'NaN',
  'Infinity',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  'null',
  'true',
  '[]',
  '{}',
);
const oddNumbers = fc.constantFrom(0, -1, -0.5, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddStrings,
  oddNumbers,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.oneof(oddStrings, oddNumbers, fc.jsonValue({ maxDepth: 1 })), { maxLength: 5 }),
);
/** A JSON text: a plausible object with wrong-typed fields, or any JSON value at all. */
const hostileBody = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
);

/** Bodies no generator would happen on: prototype keys, nesting, encodings, sizes, not JSON. */
const FIXED_BODIES: { what: string; body: string | Buffer; type?: string }[] = [
  { what: 'prototype keys', body: '{"__proto__":{"isAdmin":true,"user_id":"x"},"constructor":{"prototype":{"polluted":1}},"name":"P"}' },
  { what: 'deep nesting', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { what: 'deep objects', body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { what: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) },
  { what: 'UTF-16 with a BOM', body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"name":"a"}', 'utf16le')]) },
  { what: 'lone surrogate escapes', body: '{"name":"\\ud800","email":"\\udfff@example.com","tags":["\\ud83d"]}' },
  { what: 'NUL escapes', body: '{"name":"a\\u0000b","notes":"\\u0000"}' },
  { what: 'duplicate keys', body: '{"name":"a","name":{"b":1},"email":"x@example.com","email":7}' },
  { what: 'truncated JSON', body: '{"name":"a",' },
  { what: 'not JSON', body: 'name=a&email=b', type: 'application/x-www-form-urlencoded' },
  { what: 'empty body', body: '' },
  { what: 'a string 60 KB long', body: JSON.stringify({ name: 'n'.repeat(60_000) }) },
  { what: 'over the body limit', body: JSON.stringify({ notes: 'x'.repeat(20 * 1024 * 1024) }) },
  { what: 'binary named JSON', body: crypto.randomBytes(4096) },
];

/** Links a person opens from an e-mail or a text: they answer in HTML, errors included. */
const PAGES_FOR_PEOPLE = ['/api/messaging/unsubscribe'];

async function send(route: Route, body: string | Buffer | undefined, type = 'application/json', query = '', pathValue?: string) {
  const path = pathValue === undefined ? concrete(route.path) : route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, pathValue);
  const url = `${path}${query}`;
  // The public API as an integration calls it (a Bearer key, no cookie); the rest as the browser does.
  const credentials = (): Record<string, string> =>
    route.path.startsWith('/api/v1/') ? { authorization: `Bearer ${agent.key}` } : { origin: TEST_APP_URL, cookie: agent.cookie };
  const call = () => t.request(url, { method: route.method, headers: { 'content-type': type, ...credentials() }, body });
  let res = await call();
  if (res.status === 401 || res.status === 429) {
    // A route ended this agent's session (sign out everywhere, delete the account), or its pace
    // was spent (the public API, imports): go on as a new agent, so the body is still read.
    agent = await newAgent();
    await ownRecords();
    res = await call();
  }
  // An event stream that opened stays open: its status is the answer.
  const text = res.headers.get('content-type')?.includes('text/event-stream') ? (await res.body?.cancel(), '') : await res.text();
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  const problem =
    res.status >= 500
      ? 'a 5xx'
      : res.status >= 400 && !isJson && !PAGES_FOR_PEOPLE.includes(route.path)
        ? 'an error that is not JSON'
        : undefined;
  return problem ? `${route.method} ${route.path} (${url}) answered ${res.status}, ${problem}: ${text.slice(0, 200)}` : undefined;
}

/** Query strings no list or stream should choke on (a malformed `since` among them). */
const HOSTILE_QUERIES = [
  '?page=-1&limit=100000000&pageSize=0',
  '?page=1e999&limit=NaN&offset=-5',
  '?sort=__proto__&order=sideways&sortBy=constructor',
  '?since=garbage&types=%00,notification,__proto__',
  '?since=-1&from=2026-02-30&to=0000-00-00',
  '?search=%00%ff%fe&q=%ED%A0%80&status[]=a&status[x]=b',
  `?search=${'x'.repeat(5_000)}&tag=${encodeURIComponent('=cmd|"/c calc"!A1')}`,
  '?cursor=bm90IGEgY3Vyc29y&ids=not-a-uuid,%27;DROP%20TABLE%20leads;--',
  // One odd value alone, so a refusal of another parameter cannot hide it (the review's 500s).
  '?book=%00',
  '?search=a%00b&q=a%00b',
  '?from=2020-13-45&to=2020-01-01',
  '?from=0000-01-01&to=0000-01-02&month=2026-13&area=zip%3A%00',
];

/** Path parameters no route should choke on: a NUL, a traversal, a lone surrogate, a huge or odd id. */
const HOSTILE_PATH_VALUES = ['a%00b', '..%2F..%2Fapi%2Fleads', '%ED%A0%80', 'x'.repeat(1_000), "1e999'%20OR%201=1"];

// Thousands of requests in a row: on a loaded two-core machine they take minutes, not seconds.
const LONG_TEST_MS = 240_000;

describe('hostile input on every route', () => {
  it('the enumeration sees the feature routes', () => {
    const names = writeRoutes().map((r) => `${r.method} ${r.path}`);
    expect(names.length).toBeGreaterThan(80);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/leads', 'PATCH /api/properties/:id', 'POST /api/messages', 'POST /api/v1/leads']),
    );
  });

  it(
    'every write route answers fixed hostile bodies with a 4xx JSON error or a success, never a 500',
    async () => {
      const problems: string[] = [];
      for (const route of writeRoutes()) {
        await ownRecords();
        for (const fixed of FIXED_BODIES) {
          const problem = await send(route, fixed.body, fixed.type);
          if (problem) problems.push(`${fixed.what}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect((await t.request('/api/health')).status).toBe(200);
    },
    LONG_TEST_MS,
  );

  it(
    'every write route answers random hostile bodies with a 4xx JSON error or a success, never a 500',
    async () => {
      const problems: string[] = [];
      for (const route of writeRoutes()) {
        await ownRecords();
        // A failing route keeps its first counterexample in `problems`; the loop goes on to the next.
        await fc
          .assert(
            fc.asyncProperty(hostileBody, async (body) => {
              const problem = await send(route, body);
              if (problem) problems.push(problem);
              return problem === undefined;
            }),
            { numRuns: 12, endOnFailure: true },
          )
          .catch(() => {});
      }
      expect(problems).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it(
    'the public form takes any name a visitor types: a lead under a clean name, or 400 naming name; never a 500 (issue 44)',
    async () => {
      // The write routes above may have turned the form off or given it a new link: a new agent's is fresh.
      agent = await newAgent();
      const tickets = createFormTickets(t.config.appSecret, () => Date.now() - 20_000);
      const names = fc.oneof(
        oddStrings,
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom('Ana\u2800Ruiz', 'URGENT:\u2800https://x.example', 'A\u200Dna'),
      );
      const problems: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(names, async (name) => {
            const res = await t.request(
              `/api/public/forms/${agent.form}`,
              {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
                body: JSON.stringify({ name, email: `${crypto.randomUUID()}@example.com`, ticket: tickets.issue(agent.form) }),
              },
              uniqueIp(),
            );
            const answer = (await res.json()) as { error?: string };
            const fine = res.status === 201 || (res.status === 400 && answer.error?.startsWith('name: '));
            if (!fine) problems.push(`${JSON.stringify(name)} answered ${res.status}: ${JSON.stringify(answer)}`);
            return fine;
          }),
          { numRuns: 40, endOnFailure: true },
        )
        .catch(() => {});
      expect(problems).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it(
    'every read route answers hostile query strings with a 4xx JSON error or a success, never a 500',
    async () => {
      const problems: string[] = [];
      for (const route of apiRoutes(t.app, ['GET'])) {
        await ownRecords();
        for (const query of HOSTILE_QUERIES) {
          const problem = await send(route, undefined, 'application/json', query);
          if (problem) problems.push(problem);
        }
      }
      expect(problems).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it(
    'every route answers hostile path parameters with a 4xx JSON error or a success, never a 500',
    async () => {
      const problems: string[] = [];
      const withParameters = apiRoutes(t.app).filter((r) => r.path.includes('/:'));
      expect(withParameters.length).toBeGreaterThan(40);
      for (const route of withParameters) {
        for (const value of HOSTILE_PATH_VALUES) {
          const problem = await send(
            route,
            route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
            'application/json',
            '',
            value,
          );
          if (problem) problems.push(problem);
        }
      }
      expect(problems).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
