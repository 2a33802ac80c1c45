import { HttpError, ServiceUnavailableError } from '../lib/http-errors.ts';

/**
 * Database faults a user can be told about plainly, instead of "Something went wrong": the
 * database does not answer (503, try again shortly), and its disk is full (507, the change was
 * not saved). Both drivers are covered: node-postgres reports the server's SQLSTATE and Node's
 * socket errors; PGlite is PostgreSQL too and reports the same SQLSTATE for a full disk.
 */

export const DATABASE_UNAVAILABLE_MESSAGE = "Porchlight can't reach its database right now. Please try again in a moment.";
export const DISK_FULL_MESSAGE = 'The server is out of disk space; your change was not saved. Try again later.';
/** What a client should wait before asking again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors for a server that is down, unreachable or cut the line. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs for "not now": 57P01 admin_shutdown (a restart, pg_terminate_backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, in recovery), 53300
 * too_many_connections; and class 08, connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own words when a connection ends or cannot be had (they carry no code). */
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** 53100 disk_full ("could not extend file ...: No space left on device"), or the errno itself. */
const DISK_FULL_STATE = '53100';
const DISK_FULL_MESSAGE_TEXT = /No space left on device|could not extend file/i;

/** The error and what it wraps (Drizzle's DrizzleQueryError keeps the driver's error as `cause`). */
function* chainOf(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (typeof error !== 'object' || error === null || depth > 5) return;
  yield error as { code?: unknown; message?: unknown };
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined) yield* chainOf(cause, depth + 1);
  // Node reports every address it tried (localhost's ::1 and 127.0.0.1) together.
  if (Array.isArray(errors)) for (const inner of errors) yield* chainOf(inner, depth + 1);
}

/** True when the database did not answer: down, restarting, unreachable, or the connection was cut. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of chainOf(error)) {
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true;
  }
  return false;
}

/** True when a write failed because the database's disk is full. */
export function isDiskFull(error: unknown): boolean {
  for (const { code, message } of chainOf(error)) {
    if (code === DISK_FULL_STATE || code === 'ENOSPC') return true;
    if (typeof message === 'string' && DISK_FULL_MESSAGE_TEXT.test(message)) return true;
  }
  return false;
}

/** How long after the last write that found the disk full `/api/health/ready` still reports it. */
export const DISK_FULL_REPORT_SECONDS = 10 * 60;

/** Remembers when a write last failed for a full disk, for `/api/health/ready`. */
export function createDiskFullRecord(now = () => new Date()) {
  let last: Date | undefined;
  return {
    record: () => void (last = now()),
    /** The last such failure, while it is recent enough to still matter. */
    recent(): Date | undefined {
      return last && now().getTime() - last.getTime() < DISK_FULL_REPORT_SECONDS * 1000 ? last : undefined;
    },
  };
}
export type DiskFullRecord = ReturnType<typeof createDiskFullRecord>;

/**
 * The HTTP error a database fault deserves, if it is one: 503 with Retry-After while the database
 * does not answer, 507 when its disk is full (recorded). Anything else stays a 500.
 */
export function databaseFaultError(error: unknown, diskFull?: DiskFullRecord): HttpError | undefined {
  if (isDiskFull(error)) {
    diskFull?.record();
    return Object.assign(new HttpError(507, DISK_FULL_MESSAGE), { code: 'out_of_disk_space' });
  }
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
  return undefined;
}
