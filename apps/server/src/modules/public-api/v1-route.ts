import type { Context } from 'hono';
import type { z } from 'zod';
import type { V1Env } from './v1-env.ts';

export type V1Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * One v1 route, described once: the router registers its handler and the OpenAPI document and
 * the reference page are generated from the same description (and the same zod schemas).
 */
export type V1Route = {
  method: V1Method;
  /** Hono's path under /api/v1, e.g. /leads/:id. */
  path: string;
  tag: string;
  summary: string;
  /** Every operation says what it does and how it answers (the document's linter checks it). */
  description: string;
  /** Reads are allowed to read-only keys; writes need a read and write key. */
  scope: 'read' | 'write';
  /** The browser extension calls it: a device key may too (decision 063). */
  extension?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** The body of the curl example, when the route takes one. */
  example?: unknown;
  handle: (c: Context<V1Env>) => Promise<Response>;
  /**
   * For a route whose success answer holds a secret (a webhook's signing secret): the
   * Idempotency-Key replay cache keeps the answer without it (`strip`), and a replay puts it back
   * from where the app keeps it sealed (`restore`), so the cache never holds a secret.
   */
  secretInAnswer?: { strip: (answer: unknown) => unknown; restore: (c: Context<V1Env>, kept: unknown) => Promise<unknown> };
};
