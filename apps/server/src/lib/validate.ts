import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { HttpError, badRequestFromZod } from './http-errors.ts';

type Visit = { value: unknown; key?: string; parent?: Visit };

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a string carrying one would fail in the
 * database as a 500. Returns the path of the first such string or key, or undefined.
 * Iterative, so a deeply nested body cannot exhaust the call stack.
 */
export function pathOfNulCharacter(body: unknown): string[] | undefined {
  const pathTo = (visit: Visit, ...rest: string[]) => {
    const keys: string[] = [];
    for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key!);
    return [...keys.reverse(), ...rest];
  };
  const pending: Visit[] = [{ value: body }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\0')) return pathTo(visit);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\0')) return pathTo(visit, key);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

/** Reads a JSON body and checks it against a domain schema: 400 naming the field otherwise. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json)');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
  const nulAt = pathOfNulCharacter(body);
  if (nulAt) throw new HttpError(400, `${nulAt.join('.') || 'body'}: must not contain a NUL character`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequestFromZod(parsed.error);
  return parsed.data;
}

/** Reads the query string through a domain schema: 400 naming the parameter otherwise. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequestFromZod(parsed.error);
  return parsed.data;
}

/**
 * The two readers above as Hono validator middleware, so a route's request shape is part of
 * its type and the web client (`hc`) checks what it sends (decision 061). The handler reads
 * `c.req.valid('json')` / `c.req.valid('query')`; errors are the same 415/400 bodies.
 */
export const validJson =
  <S extends z.ZodType>(schema: S): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> =>
  async (c, next) => {
    c.req.addValidatedData('json', (await parseJsonBody(c, schema)) as object);
    await next();
  };

export const validQuery =
  <S extends z.ZodType>(
    schema: S,
  ): MiddlewareHandler<AppEnv, string, { in: { query: QueryInput<z.input<S>> }; out: { query: z.output<S> } }> =>
  async (c, next) => {
    c.req.addValidatedData('query', parseQuery(c, schema) as object);
    await next();
  };

/** What a client may put in a query string for a schema: its keys, each a string (or several). */
type QueryInput<T> = { [K in keyof T]: string | string[] };
