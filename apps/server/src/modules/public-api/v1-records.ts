import type { z } from 'zod';
import { V1LeadSchema, V1PropertySchema, V1TaskSchema } from '@porchlight/domain/public-api/v1-schemas';

/**
 * A record as the API answers it: exactly the fields its OpenAPI schema lists, picked from what
 * the module answers the app. A field the app adds later (or an internal one such as an import's
 * or a teammate's id) stays out of /api/v1 until the document lists it; and the record must hold
 * every listed field with the listed type, or this does not compile.
 */
export function documented<S extends z.ZodObject>(schema: S) {
  const keys = Object.keys(schema.shape);
  return (record: z.output<S>): z.output<S> =>
    Object.fromEntries(keys.map((key) => [key, (record as Record<string, unknown>)[key]])) as z.output<S>;
}

export const v1Lead = documented(V1LeadSchema);
export const v1Property = documented(V1PropertySchema);
export const v1Task = documented(V1TaskSchema);
