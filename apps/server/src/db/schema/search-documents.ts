import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { phoneDigitsOf, searchTerms } from '@porchlight/domain/search/search-text';

/**
 * The text global search matches per record, folded by `search_fold` (accents away, lower case;
 * the SQL function of decision 020 and the domain's foldSearchText share one table). Leads and
 * properties keep it in a stored column (below, decision 031); messages, tasks and flows index
 * the expression itself, and the search queries repeat it through this same builder: PostgreSQL
 * uses an expression index only for the identical expression.
 */
export function searchDocument(...columns: AnyColumn[]): SQL {
  const parts = columns.map((c) => sql`coalesce(${c}, '')`);
  return sql`search_fold(${sql.join(parts, sql` || ' ' || `)})`;
}

/**
 * A stored search text: the same fold over a table's own columns, written by the database on
 * every insert and update (a generated column). Matching and ranking then read a column instead
 * of folding every candidate row again (unaccent per row was most of a broad search's time).
 */
const storedSearchText = (...columnNames: string[]): SQL =>
  sql.raw(`search_fold(${columnNames.map((name) => `coalesce("${name}", '')`).join(` || ' ' || `)})`);

/**
 * A lead's search text: name, e-mail, location and source (its phone is matched by digits), and
 * its other e-mails and the digits of its other phones (issue 50), through lead_other_contacts
 * (migration 0049: an immutable function, as a stored column needs).
 */
export const leadSearchText = sql.raw(
  `search_fold(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("location", '') || ' ' || coalesce("source", '') || ' ' || lead_other_contacts("additional_emails", "additional_phones"))`,
);
/** A listing's search text: any part of the address, its MLS number, its listing agent. */
export const propertySearchText = storedSearchText('address', 'city', 'state', 'zipcode', 'mls_number', 'agent_name');

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePattern = (term: string) => `%${escapeLike(term)}%`;
/** `expression` holds `term` anywhere (a trigram index on the expression serves it). */
export const contains = (expression: SQL | AnyColumn, term: string) => sql`${expression} like ${likePattern(term)}`;
/** Every word appears in the document; the words are folded by the database's search_fold too. */
export const allTerms = (document: SQL | AnyColumn, terms: string[]) =>
  sql.join(
    terms.map((t) => sql`${document} like search_fold(${likePattern(t)})`),
    sql` and `,
  );

/**
 * A list's search box: every word of the query in the record's search text, or (for a phone-like
 * query) its digits in the phone key. Undefined when the query has no word or digit to look for.
 */
export function listSearchMatch(document: SQL | AnyColumn, query: string, phoneKey?: AnyColumn): SQL | undefined {
  const terms = searchTerms(query);
  const digits = phoneKey ? phoneDigitsOf(query) : null;
  const byTerms = terms.length > 0 ? allTerms(document, terms) : undefined;
  const byPhone = digits && phoneKey ? contains(phoneKey, digits) : undefined;
  if (byTerms && byPhone) return sql`((${byTerms}) or ${byPhone})`;
  return byTerms ?? byPhone;
}
