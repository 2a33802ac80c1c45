// Paging sizes and the query's URL form, without zod: the shell fetches leads with them (issue
// 15); the schemas that read these parameters are in list-query.ts.

export const PAGE_SIZES = [25, 50, 100, 250, 500] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
export const SEARCH_MAX = 200;

/** The query as URL parameters, leaving out empty values and the given defaults. */
export function toSearchParams(query: Record<string, unknown>, defaults: Record<string, unknown> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || defaults[key] === value) continue;
    out[key] = String(value);
  }
  return out;
}
