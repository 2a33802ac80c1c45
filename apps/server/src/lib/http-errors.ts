import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** An error whose message is safe to show the user; everything else becomes a plain 500. */
export class HttpError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(status, { message });
  }
}

/** An answer that says when to ask again: sent with a Retry-After header. */
export class RetryLaterError extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly retryAfterSeconds: number,
    details?: Record<string, unknown>,
  ) {
    super(status, message, details);
  }
}

/** 429 with Retry-After: a quota of requests per account is used up for now. */
export class TooManyRequestsError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, retryAfterSeconds, { retry_after_seconds: retryAfterSeconds });
  }
}

/**
 * 503 with Retry-After: the service is there but cannot do this now (its database does not
 * answer). `code` is the public API's error code.
 */
export class ServiceUnavailableError extends RetryLaterError {
  readonly code = 'temporarily_unavailable';
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, retryAfterSeconds);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const unauthorized = () => new HttpError(401, 'Sign in to continue');

/** "first_name: First name must be at most 50 characters": names the field, as the API promises. */
export function describeZodError(error: Pick<ZodError, 'issues'>): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export function badRequestFromZod(error: ZodError): HttpError {
  return new HttpError(400, describeZodError(error), {
    fields: error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });
}

export function errorBody(c: Context, error: HttpError) {
  if (error instanceof RetryLaterError) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ error: error.message, ...error.details }, error.status);
}
