import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseFaultError } from '../../db/database-faults.ts';
import { HttpError, RetryLaterError } from '../../lib/http-errors.ts';

/**
 * Every /api/v1 error has one shape: `{ error: { code, message, field } }`. `field` names the
 * invalid body or query field (null otherwise); a 402 also names the plan `limit`; a 404 for a
 * lead merged into another names that lead (`merged_into`).
 */
export type V1ErrorBody = { error: { code: string; message: string; field: string | null; limit?: string; merged_into?: string } };

/** An error with its own code (the status alone would say less). */
export class V1Error extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(status, message, details);
  }
}

const CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  402: 'limit_reached',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

/** The codes the reference documents, each with when it happens. */
export const V1_ERROR_CODES = {
  invalid_request: 'The body or query is invalid; `field` names the first wrong field.',
  unauthenticated: 'No key, or an unknown or revoked key.',
  limit_reached: 'A plan limit is reached (402); `limit` names it (maxLeads, maxProperties, apiAccess).',
  forbidden: 'A read-only key tried to write.',
  not_found: "No such record in this account (another account's records are not found either).",
  idempotency_conflict: 'The first request with this Idempotency-Key is still running (409): retry in a moment.',
  idempotency_key_reused:
    'The Idempotency-Key was already used for another request, another route or another body (422): nothing was done; use a new key.',
  monthly_limit_reached: "The plan's API calls for the month are used up (429, Retry-After until the month's end).",
  rate_limited: 'Too many calls with this key this minute (429, Retry-After).',
  server_error: 'Something failed on our side; retrying is safe with an Idempotency-Key.',
  temporarily_unavailable: "The service's database does not answer right now (503, Retry-After); retrying is safe with an Idempotency-Key.",
  out_of_disk_space: "The server's disk is full (507): the change was not saved.",
} as const;

const fieldOf = (error: HttpError): string | null => {
  const fields = error.details?.fields;
  if (Array.isArray(fields) && fields[0] && typeof fields[0].field === 'string') return fields[0].field || null;
  return null;
};

/** The error as a v1 body and status; anything unexpected is a 500 with no detail. */
export function v1ErrorOf(error: unknown): { status: ContentfulStatusCode; body: V1ErrorBody; retryAfter?: number } {
  // The database down (503, temporarily_unavailable) or its disk full (507, out_of_disk_space).
  error = databaseFaultError(error) ?? error;
  if (error instanceof HttpError) {
    const own = (error as { code?: unknown }).code;
    const code = typeof own === 'string' ? own : (CODES[error.status] ?? 'error');
    const limit = typeof error.details?.limit === 'string' ? error.details.limit : undefined;
    const mergedInto = (error.details?.mergedInto as { id?: unknown } | undefined)?.id;
    const body: V1ErrorBody = {
      error: {
        code,
        message: error.message,
        field: fieldOf(error),
        ...(limit ? { limit } : {}),
        ...(typeof mergedInto === 'string' ? { merged_into: mergedInto } : {}),
      },
    };
    return { status: error.status, body, retryAfter: error instanceof RetryLaterError ? error.retryAfterSeconds : undefined };
  }
  if (error instanceof HTTPException)
    return {
      status: error.status,
      body: { error: { code: CODES[error.status] ?? 'error', message: error.message || 'Request failed', field: null } },
    };
  return {
    status: 500,
    body: { error: { code: 'server_error', message: 'Something went wrong on our side. Please try again.', field: null } },
  };
}

export function v1ErrorResponse(c: Context, error: unknown) {
  const { status, body, retryAfter } = v1ErrorOf(error);
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  return c.json(body, status);
}
