// `npm run bench` (search): global search's and the lists' search boxes' latency on PostgreSQL
// (BENCH_DATABASE_URL, else DATABASE_URL; a throwaway database), with as many leads and properties
// of one agent as the argument says (100,000 by default; `npm run bench` runs 1,000,000). Global
// search through its service (every group, as GET /api/search answers; goal p95 <= 50 ms, issue
// 14), the lists through their repositories (first page and total; goal p95 <= 30 ms at a
// million, issue 15). Figures, never assertions (these machines are noisy); bench-results.json.
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { SearchQuerySchema } from '@porchlight/domain/search/search-schemas';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository.ts';
import { createSearchService } from '../apps/server/src/modules/search/search.service.ts';
import { createLeadsRepository } from '../apps/server/src/modules/leads/leads.repository.ts';
import { createPropertiesRepository } from '../apps/server/src/modules/properties/properties.repository.ts';
import type { EventLog } from '../apps/server/src/events/event-log.ts';
import { saveBenchResult } from './bench-results.ts';
import { LeadListQuerySchema } from '@porchlight/domain/leads/lead-list-query';
import { PropertyListQuerySchema } from '@porchlight/domain/properties/property-list-query';

const ROWS = Number(process.argv[2] ?? 100_000);
const ROUNDS = 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

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
const SUFFIX = ['Street', 'Avenue', 'Drive', 'Lane', 'Court', 'Terrace', 'Boulevard', 'Road'];
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
const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);

// Lead i has phone (2xx) xxx-xxxx from i; property i is MLS ML8xxxxxxx and number (i % 9999) + 1.
const phoneOf = (i: number) => `(${200 + (i % 800)}) ${String((i * 37) % 1000).padStart(3, '0')}-${String(i % 10000).padStart(4, '0')}`;

