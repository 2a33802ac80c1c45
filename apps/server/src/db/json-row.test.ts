import { eq, sql } from 'drizzle-orm';
import { bigint, date, numeric, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { jsonRowOf } from './json-row.ts';
import { leads } from './schema/index.ts';

const sample = pgTable('sample', {
  name: text('name'),
  price: numeric('price'),
  born: date('born', { mode: 'date' }),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  asText: timestamp('as_text', { withTimezone: true, mode: 'string' }),
  big: bigint('big', { mode: 'bigint' }),
});

describe('jsonRowOf refuses what the database would write otherwise than Drizzle reads', () => {
  it.each([
    ['a numeric (Drizzle reads a string)', { price: sample.price }, 'price (PgNumeric)'],
    ['a date read as a Date', { born: sample.born }, 'born (PgDate)'],
    ['a timestamp read as text', { asText: sample.asText }, 'asText (PgTimestampString)'],
    ['a bigint read as a BigInt', { big: sample.big }, 'big (PgBigInt64)'],
    ['a value sent as a parameter', { name: sql`${'x'}` }, 'must not hold parameters'],
    ['a key that is not plain', { "it's": sample.name }, "it's is not a plain key"],
    ['more keys than json_build_object takes', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, sample.name])), '51 keys'],
  ])('%s', (_, selection, message) => {
    expect(() => jsonRowOf(selection)).toThrow(message);
  });

  it('writes times as toISOString does, with or without a time zone', () => {
    const text = new PgDialect().sqlToQuery(jsonRowOf({ at: sample.at, local: sample.local })).sql;
    expect(text).toContain(`to_char("sample"."at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
    expect(text).toContain(`to_char("sample"."local", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  });
});

describe('jsonRowOf in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('writes a time in UTC whatever the session time zone', async () => {
    const { userId } = await signUp(t);
    const [lead] = await t.db.insert(leads).values({ userId, name: 'Ann', createdAt: sql`'2026-11-26 23:30:00.5+00'` }).returning({ id: leads.id });
    const written = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      return tx.select({ json: jsonRowOf({ id: leads.id, createdAt: leads.createdAt, tags: leads.tags }) }).from(leads).where(eq(leads.id, lead!.id));
    });
    expect(JSON.parse(written[0]!.json)).toEqual({ id: lead!.id, createdAt: '2026-11-26T23:30:00.500Z', tags: [] });
  });
});
