import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SERVER_NODE_ARGS } from '../../../../scripts/server-node-args.mjs';
import { openDatabase } from './client.ts';
import { DatabaseUnreachableError, databaseAddress, unreachableMessage } from './database-unreachable.ts';

/** A port nothing listens on: bound by us a moment ago, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-unreachable-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('an unreachable DATABASE_URL', () => {
  it('fails to open with a message naming host:port and not the password', async () => {
    const port = await closedPort();
    const opening = openDatabase({ databaseUrl: `postgres://porchlight:s3cret@127.0.0.1:${port}/porchlight` });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnreachableError);
    const message = await opening.catch((error: Error) => error.message);
    expect(message).toBe(
      `cannot open the PostgreSQL database at 127.0.0.1:${port} (the connection was refused): check that PostgreSQL is running and reachable there, and that DATABASE_URL names the right host and port.`,
    );
  });

  it('stops the server with one line on stderr and a non-zero exit', async () => {
    const port = await closedPort();
    const server = spawn(process.execPath, [...SERVER_NODE_ARGS, inject('serverBundle')], {
      env: {
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        APP_SECRET: 'x'.repeat(32),
        DATABASE_URL: `postgres://u:p@127.0.0.1:${port}/app`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => server.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Porchlight cannot start: cannot open the PostgreSQL database at 127\\.0\\.0\\.1:${port} `)),
    ]);
  });
});

describe('unreachableMessage: what happened and what to check', () => {
  const url = 'postgres://u:p@db.internal:6543/crm';
  it.each([
    [{ code: 'ECONNREFUSED' }, '(the connection was refused): check that PostgreSQL is running'],
    [
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
      '(the connection was refused)',
    ],
    [{ code: 'ENOTFOUND' }, '(the host name does not resolve): check that PostgreSQL is running'],
    [new Error('Connection terminated due to connection timeout'), '(the connection timed out)'],
    [{ code: '28P01' }, '(the password was refused): check the user name and password in DATABASE_URL.'],
    [{ code: '3D000' }, '(the database does not exist): create it (createdb)'],
    [new Error('something else'), '(something else): check that PostgreSQL is running'],
  ])('%j', (error, expected) => {
    const message = unreachableMessage(error, url);
    expect(message).toContain('db.internal:6543');
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });

  it.each([
    ['postgres://u:p@db:5432/app', 'db:5432'],
    ['postgresql://localhost/app', 'localhost:5432'],
    ['postgres:///app?host=/var/run/postgresql', '/var/run/postgresql:5432'],
    ['postgres://u:p@[::1]:5433/app', '[::1]:5433'],
  ])('%s is at %s', (url, address) => expect(databaseAddress(url)).toBe(address));
});
