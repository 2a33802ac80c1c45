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

/** 429 with Retry-After: a quota of requests per account is used up for now. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { retry_after_seconds: retryAfterSeconds });
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const unauthorized = () => new HttpError(401, 'Sign in to continue');

/** "first_name: First name must be at most 50 characters": names the field, as the API promises. */
export function describeZodError(error: ZodError): string {
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
  if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ error: error.message, ...error.details }, error.status);
}
