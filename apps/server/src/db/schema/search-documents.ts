import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { phoneDigitsOf, searchTerms } from '@porchlight/domain/search/search-text';

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

/** A lead's search text: name, e-mail, location and source (its phone is matched by digits). */
export const leadSearchDocument = (t: { name: AnyColumn; email: AnyColumn; location: AnyColumn; source: AnyColumn }) => searchDocument(t.name, t.email, t.location, t.source);
/** A listing's search text: any part of the address, its MLS number, its listing agent. */
export const propertySearchDocument = (t: { address: AnyColumn; city: AnyColumn; state: AnyColumn; zipcode: AnyColumn; mlsNumber: AnyColumn; agentName: AnyColumn }) =>
  searchDocument(t.address, t.city, t.state, t.zipcode, t.mlsNumber, t.agentName);

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePattern = (term: string) => `%${escapeLike(term)}%`;
/** `expression` holds `term` anywhere (a trigram index on the expression serves it). */
export const contains = (expression: SQL | AnyColumn, term: string) => sql`${expression} like ${likePattern(term)}`;
/** Every word appears in the document; the words are folded by the database's search_fold too. */
export const allTerms = (document: SQL, terms: string[]) => sql.join(terms.map((t) => sql`${document} like search_fold(${likePattern(t)})`), sql` and `);

/**
 * A list's search box: every word of the query in the record's search text, or (for a phone-like
 * query) its digits in the phone key. Undefined when the query has no word or digit to look for.
 */
export function listSearchMatch(document: SQL, query: string, phoneKey?: AnyColumn): SQL | undefined {
  const terms = searchTerms(query);
  const digits = phoneKey ? phoneDigitsOf(query) : null;
  const byTerms = terms.length > 0 ? allTerms(document, terms) : undefined;
  const byPhone = digits && phoneKey ? contains(phoneKey, digits) : undefined;
  if (byTerms && byPhone) return sql`((${byTerms}) or ${byPhone})`;
  return byTerms ?? byPhone;
}
