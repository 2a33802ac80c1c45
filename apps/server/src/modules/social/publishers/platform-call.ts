import { PublishError } from './social-publisher.ts';

/** A platform that does not answer within this long is tried again later. */
const CALL_TIMEOUT_MS = 30_000;

/** The platform's own words: Graph `{error: {message}}`, LinkedIn `{message}`, X `{detail}` or `{errors: [{message}]}`. */
function platformMessage(body: unknown): string | undefined {
  const b = (body ?? {}) as {
    error?: { message?: unknown } | unknown;
    message?: unknown;
    detail?: unknown;
    title?: unknown;
    errors?: { message?: unknown }[];
  };
  const candidates = [
    (b.error as { message?: unknown } | undefined)?.message,
    b.detail,
    b.message,
    b.errors?.[0]?.message,
    b.title,
    typeof b.error === 'string' ? b.error : undefined,
  ];
  const found = candidates.find((c) => typeof c === 'string' && c.trim() !== '');
  return typeof found === 'string' ? found.slice(0, 300) : undefined;
}

export type PlatformAnswer<T> = { body: T; headers: Headers };

/**
 * One call to a platform's API with the bearer token: JSON in and out. A refusal becomes a
 * PublishError naming the platform and its reason; a network failure, a 429 or a 5xx may be
 * tried again.
 */
export async function callPlatform<T>(
  platform: string,
  url: string,
  init: { method?: string; token: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal },
): Promise<PlatformAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Bearer ${init.token}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]) : AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    throw new PublishError(`${platform} could not be reached. It will be tried again.`, true);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return { body: body as T, headers: response.headers };
  const reason = platformMessage(body) ?? `HTTP ${response.status}`;
  if (response.status === 401)
    throw new PublishError(`${platform} refused the connection (${reason}). Connect the account again in Settings > Accounts, then Retry.`);
  throw new PublishError(`${platform} refused the post: ${reason}`, response.status === 429 || response.status >= 500);
}
