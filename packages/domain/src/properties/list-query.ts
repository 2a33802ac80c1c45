import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MAX } from './list-params.ts';

// Paging and sorting shared by the property and lead lists: the same words in the URL of the
// screen and in the query string of the API. The sizes and toSearchParams are in list-params.ts,
// without zod: the shell's lead lookups build URLs with them (issue 15).

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES, SEARCH_MAX, toSearchParams } from './list-params.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const searchParam = () =>
  z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`).optional());

export const intParam = (name: string, { min = 0, max = 2_000_000_000 } = {}) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(min)
      .max(max)
      .optional(),
  );

export const pageParam = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .max(1_000_000)
      .default(1),
  );

export const limitParam = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'limit must be a whole number' })
      .int()
      .min(1, 'limit must be at least 1')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
  );

export const directionParam = () =>
  z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).optional());

export const booleanParam = (name: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
    z.boolean({ error: `${name} must be true or false` }).optional(),
  );

/** Parses URL parameters, dropping the ones that do not fit so a hand-edited link still opens the list. */
export function parseLeniently<S extends z.ZodObject>(schema: S, params: Record<string, string>): z.infer<S> {
  let input: Record<string, string> = { ...params };
  for (let attempt = 0; attempt < 5; attempt++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    input = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
  }
  return schema.parse({});
}
