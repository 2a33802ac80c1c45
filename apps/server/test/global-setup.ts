import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../scripts/build-server.mjs';
import { PGLITE_EXTENSIONS, openDatabase } from '../src/db/client.ts';
import { createTemplate, dropRunDatabases } from './postgres-databases.ts';

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** DATABASE_URL as the run began: each file's database is copied on that server (database-per-file.ts). */
    postgresServer: string;
    serverBundle: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The tests that run the server in a process of its own (and kill it) start the built bundle, as
 * `npm start` does: through tsx every start compiled main.ts again, seconds per restart. Built
 * once per run from the source as it stands, into a folder of this run's own.
 */
async function bundleServer(project: TestProject) {
  const dist = path.join(root, '.tmp', `server-under-test-${process.pid}`);
  await buildServer(root, dist);
  project.provide('serverBundle', path.join(dist, 'main.js'));
  return () => fs.rmSync(dist, { recursive: true, force: true });
}

/**
 * initdb plus migrations costs seconds and hundreds of MB, so it happens once: the migrated
 * PGlite is dumped to a tarball that every test file loads. On PostgreSQL a template database
 * is migrated once and every test file works in a copy of it (postgres-databases.ts).
 */
export default async function setup(project: TestProject) {
  const removeBundle = await bundleServer(project);
  const databaseUrl = process.env.DATABASE_URL;
  project.provide('postgresServer', databaseUrl ?? '');
  if (databaseUrl) {
    await dropRunDatabases(databaseUrl);
    const handle = await openDatabase({ databaseUrl: await createTemplate(databaseUrl), poolSize: 1 });
    await handle.close();
    project.provide('pgliteTemplate', '');
    return async () => {
      await dropRunDatabases(databaseUrl);
      removeBundle();
    };
  }
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('gzip');
  await handle.close();
  const file = path.join(root, '.tmp/pglite-template.tar.gz');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return removeBundle;
}
