import pg from 'pg';

/** PostgreSQL could not be opened at start: main.ts prints the message as one line and exits. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** An unroutable host never answers; pg would wait forever without a limit. */
export const CONNECT_TIMEOUT_MS = 10_000;

const WHAT_TO_CHECK = {
  network: 'check that PostgreSQL is running and reachable there, and that DATABASE_URL names the right host and port',
  login: 'check the user name and password in DATABASE_URL',
  database: 'create it (createdb) or fix the database name in DATABASE_URL',
};

const REASONS: Record<string, [string, keyof typeof WHAT_TO_CHECK]> = {
  ECONNREFUSED: ['the connection was refused', 'network'],
  ENOTFOUND: ['the host name does not resolve', 'network'],
  EAI_AGAIN: ['the host name could not be resolved', 'network'],
  ETIMEDOUT: ['the connection timed out', 'network'],
  EHOSTUNREACH: ['the host is unreachable', 'network'],
  ENETUNREACH: ['the network is unreachable', 'network'],
  ECONNRESET: ['the connection was reset', 'network'],
  '28P01': ['the password was refused', 'login'],
  '28000': ['the login was refused', 'login'],
  '3D000': ['the database does not exist', 'database'],
};

/** host:port of a DATABASE_URL, never its user or password. */
export function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    // pg also takes a socket folder as ?host= or as an encoded host name.
    const host = url.searchParams.get('host') ?? (decodeURIComponent(url.hostname) || 'localhost');
    return `${host}:${url.port || 5432}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errors, message } = error as { code?: unknown; errors?: unknown[]; message?: unknown };
  if (typeof code === 'string') return code;
  // Node tries every address of "localhost" and reports them together.
  if (Array.isArray(errors) && errors.length) return codeOf(errors[0]);
  if (typeof message === 'string' && /timeout/i.test(message)) return 'ETIMEDOUT';
  return undefined;
}

/** One line an operator can act on: where, what happened, what to check. */
export function unreachableMessage(error: unknown, databaseUrl: string): string {
  const code = codeOf(error);
  const [reason, check] = (code && REASONS[code]) || [
    error instanceof Error && error.message ? error.message : 'it did not answer',
    'network',
  ];
  return `cannot open the PostgreSQL database at ${databaseAddress(databaseUrl)} (${reason}): ${WHAT_TO_CHECK[check]}.`;
}

/** Connects once before the pool and migrations do, so a wrong DATABASE_URL fails fast and clearly. */
export async function assertDatabaseReachable(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseUnreachableError(unreachableMessage(error, databaseUrl), { cause: error });
  }
  await client.end();
}
