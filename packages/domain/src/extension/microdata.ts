import { attributesOf, decodeEntities } from '../automations/listing-page';

/**
 * A page's schema.org microdata as itemprop name (lower case) -> values in page order. A value
 * is the tag's content attribute, an image's or link's address, or the text up to the next tag.
 * Nested items are flattened: a listing page has one home, so "streetAddress" is its street.
 */
export function microdataValues(html: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const match of html.matchAll(/<(\w+)\b([^>]*\bitemprop\s*=\s*(?:"[^"]*"|'[^']*')[^>]*)>([^<]*)/gi)) {
    const tag = match[1]!.toLowerCase();
    const attrs = attributesOf(match[2]!);
    const value =
      attrs.get('content') ??
      (tag === 'img' ? attrs.get('src') : undefined) ??
      (tag === 'a' || tag === 'link' ? attrs.get('href') : undefined) ??
      decodeEntities(match[3]!).trim();
    if (!value) continue;
    for (const name of (attrs.get('itemprop') ?? '').toLowerCase().split(/\s+/).filter(Boolean))
      values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}
