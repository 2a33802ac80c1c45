import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS, type DatabaseOptions } from '../src/db/client.ts';
import { authed, createTestApp, json, onDatabaseServer, signUp } from './test-app.ts';

// A full disk, for real: a small tmpfs that the database's files fill (issue 45). On PostgreSQL
// the leads table moves to a tablespace on it (the server's WAL and other tables stay where they
// are, as on a server whose data disk filled); on PGlite its whole data directory lives there,
// shrunk to what it uses once the app has started. Mounting needs root, which the test machines
// and CI have; elsewhere the test says why it skips.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tryMount(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A tmpfs of `size` (remountable smaller); undefined where this machine cannot mount. */
function smallDisk(size: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-small-disk-'));
  if (!tryMount(dir, size)) {
    fs.rmdirSync(dir);
    return undefined;
  }
  cleanups.push(() => {
    execFileSync('umount', [dir]);
    fs.rmdirSync(dir);
  });
  return {
    dir,
    /** Leaves `spareKb` free above what is used now. */
    shrinkTo(spareKb: number) {
      const usedKb = Number(execFileSync('df', ['--output=used', '-k', dir]).toString().trim().split('\n')[1]);
      execFileSync('mount', ['-o', `remount,size=${usedKb + spareKb}k`, dir]);
    },
  };
}

const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = smallDisk('64k');
  if (!probe) return false;
  execFileSync('umount', [probe.dir]);
  fs.rmdirSync(probe.dir);
  cleanups.length = 0;
  return true;
})();

/** Writes `filler` rows until the disk is full (PostgreSQL says 53100). */
async function fill(query: (text: string) => Promise<unknown>) {
  for (let i = 0; i < 10_000; i++) {
    try {
      await query(`INSERT INTO disk_filler SELECT repeat(md5(random()::text), 60) FROM generate_series(1, 20)`);
    } catch (error) {
      if ((error as { code?: string }).code === '53100') return;
      throw error;
    }
  }
  throw new Error('the small disk never filled');
}

const TABLESPACE = `porchlight_small_disk_${process.pid}`;

/** PostgreSQL: the leads table and a filler on a tablespace of the small disk, the filler filling it. */
async function leadsOnAFullDisk(): Promise<DatabaseOptions> {
  const disk = smallDisk('256k')!;
  execFileSync('chown', ['postgres:postgres', disk.dir]);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE TABLESPACE ${TABLESPACE} LOCATION '${disk.dir}'`);
  await admin.query(`ALTER TABLE leads SET TABLESPACE ${TABLESPACE}`);
  await admin.query(`CREATE TABLE disk_filler (t text) TABLESPACE ${TABLESPACE}`);
  await fill((text) => admin.query(text));
  cleanups.push(async () => {
    await admin.query('DROP TABLE disk_filler');
    await admin.query('ALTER TABLE leads SET TABLESPACE pg_default');
    await admin.query(`DROP TABLESPACE ${TABLESPACE}`);
    await admin.end();
  });
  return { databaseUrl: process.env.DATABASE_URL!, poolSize: 4 };
}

/** PGlite: its files on the small disk, which is then shrunk to what they use and filled. */
async function pgliteOnASmallDisk() {
  const disk = smallDisk('512m')!;
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create(path.join(disk.dir, 'pglite'), {
    loadDataDir: new Blob([template], { type: 'application/x-gzip' }),
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  await pglite.exec('CREATE TABLE disk_filler (t text)');
  await pglite.exec('CHECKPOINT');
  return { pglite, fillDisk: async () => (disk.shrinkTo(64), fill((text) => pglite.exec(text))) };
}

describe.runIf(canMount)('the database disk full', () => {
  it('a write is told the disk is full (507), and /api/health/ready reports it', async () => {
    let database: DatabaseOptions;
    let fillDisk = async () => {};
    if (onDatabaseServer()) {
      database = await leadsOnAFullDisk();
    } else {
      const small = await pgliteOnASmallDisk();
      database = { pglite: small.pglite };
      fillDisk = small.fillDisk;
    }
    const t = await createTestApp({}, {}, database);
    cleanups.push(() => t.close());
    const { cookie } = await signUp(t);
    expect((await (await t.request('/api/health/ready')).json()) as { status: string }).toMatchObject({
      status: 'ok',
      storage: { last_write_failure_at: null },
    });
    await fillDisk();

    const added = await t.request('/api/leads', authed(cookie, json({ name: 'Nowhere to put it' })));
    expect(added.status).toBe(507);
    expect(await added.json()).toEqual({ error: 'The server is out of disk space; your change was not saved. Try again later.' });

    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    const health = (await ready.json()) as { status: string; storage: { last_write_failure_at: string | null } };
    expect(health.status).toBe('disk_full');
    expect(Date.now() - Date.parse(health.storage.last_write_failure_at!)).toBeLessThan(60_000);
    // Reads still work: the agent can see what was saved before.
    expect((await t.request('/api/leads', authed(cookie))).status).toBe(200);
  }, 60_000);
});
