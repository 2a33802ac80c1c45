import { is, sql, SQL, type SQLWrapper } from 'drizzle-orm';
import { PgArray, PgColumn, PgDialect, PgTimestamp } from 'drizzle-orm/pg-core';

/** What json_build_object writes as the JSON.stringify of Drizzle's value (timestamps are written apart). */
const WRITTEN_ALIKE = new Set(['PgUUID', 'PgText', 'PgVarchar', 'PgInteger', 'PgSmallInt', 'PgBigInt53', 'PgBoolean', 'PgDateString', 'PgJsonb', 'PgJson']);

/** json_build_object takes at most 100 arguments: 50 keys. */
const MAX_KEYS = 50;

type Selection = Record<string, PgColumn | SQL | SQL.Aliased>;

function valueOf(key: string, value: PgColumn | SQL | SQL.Aliased): SQLWrapper {
  if (is(value, SQL.Aliased)) return value.sql;
  if (is(value, SQL)) return value;
  // As Date#toISOString writes it: UTC, milliseconds (to_char truncates, as Drizzle's Date does), "Z".
  if (is(value, PgTimestamp)) return sql`to_char(${value.withTimezone ? sql`${value} at time zone 'UTC'` : value}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const base = is(value, PgArray) ? value.baseColumn : value;
  if (WRITTEN_ALIKE.has(base.columnType)) return value;
  throw new Error(`jsonRowOf: ${key} (${value.columnType}) would not be written as Drizzle reads it`);
}

/**
 * A selection's row as the JSON text the API sends, written by the database: the same keys in the
 * same order, each value as JSON.stringify writes what Drizzle reads (timestamps as
 * `toISOString`). A list page reads one text per row and sends it unparsed, where mapping thirty
 * fields a row to objects and serialising them again was most of the request (decision 035).
 * Rendered to SQL text once, so a request does not build the expression again.
 */
export function jsonRowOf(selection: Selection): SQL<string> {
  const keys = Object.keys(selection);
  if (keys.length > MAX_KEYS) throw new Error(`jsonRowOf: ${keys.length} keys, json_build_object takes ${MAX_KEYS}`);
  const pairs = keys.map((key) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`jsonRowOf: ${key} is not a plain key`);
    return sql`${sql.raw(`'${key}'`)}, ${valueOf(key, selection[key]!)}`;
  });
  const rendered = new PgDialect().sqlToQuery(sql`json_build_object(${sql.join(pairs, sql`, `)})::text`);
  // Parameters would be numbered for this statement alone; the selection names columns only.
  if (rendered.params.length > 0) throw new Error('jsonRowOf: the selection must not hold parameters');
  return sql.raw(rendered.sql) as SQL<string>;
}
