import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createDiskFullRecord, databaseFaultError, isDatabaseUnavailable, isDiskFull } from './database-faults.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error: the classification looks through `cause`.
const wrapped = (cause: Error) => new DrizzleQueryError('insert into "leads" ...', [], cause);

describe('database faults', () => {
  it.each([
    ['a refused connection (the server is stopped)', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['57P01 admin_shutdown (a restart, pg_terminate_backend)', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P03 cannot_connect_now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['08006 connection_failure', withCode('08006')],
    ['53300 too_many_connections', withCode('53300')],
    ["pg's cut connection", new Error('Connection terminated unexpectedly')],
    ["pg-pool's wait for a connection", new Error('timeout exceeded when trying to connect')],
    ['either wrapped by Drizzle', wrapped(withCode('57P01'))],
    ["Node's every-address error", Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {})],
  ])('%s is "the database is unavailable" (503)', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDiskFull(error)).toBe(false);
    expect(databaseFaultError(error)?.status).toBe(503);
  });

  it.each([
    ['53100 disk_full', withCode('53100', 'could not extend file "base/5/16384": No space left on device')],
    ['ENOSPC', withCode('ENOSPC', 'ENOSPC: no space left on device, write')],
    ['53100 wrapped by Drizzle', wrapped(withCode('53100', 'could not extend file'))],
  ])('%s is "the disk is full" (507), and is recorded', (_, error) => {
    const record = createDiskFullRecord();
    expect(isDiskFull(error)).toBe(true);
    expect(databaseFaultError(error, record)?.status).toBe(507);
    expect(record.recent()).toBeInstanceOf(Date);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['not an error at all', 'oops'],
  ])('%s stays a 500', (_, error) => {
    expect(databaseFaultError(error)).toBeUndefined();
  });

  it('reports a full disk for ten minutes after the last failed write', () => {
    let now = new Date('2025-01-01T10:00:00Z');
    const record = createDiskFullRecord(() => now);
    expect(record.recent()).toBeUndefined();
    record.record();
    now = new Date('2025-01-01T10:09:59Z');
    expect(record.recent()?.toISOString()).toBe('2025-01-01T10:00:00.000Z');
    now = new Date('2025-01-01T10:10:00Z');
    expect(record.recent()).toBeUndefined();
  });
});
