import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vapidKeys } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { LEGACY_VAPID_FILE, generateVapidKeys, loadVapidKeys, resealVapidKeys } from './vapid-keys.ts';
import { createVapidKeysRepository } from './vapid-keys.repository.ts';

// Issue 45: the VAPID pair lives in the database, so every instance and every restored backup
// signs with the key browsers subscribed with.

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const OTHER_SECRET = 'another-secret-that-is-long-enough-9876543210';
let t: TestApp;
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-vapid-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  t = await createTestApp({ APP_SECRET: SECRET });
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(vapidKeys); // as before the first start
});

const logger = createLogger('silent');
const load = (options: { secret?: string; previous?: string[]; dir?: string } = {}) =>
  loadVapidKeys({
    repo: createVapidKeysRepository(t.db),
    box: createSecretBox(options.secret ?? SECRET, 'vapid-private-key', options.previous),
    configured: undefined,
    dataDir: options.dir ?? dataDir(),
    logger,
  });

describe('the VAPID key pair', () => {
  it('is made once and kept in the database, the private key sealed: another DATA_DIR reads the same pair', async () => {
    const first = await load();
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await load()).toEqual(first);
    const [row] = await t.db.select().from(vapidKeys);
    expect(row).toMatchObject({ publicKey: first.publicKey, privateKeySealed: expect.stringMatching(/^v1\./) });
    expect(row!.privateKeySealed).not.toContain(first.privateKey);
  });

  it('is one pair when instances start together', async () => {
    const pairs = await Promise.all([load(), load(), load()]);
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    expect((await t.db.select().from(vapidKeys)).length).toBe(1);
  });

  it('is taken from DATA_DIR/vapid-keys.json when an earlier version kept it there', async () => {
    const legacy = generateVapidKeys();
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, LEGACY_VAPID_FILE), JSON.stringify(legacy));
    expect(await load({ dir })).toEqual(legacy);
    expect(await load()).toEqual(legacy);
  });

  it("is the operator's when VAPID_* are set, and the database is left alone", async () => {
    const configured = generateVapidKeys();
    expect(
      await loadVapidKeys({
        repo: createVapidKeysRepository(t.db),
        box: createSecretBox(SECRET, 'vapid-private-key'),
        configured,
        dataDir: dataDir(),
        logger,
      }),
    ).toEqual(configured);
    expect(await t.db.select().from(vapidKeys)).toEqual([]);
  });

  it('opens under APP_SECRET_PREVIOUS after a new APP_SECRET, and the reseal job seals it under the new one', async () => {
    const first = await load({ secret: OTHER_SECRET });
    expect(await load({ secret: SECRET, previous: [OTHER_SECRET] })).toEqual(first);
    const repo = createVapidKeysRepository(t.db);
    expect(await resealVapidKeys(repo, createSecretBox(SECRET, 'vapid-private-key', [OTHER_SECRET]))).toBe(1);
    expect(await resealVapidKeys(repo, createSecretBox(SECRET, 'vapid-private-key', [OTHER_SECRET]))).toBe(0);
    expect(await load({ secret: SECRET })).toEqual(first);
  });

  it('is made anew when no secret opens it (a backup restored without its APP_SECRET)', async () => {
    const lost = await load({ secret: OTHER_SECRET });
    const next = await load({ secret: SECRET });
    expect(next.publicKey).not.toBe(lost.publicKey);
    expect(await load({ secret: SECRET })).toEqual(next);
  });
});
