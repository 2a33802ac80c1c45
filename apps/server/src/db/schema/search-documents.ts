import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/**
 * The text global search matches per record, folded by `search_fold` (accents away, lower case;
 * the SQL function of decision 020 and the domain's foldSearchText share one table). The trigram
 * GIN indexes are built on exactly these expressions, and the search queries repeat them through
 * these same builders: PostgreSQL uses an expression index only for the identical expression.
 */
export function searchDocument(...columns: AnyColumn[]): SQL {
  const parts = columns.map((c) => sql`coalesce(${c}, '')`);
  return sql`search_fold(${sql.join(parts, sql` || ' ' || `)})`;
}
