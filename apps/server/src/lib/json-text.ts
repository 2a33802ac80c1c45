import type { Context } from 'hono';

/** JSON text of a `Shape`, already written: the route sends it as it is. */
export type JsonText<Shape> = string & { readonly __shape?: Shape };

/**
 * `{"<key>":[…rows],…rest}`: rows that are JSON text already (a list page the database wrote),
 * the rest serialised here.
 */
export function jsonWithRows<Shape>(key: string, rows: string[], rest: Record<string, unknown>): JsonText<Shape> {
  const fields = JSON.stringify(rest).slice(1, -1);
  return `{${JSON.stringify(key)}:[${rows.join(',')}]${fields ? `,${fields}` : ''}}`;
}

/** Sends JSON text as `c.json` would send the value it holds. */
export const sendJsonText = <Shape>(c: Context, text: JsonText<Shape>) => c.body(text, 200, { 'content-type': 'application/json' });
