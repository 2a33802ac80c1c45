import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { events, jobs } from '../db/schema/index.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createLogger } from '../lib/logger.ts';
import { testDatabase } from '../../test/test-app.ts';
import { createEventLog, eventIdFor, type RecordedEvent } from './event-log.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase(await testDatabase());
});
afterAll(() => database?.close());

async function account() {
  const id = `acct-${crypto.randomUUID()}`;
  await database.db.execute(sql`INSERT INTO users (id, name, email) VALUES (${id}, 'Event Test', ${`${id}@example.com`})`);
  return id;
}

function setup() {
  const queue = createJobQueue(database, createLogger('silent'), { pollMs: 50, namespace: `e${crypto.randomUUID().slice(0, 8)}:` });
  const log = createEventLog(database.db, queue);
  const heard: RecordedEvent[] = [];
  log.on('property.price_changed', 'test-listener', async (event) => void heard.push(event));
  return { queue, log, heard };
}

const priceChange = (accountId: string, subjectId = crypto.randomUUID()) => ({
  type: 'property.price_changed' as const,
  accountId,
  actorId: accountId,
  subjectType: 'property' as const,
  subjectId,
  payload: { address: '12 Oak St', from: 515_000, to: 489_000 },
});

describe('the event log', () => {
  it('an event recorded in a transaction that rolls back leaves no event and no reaction', async () => {
    const { queue, log, heard } = setup();
    const accountId = await account();
    await database.db
      .transaction(async (tx) => {
        await log.record(tx, priceChange(accountId));
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await database.db.$count(events, eq(events.accountId, accountId))).toBe(0);
    expect(await database.db.$count(jobs, sql`${jobs.queue} LIKE ${`${queue.namespace}%`}`)).toBe(0);
    await queue.start();
    await queue.drain();
    await queue.stop();
    expect(heard).toEqual([]);
  });

  it('a committed event reaches each subscriber once, after the commit, with its payload', async () => {
    const { queue, log, heard } = setup();
    const accountId = await account();
    const [id] = await database.db.transaction((tx) => log.record(tx, priceChange(accountId)));
    await queue.start();
    await queue.drain();
    await queue.stop();
    expect(heard).toEqual([
      expect.objectContaining({
        id,
        type: 'property.price_changed',
        account_id: accountId,
        payload: { address: '12 Oak St', from: 515_000, to: 489_000, watched: false },
      }),
    ]);
  });

  it('an event recorded again with its onceKey (a job run again after a crash) is written once and heard once', async () => {
    const { queue, log, heard } = setup();
    const accountId = await account();
    const other = await account();
    const change = { ...priceChange(accountId), onceKey: 'stripe:evt_1' };
    const [first] = await log.record(database.db, change);
    expect(await log.record(database.db, change)).toEqual([]);
    // The same key in another account is that account's own event.
    const [others] = await log.record(database.db, { ...priceChange(other), onceKey: 'stripe:evt_1' });
    expect(first).toBe(eventIdFor(accountId, 'stripe:evt_1'));
    expect(others).not.toBe(first);
    expect(await database.db.$count(events, eq(events.accountId, accountId))).toBe(1);
    await queue.start();
    await queue.drain();
    await queue.stop();
    expect(heard.map((e) => e.id).sort()).toEqual([first, others].sort());
  });

  it.each(['stripe:evt_1', '', 'a'.repeat(500), 'ünïcode ✓'])('derives a well-formed UUID from the key %j', (key) => {
    expect(eventIdFor('acct', key)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventIdFor('acct', key)).toBe(eventIdFor('acct', key));
  });

  it('refuses a payload its type does not allow', async () => {
    const { log } = setup();
    const accountId = await account();
    await expect(log.record(database.db, { ...priceChange(accountId), payload: { address: 12 } as never })).rejects.toThrow();
  });
});
