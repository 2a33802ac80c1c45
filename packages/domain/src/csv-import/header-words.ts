/**
 * The abbreviations MLS and CRM exports put in headers, spelled out so "Beds Tot", "Yr Blt",
 * "SqFt Liv", "List Dt" and "Orig LP" meet the synonyms "Beds Total", "Year Built", "SqFt
 * Living", "List Date" and "Original LP".
 */
const ABBREVIATIONS: Record<string, string> = {
  tot: 'total',
  ttl: 'total',
  liv: 'living',
  yr: 'year',
  blt: 'built',
  dt: 'date',
  no: 'number',
  nbr: 'number',
  num: 'number',
  bdrms: 'bedrooms',
  bdrm: 'bedrooms',
  bds: 'beds',
  bths: 'baths',
  orig: 'original',
  addr: 'address',
  prc: 'price',
  ph: 'phone',
  tel: 'telephone',
  eml: 'email',
  mob: 'mobile',
  approx: 'approximate',
  // Issue 50, MLS spreadsheets: "Tot BR", "#FBaths", "#HBaths", "TotFlArea".
  br: 'bedrooms',
  fbaths: 'full baths',
  hbaths: 'half baths',
  fb: 'full baths',
  hb: 'half baths',
  fl: 'floor',
};

/** Words that qualify a header without changing what it holds: Matrix's "Link" columns, units. */
const DROPPED_WORDS = new Set(['link', 'hyperlink']);

/**
 * A header reduced to its words for the second, looser lookup: camelCase split, the parts in
 * brackets dropped ("Budget ($)", "Living Area (SqFt)"), "#" read as "number", punctuation as
 * spaces, "sq ft" as "sqft", abbreviations spelled out and a trailing "Link" dropped.
 */
export function canonicalHeader(header: string): string {
  const words = header
    .replace(/^\uFEFF/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    // "Pool Y/N" = "Pool YN" (RESO's PoolPrivateYN).
    .replace(/\by\s*\/\s*n\b/g, 'yn')
    // "#3/4Baths", "1/2 Baths": the fractions MLSs name baths by.
    .replace(/3\s*\/\s*4/g, ' three quarter ')
    .replace(/1\s*\/\s*2/g, ' half ')
    .replace(/1\s*\/\s*4/g, ' quarter ')
    .replace(/#/g, ' number ')
    .replace(/&/g, ' and ')
    .replace(/\bsq\.?\s*f(ee)?t\.?/g, 'sqft')
    .replace(/[^a-z0-9$%+]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w);
  while (words.length > 1 && DROPPED_WORDS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}
