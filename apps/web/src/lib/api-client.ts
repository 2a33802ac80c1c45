import { env } from '@/config/env';
import { addBookHeader } from './book';
import { isServiceUnavailable, markServiceAvailable, markServiceUnavailable } from './service-status';

/** Spec 001 §9: every request times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const ABORT_MESSAGE = 'Request was cancelled or timed out';

/** A non-OK answer from our API; `message` is the server's `{ error }` text. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  /** From a Retry-After header in seconds (a 429, or a 503 while the database does not answer). */
  readonly retryAfterSeconds?: number;

  constructor(status: number, message: string, body?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  const seconds = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(seconds) ? seconds : undefined;
}

export type ApiFetchInit = RequestInit & { timeoutMs?: number };

function resolveUrl(path: string): string {
  if (path.startsWith(`${env.apiBaseUrl}/`) || path === env.apiBaseUrl) return path;
  return `${env.apiBaseUrl}/${path.replace(/^\/+/, '')}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
  return `HTTP error! status: ${status}`;
}

/**
 * Sends one request to our API on the same origin with the session cookie and the book header,
 * and gives up after `timeoutMs` (60 s) with an AbortError. A non-OK answer throws ApiError
 * (and marks the service unavailable when it is); an OK one comes back unread. The typed
 * client (`@/lib/api`) sends every JSON call through it.
 */
export async function apiRequest(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, signal: callerSignal, headers: givenHeaders, ...rest } = init;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', abort, { once: true });

  const headers = new Headers(givenHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof rest.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  addBookHeader(headers);

  try {
    const response = await fetch(resolveUrl(path), { ...rest, headers, credentials: 'include', signal: controller.signal });
    if (!response.ok) {
      const body = await readBody(response);
      const error = new ApiError(response.status, errorMessage(response.status, body), body, retryAfterOf(response));
      if (isServiceUnavailable(error)) markServiceUnavailable();
      throw error;
    }
    markServiceAvailable();
    // The body is read under the same timeout: the timer stops once it has arrived.
    const body = await response.arrayBuffer();
    return new Response(response.status === 204 || response.status === 205 ? null : body, response);
  } catch (error) {
    if (controller.signal.aborted) throw new DOMException(ABORT_MESSAGE, 'AbortError');
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abort);
  }
}

/**
 * The same call, its answer read as JSON (or text), for what the typed client does not cover:
 * CSV downloads, file uploads, better-auth's endpoints and the public API's document.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<unknown> {
  return readBody(await apiRequest(path, init));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the user about a failed call: its own message, or the caller's fallback. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
