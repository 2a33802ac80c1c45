import type { SignIn } from './settings';

/** An answer of the server's public API: its status and JSON body, or the v1 error's words. */
export type ApiAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string; field: string | null };

/**
 * Calls the server's /api/v1 with the device key (never a cookie: the extension holds no session).
 * The server answers any origin there (CORS), so no host permission is needed to reach it.
 */
export async function callApi<T>(
  signIn: Pick<SignIn, 'server' | 'key'>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`${signIn.server}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${signIn.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: `Could not reach ${signIn.server}. Check the address and your connection.`, field: null };
  }
  const json = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return { ok: true, status: res.status, body: json as T };
  const error = (json as { error?: { message?: string; field?: string | null } } | null)?.error;
  return { ok: false, status: res.status, message: error?.message ?? `The server answered ${res.status}.`, field: error?.field ?? null };
}
