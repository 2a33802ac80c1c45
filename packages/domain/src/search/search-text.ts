/**
 * How global search compares text: accents folded away and lower case, one character for one
 * character, so a match found in the folded text is at the same place in the original (the
 * highlight ranges). The database folds with `search_fold` (lower(unaccent(...)), decision 020),
 * which agrees on every letter of this table (a server test checks it); unaccent also expands a
 * few letters (ß to ss, æ to ae), which match there but are not marked here.
 */
export const ACCENTED =
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćĈĉĊċČčĎďĐđÈÉÊËèéêëĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħÌÍÎÏìíîïĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłÑñŃńŅņŇňÒÓÔÕÖØòóôõöøŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųŴŵÝýÿŶŷŸŹźŻżŽž';
export const UNACCENTED =
  'AAAAAAaaaaaaAaAaAaCcCcCcCcCcDdDdEEEEeeeeEeEeEeEeEeGgGgGgGgHhHhIIIIiiiiIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnNnOOOOOOooooooOoOoOoRrRrRrSsSsSsSsTtTtTtUUUUuuuuUuUuUuUuUuUuWwYyyYyYZzZzZz';

const FOLD = new Map<string, string>([...ACCENTED].map((c, i) => [c, UNACCENTED[i]!]));

/** Folds one character: its plain letter, then lower case (kept as it is when lower case would change its length). */
function foldChar(c: string): string {
  const plain = FOLD.get(c) ?? c;
  const lower = plain.toLowerCase();
  return lower.length === plain.length ? lower : plain;
}

/** The text as search compares it; as long as the input (UTF-16 units), so offsets carry over. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const c of text) out += foldChar(c);
  return out;
}

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A query that is only a phone number's characters, with at least this many digits, also searches phone numbers. */
export const PHONE_QUERY_MIN_DIGITS = 4;
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** The digits a query looks for in leads' phone numbers (a US country code dropped, as leads' phone keys do), or null. */
export function phoneDigitsOf(query: string): string | null {
  if (!PHONE_LIKE.test(query.trim())) return null;
  let digits = digitsOf(query);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= PHONE_QUERY_MIN_DIGITS ? digits : null;
}

/** At most this many words of a query are searched for (each must appear). */
export const SEARCH_MAX_TERMS = 6;

/** The query's words, folded, without surrounding punctuation, longest first, each once. */
export function searchTerms(query: string): string[] {
  const words = foldSearchText(query.normalize('NFC'))
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w !== '');
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, SEARCH_MAX_TERMS);
}
