// `node --import tsx scripts/bench-lists.ts [leads] [properties]`: the leads and properties lists
// (GET /api/leads, GET /api/properties: page 1, a later page in another order, filters, search)
// at a book of this size (20,000 leads and 10,000 properties by default: the largest plan with
// add-ons), through the whole app in process. On PGlite, or with BENCH_DATABASE_URL on that
// PostgreSQL database (a throwaway one). With BENCH_LISTS_BEFORE=<another checkout> (its
// node_modules in place) both builds run in this one process, side by side on the same rows,
// their requests alternated so both get the same share of the machine (decision 056).
// Figures, never assertions; bench-results.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { saveBenchResult } from './bench-results.ts';

const LEADS = Number(process.argv[2] ?? 20_000);
const PROPERTIES = Number(process.argv[3] ?? Math.round(LEADS / 2));
const ITERATIONS = Number(process.env.BENCH_LISTS_ITERATIONS ?? 200);
const APP_URL = 'http://localhost:3000';
const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const here = path.resolve(import.meta.dirname, '..');
const roots = [
  ...(process.env.BENCH_LISTS_BEFORE ? [['before', path.resolve(process.env.BENCH_LISTS_BEFORE)]] : []),
  ['after', here],
] as const;

const ROUTES = [
  ['leads, page 1', '/api/leads'],
  ['leads, page 5 by name', '/api/leads?sort=name&page=5'],
  ['leads, status + tag', '/api/leads?status=hot&tag=vip'],
  ['leads, search "garcia"', '/api/leads?search=garcia'],
  ['leads, search "jose nunez"', '/api/leads?search=jose%20nunez'],
  ['leads, search nothing', '/api/leads?search=zzzz%20nothing'],
  ['properties, page 1', '/api/properties'],
  ['properties, by price', '/api/properties?sort=currentPrice&page=3'],
  ['properties, search "maple"', '/api/properties?search=maple'],
  ['properties, search + filters', '/api/properties?search=maple&minBeds=2&page=2'],
  // Every group of likely duplicates in the book (the seed's last 1% are the first 1% again, by phone and name).
  ['duplicates, whole book', '/api/lead-duplicates'],
] as const;

const FIRST = [
  'James',
  'María',
  'José',
  'Chloé',
  'Zoë',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Søren',
  'Aiden',
  'Renée',
  'Lucas',
  'Amelia',
  'Ethan',
  'Ava',
  'Björn',
  'Sofia',
  'Mason',
];
const LAST = [
  'Garcia',
  'Smith',
  'Núñez',
  'Johnson',
  'Müller',
  'Brown',
  'Lefèvre',
  'Davis',
  'Martínez',
  'Wilson',
  'Łukasik',
  'Taylor',
  'Anderson',
  'Dvořák',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Pérez',
];
const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Evergreen',
  'Willow',
  'Lakeview',
  'Sunset',
  'Hillcrest',
  'Meadow',
  'Ridge',
  'Birch',
  'Magnolia',
  'Chestnut',
  'Spruce',
  'Juniper',
  'Aspen',
  'Sycamore',
  'Redwood',
];
const CITIES = [
  'Austin',
  'Round Rock',
  'San Marcos',
  'Georgetown',
  'Pflugerville',
  'Cedar Park',
  'Kyle',
  'Leander',
  'Bastrop',
  'Dripping Springs',
];
const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

/** The same book for either build, written by the database (user ids are uuids or text alike). */
const seedStatements = (userId: string) => [
  `insert into leads (user_id, name, email, phone, location, status, source, tags)
   select '${userId}', (${arr(FIRST)})[1 + i % 20] || ' ' || (${arr(LAST)})[1 + (i / 20) % 20], 'lead' || i || '@example.com',
     '(' || (200 + i % 800) || ') ' || lpad(((i * 37) % 1000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
     (${arr(CITIES)})[1 + i % 10] || ', TX', (array['hot','warm','cold'])[1 + i % 3], (array['Zillow','Referral','Open house'])[1 + i % 3],
     case when i % 2 = 0 then array['seller','vip'] else array['buyer'] end
   from generate_series(0, ${LEADS - 1}) as i`,
  // 1% of the book added twice (another e-mail, the same phone and name): the duplicates screen's groups.
  `insert into leads (user_id, name, email, phone, location, status, source, tags)
   select user_id, name, 'again.' || email, phone, location, status, 'Import', tags
   from leads where user_id = '${userId}' order by entry_order limit ${Math.round(LEADS / 100)}`,
  `insert into properties (user_id, address, city, state, zipcode, mls_number, current_price, bedrooms, status)
   select '${userId}', ((i % 9999) + 1) || ' ' || (${arr(STREETS)})[1 + i % 20] || ' Street', (${arr(CITIES)})[1 + (i / 7) % 10], 'TX',
     (78600 + i % 400)::text, 'ML' || (80000000 + i), 20000000 + (i % 500) * 100000, 1 + i % 5, (array['Active','Pending','Sold'])[1 + i % 3]
   from generate_series(0, ${PROPERTIES - 1}) as i`,
  'analyze leads',
  'analyze properties',
];

type Side = {
  name: string;
  request: (p: string, cookie: string) => Promise<Response>;
  close: () => Promise<void>;
  agent?: { userId: string; cookie: string };
};