const QUERIES = (n: number) => {
  const i = Math.floor(n * 0.4321) + 7;
  const phone = phoneOf(i);
  const digits = phone.replace(/\D/g, '');
  return [
    phone, // (207) 977-0...
    `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    `+1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    digits.slice(-7),
    `ML${80_000_000 + i}`,
    String(80_000_000 + i).slice(-5),
    `${(i % 9999) + 1} ${STREETS[i % STREETS.length]}`,
    'evergreen terr',
    'garcia',
    'jose nunez',
    'müller',
    `agent${i}@`,
    'round rock',
    'street',
    'zzzz nothing',
  ];
};

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db'], userId: string) {
  const started = performance.now();
  await db.insert(users).values({ id: userId, name: 'Bench Agent', email: `${userId}@bench.local` });
  await db.execute(sql`
    insert into leads (user_id, name, email, phone, phone_key, location, status)
    select ${userId},
      (${arr(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (i / 20) % ${LAST.length}],
      'agent' || i || '@example.com',
      '(' || (200 + i % 800) || ') ' || lpad(((i * 37) % 1000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
      (200 + i % 800) || lpad(((i * 37) % 1000)::text, 3, '0') || lpad((i % 10000)::text, 4, '0'),
      (${arr(CITIES)})[1 + i % ${CITIES.length}] || ', TX',
      (array['hot','warm','cold'])[1 + i % 3]
    from generate_series(0, ${ROWS - 1}) as i`);
  await db.execute(sql`
    insert into properties (user_id, address, city, state, zipcode, mls_number, current_price)
    select ${userId},
      ((i % 9999) + 1) || ' ' || (${arr(STREETS)})[1 + i % ${STREETS.length}] || ' ' || (${arr(SUFFIX)})[1 + (i / 20) % ${SUFFIX.length}],
      (${arr(CITIES)})[1 + (i / 7) % ${CITIES.length}],
      'TX',
      (78600 + i % 400)::text,
      'ML' || (80000000 + i),
      200000 + (i % 500) * 1000
    from generate_series(0, ${ROWS - 1}) as i`);
  await db.execute(sql`analyze leads`);
  await db.execute(sql`analyze properties`);
  return (performance.now() - started) / 1000;
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
console.log(
  `\nGlobal search and the lists' search, ${ROWS.toLocaleString('en-US')} leads and properties, ${os.cpus().length} cores (goals: global p95 <= 50 ms, lists p95 <= 30 ms at 1,000,000, PostgreSQL)`,
);
if (!url) {
  console.log('Search       skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a throwaway PostgreSQL database to measure it');
} else {
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  // For comparing two builds on the same rows: BENCH_SEARCH_KEEP=1 keeps what it seeded and
  // prints the agent's id, which BENCH_SEARCH_USER then measures again without seeding.
  const reused = process.env.BENCH_SEARCH_USER;
  const userId = reused ?? `bench-search-${crypto.randomUUID().slice(0, 8)}`;
  const keep = Boolean(reused || process.env.BENCH_SEARCH_KEEP);
  try {
    if (!reused) {
      const seconds = await seed(database.db, userId);
      console.log(
        `Search       seeded ${ROWS.toLocaleString('en-US')} leads and ${ROWS.toLocaleString('en-US')} properties in ${seconds.toFixed(1)} s${keep ? ` (kept: BENCH_SEARCH_USER=${userId})` : ''}`,
      );
    }
    const service = createSearchService(createSearchRepository(database.db));
    const queries = QUERIES(ROWS);
    const run = (q: string) => service.search(userId, SearchQuerySchema.parse({ q }));
    for (const q of queries) await run(q); // warm-up
    const all: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of queries) {
        const t0 = performance.now();
        await run(q);
        const ms = performance.now() - t0;
        all.push(ms);
        perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
      }
    }
    for (const [q, times] of perQuery) {
      times.sort((a, b) => a - b);
      const found = (await run(q)).groups.map((g) => `${g.kind} ${g.count}${g.is_count_capped ? '+' : ''}`).join(', ');
      console.log(`  ${JSON.stringify(q).padEnd(24)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   (${found})`);
    }
    all.sort((a, b) => a - b);
    console.log(
      `Search       ${all.length} searches of ${queries.length} kinds: p50 ${percentile(all, 50).toFixed(1)} ms   p95 ${percentile(all, 95).toFixed(1)} ms   max ${all[all.length - 1]!.toFixed(1)} ms`,
    );

    // The lists' search boxes (first page of 50 and the total), on the same trigram indexes.
    const noEvents = { record: async () => {}, history: async () => [] } as unknown as Pick<EventLog, 'record' | 'history'>;
    const leadsRepo = createLeadsRepository(database.db, noEvents);
    const propertiesRepo = createPropertiesRepository(database.db, noEvents);
    const listRuns = [
      ...queries.map(
        (q) => [`leads ${JSON.stringify(q)}`, () => leadsRepo.list(userId, LeadListQuerySchema.parse({ search: q }))] as const,
      ),
      ...queries.map(
        (q) =>
          [`properties ${JSON.stringify(q)}`, () => propertiesRepo.list(userId, PropertyListQuerySchema.parse({ search: q }))] as const,
      ),
    ];
    for (const [, run] of listRuns) await run(); // warm-up
    const listTimes: number[] = [];
    const perList = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of listRuns) {
        const t0 = performance.now();
        await run();
        const ms = performance.now() - t0;
        listTimes.push(ms);
        perList.set(name, [...(perList.get(name) ?? []), ms]);
      }
    }
    // The slowest kinds, which make the p95.
    const slowest = [...perList]
      .map(
        ([name, times]) =>
          [
            name,
            percentile(
              times.sort((a, b) => a - b),
              50,
            ),
          ] as const,
      )
      .sort((a, b) => b[1] - a[1]);
    for (const [name, median] of slowest.slice(0, 5)) console.log(`  ${name.padEnd(36)} median ${median.toFixed(1).padStart(6)} ms`);
    listTimes.sort((a, b) => a - b);
    console.log(
      `List search  ${listTimes.length} searches (leads and properties lists, page and total): p50 ${percentile(listTimes, 50).toFixed(1)} ms   p95 ${percentile(listTimes, 95).toFixed(1)} ms   max ${listTimes[listTimes.length - 1]!.toFixed(1)} ms`,
    );
    const figures = (times: number[]) => ({
      p50_ms: +percentile(times, 50).toFixed(1),
      p95_ms: +percentile(times, 95).toFixed(1),
      max_ms: +times[times.length - 1]!.toFixed(1),
    });
    saveBenchResult(`search_${ROWS}_postgresql`, {
      rows: ROWS,
      global: { ...figures(all), goal_p95_ms: 50 },
      lists: { ...figures(listTimes), goal_p95_ms: ROWS >= 1_000_000 ? 30 : null },
    });
  } finally {
    if (!keep) await database.db.execute(sql`delete from users where id = ${userId}`);
    await database.close();
  }
}
