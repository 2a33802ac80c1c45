/**
 * PostgreSQL's COPY text format: one line per row, columns separated by tabs, \N for null, and
 * backslash, tab, newline and carriage return escaped. Arrays are written as array literals
 * ({"a","b"}) whose own quotes and backslashes are escaped first.
 */
const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export const COPY_NULL = '\\N';

export function copyTextValue(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : value;
}

/** A text[] value: {"a","b \"c\""}; an empty list is {}. */
export function copyArrayValue(items: readonly unknown[]): string {
  const literal = `{${items.map((item) => `"${String(item).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return copyTextValue(literal);
}

/** One value in COPY text: null, a boolean, a number, a list, an object (as JSON, for jsonb) or text. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return COPY_NULL;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : COPY_NULL;
  if (Array.isArray(value)) return copyArrayValue(value);
  if (typeof value === 'object') return copyTextValue(JSON.stringify(value));
  return copyTextValue(String(value));
}

export const copyLine = (values: readonly unknown[]) => `${values.map(copyValue).join('\t')}\n`;
