import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { authed, cookieHeader, createTestApp, json, onDatabaseServer, signIn, signUp, type TestApp } from './test-app.ts';

// Issue 20, operators: the backups docs/deployment.md tells them to take, taken with the same
// commands, restored, and opened by the app: the agent signs in and finds their lead.

const opened: TestApp[] = [];
const scratch: string[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `porchlight-${label}-`));
  scratch.push(dir);
  return dir;
};

/** An agent with one lead, on the given app; what a restore must bring back. */
async function agentWithLead(t: TestApp) {
  const agent = await signUp(t, { name: 'Backed Up' });
  const name = `Restored Lead ${crypto.randomUUID().slice(0, 8)}`;
  const res = await t.request('/api/leads', authed(agent.cookie, json({ name, email: 'restored@example.com' })));
  expect(res.status).toBe(201);
  return { ...agent, leadName: name };
}

/** Signs in on the restored app (sessions are rows too, but a fresh sign-in proves the password came back). */
async function findsLead(t: TestApp, agent: { email: string; leadName: string }) {
  const signedIn = await signIn(t, agent.email);
  expect(signedIn.status).toBe(200);
  const res = await t.request(`/api/leads?search=${encodeURIComponent(agent.leadName)}`, authed(cookieHeader(signedIn)));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { leads: { name: string; email: string }[] };
  expect(body.leads.map((l) => [l.name, l.email])).toEqual([[agent.leadName, 'restored@example.com']]);
}

describe('backups, restored', () => {
  it.skipIf(onDatabaseServer())(
    'the embedded data directory: a tar of the stopped server, unpacked elsewhere, opens with everything in it',
    async () => {
      const dataDir = tempDir('backup-data');
      const first = await createTestApp({}, {}, { dataDir });
      const agent = await agentWithLead(first);
      const pushKey = first.services.push.publicKey().public_key;
      await first.close(); // the docs: stop the service first

      const archive = path.join(tempDir('backup-archive'), 'porchlight-data.tar.gz');
      execFileSync('tar', ['-czf', archive, '-C', path.dirname(dataDir), path.basename(dataDir)]);
      const restoredParent = tempDir('backup-restored');
      execFileSync('tar', ['-xzf', archive, '-C', restoredParent]);

      const restored = await createTestApp({}, {}, { dataDir: path.join(restoredParent, path.basename(dataDir)) });
      opened.push(restored);
      await findsLead(restored, agent);
      expect(restored.services.push.publicKey().public_key).toBe(pushKey);
    },
    120_000,
  );

  it.runIf(onDatabaseServer())(
    'PostgreSQL: pg_dump of the live database, pg_restore into an empty one, and the app opens it',
    async () => {
      const source = await createTestApp();
      opened.push(source);
      const agent = await agentWithLead(source);
      const pushKey = source.services.push.publicKey().public_key;

      const dump = path.join(tempDir('backup-dump'), 'porchlight.dump');
      const databaseUrl = process.env.DATABASE_URL!;
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl]);

      const target = new URL(databaseUrl);
      const name = `porchlight_restore_${crypto.randomUUID().slice(0, 8)}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
        target.pathname = `/${name}`;
        execFileSync('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dump]);
        const restored = await createTestApp({}, {}, { databaseUrl: target.toString(), poolSize: 2 });
        try {
          await findsLead(restored, agent);
          // Issue 45: the restored app (another DATA_DIR, as on a new machine) signs pushes with
          // the key devices subscribed with, so they keep receiving them.
          expect(restored.services.push.publicKey().public_key).toBe(pushKey);
        } finally {
          await restored.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