/** One build's whole app (its own compose and createApp), on its own PGlite or the shared PostgreSQL database. */
async function startSide(name: string, root: string, shared?: Side['agent']): Promise<Side> {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  const [{ compose }, { createApp }, { loadConfig }, { createLogger }, { sql }] = await Promise.all([
    load('apps/server/src/compose.ts'),
    load('apps/server/src/app.ts'),
    load('apps/server/src/env.ts'),
    load('apps/server/src/lib/logger.ts'),
    load('node_modules/drizzle-orm/index.js'),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `porchlight-bench-lists-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_SECRET: SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const composition = await compose(config, createLogger('silent'));
  const app = createApp(composition.deps, composition.services);
  const socket = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
  const request = (p: string, cookie: string) => app.request(p, { headers: { cookie } }, socket) as Promise<Response>;
  const close = async () => {
    await composition.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // On one PostgreSQL database the second build reads the first one's book, as the same agent.
  if (shared) return { name, request, close, agent: shared };

  const signUp = (await app.request(
    '/api/auth/sign-up/email',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({
        email: `bench-${crypto.randomUUID().slice(0, 8)}@example.com`,
        name: 'Bench Agent',
        password: 'bench password',
      }),
    },
    socket,
  )) as Response;
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const started = performance.now();
  for (const statement of seedStatements(userId)) await composition.deps.db.execute(sql.raw(statement));
  console.log(
    `${name.padEnd(6)} seeded ${LEADS.toLocaleString('en-US')} leads and ${PROPERTIES.toLocaleString('en-US')} properties in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { name, request, close, agent: { userId, cookie } };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(side: Side, p: string) {
  const started = performance.now();
  const res = await side.request(p, side.agent!.cookie);
  const body = await res.text();
  if (!res.ok) throw new Error(`${side.name} ${p}: ${res.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

/** Requests a second with 50 callers at once, `seconds` per turn, the sides in turns. */
async function throughputInTurns(sides: Side[], p: string, { turns = 2, seconds = 2 } = {}) {
  const done = sides.map(() => ({ requests: 0, seconds: 0 }));
  for (let turn = 0; turn < turns; turn++) {
    for (const [index, side] of sides.entries()) {
      const until = performance.now() + seconds * 1000;
      const started = performance.now();
      const caller = async () => {
        while (performance.now() < until) {
          await new Promise((resolve) => setImmediate(resolve));
          await timed(side, p);
          done[index]!.requests++;
        }
      };
      await Promise.all(Array.from({ length: 50 }, caller));
      done[index]!.seconds += (performance.now() - started) / 1000;
    }
  }
  return done.map((d) => d.requests / d.seconds);
}

const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(
  `\nThe lists at ${LEADS.toLocaleString('en-US')} leads and ${PROPERTIES.toLocaleString('en-US')} properties, ${database}, in process, ${os.cpus().length} cores; ${roots.map(([name, root]) => `${name}: ${path.relative(process.cwd(), root) || '.'}`).join(', ')}`,
);
const sides: Side[] = [];
try {
  for (const [name, root] of roots) sides.push(await startSide(name, root, databaseUrl ? sides[0]?.agent : undefined));

  // On one database both builds answer the same (the bodies, once each, before any figure; as
  // values: json_build_object wrote spaces after its colons).
  for (const [label, p] of databaseUrl ? ROUTES : []) {
    const bodies = await Promise.all(sides.map(async (side) => JSON.stringify(JSON.parse((await timed(side, p)).body))));
    if (bodies.some((b) => b !== bodies[0])) console.log(`  ${label}: the builds' answers differ`);
  }

  const figures: Record<string, Record<string, unknown>> = {};
  console.log(`\n${'sequential requests, alternated'.padEnd(32)} ${sides.map((s) => `${s.name} median / p95`.padStart(24)).join('')}`);
  for (const [label, p] of ROUTES) {
    for (let i = 0; i < 10; i++) for (const side of sides) await timed(side, p); // warm-up
    const times = sides.map(() => [] as number[]);
    for (let i = 0; i < ITERATIONS; i++) for (const [index, side] of sides.entries()) times[index]!.push((await timed(side, p)).ms);
    const cells = times
      .map((t) => t.sort((a, b) => a - b))
      .map((t) => ({ p50_ms: +percentile(t, 50).toFixed(2), p95_ms: +percentile(t, 95).toFixed(2) }));
    console.log(`${label.padEnd(32)} ${cells.map((c) => `${c.p50_ms.toFixed(2)} / ${c.p95_ms.toFixed(2)} ms`.padStart(24)).join('')}`);
    figures[label] = Object.fromEntries(sides.map((side, index) => [side.name, cells[index]]));
  }

  console.log(`\n${'50 callers at once, in turns'.padEnd(32)} ${sides.map((s) => `${s.name} req/s`.padStart(24)).join('')}`);
  for (const [label, p] of [ROUTES[0], ROUTES[3], ROUTES[6]]) {
    const perSecond = await throughputInTurns(sides, p);
    console.log(`${label.padEnd(32)} ${perSecond.map((n) => Math.round(n).toString().padStart(24)).join('')}`);
    figures[`${label}, 50 callers`] = Object.fromEntries(
      sides.map((side, index) => [side.name, { per_second: Math.round(perSecond[index]!) }]),
    );
  }
  saveBenchResult(`lists_${LEADS}_${database.toLowerCase()}`, { leads: LEADS, properties: PROPERTIES, ...figures });
} finally {
  for (const side of sides) await side.close();
}
