import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-errors.ts';

const NUL = '\0';

/** A path segment as a route reads it; a malformed escape stays as it came (Hono does the same). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The name of the first query parameter (or "path") whose decoded text holds U+0000, or
 * undefined. PostgreSQL text cannot hold that character, so any value carrying it into a query
 * fails in the database as a 500; one check here keeps it from every route's parameters.
 */
export function partOfUrlWithNul(url: string): string | undefined {
  const { pathname, searchParams } = new URL(url);
  if (pathname.split('/').some((segment) => decodedSegment(segment).includes(NUL))) return 'path';
  for (const [name, value] of searchParams) {
    if (name.includes(NUL)) return 'query';
    if (value.includes(NUL)) return name;
  }
  return undefined;
}

/**
 * One rule for every route's query string and path parameters, before any route reads them:
 * a NUL character is a 400 naming the parameter (the bodies' rule is in validate.ts).
 */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const part = partOfUrlWithNul(c.req.url);
    if (part) {
      const message = `${part}: must not contain a NUL character`;
      throw new HttpError(400, message, { fields: [{ field: part, message: 'must not contain a NUL character' }] });
    }
    await next();
  };
}
