import { digitsOf, foldSearchText } from './search-text.ts';

/** [start, end) offsets into a shown text: the client marks these, the server sends no HTML. */
export type MatchRange = [number, number];

/** Joins overlapping or touching ranges, in order. */
export function mergeRanges(ranges: MatchRange[]): MatchRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: MatchRange[] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Where each (folded) term appears in the text, accents and case ignored. */
export function termRanges(text: string, terms: string[]): MatchRange[] {
  const folded = foldSearchText(text);
  const ranges: MatchRange[] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) ranges.push([at, at + term.length]);
  }
  return mergeRanges(ranges);
}

/** Where a run of digits appears in a formatted number ("(512) 555-0142" holds "5550142"), punctuation inside included. */
export function digitRanges(text: string, digits: string): MatchRange[] {
  if (!digits) return [];
  const positions: number[] = [];
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i]!)) positions.push(i);
  const at = digitsOf(text).indexOf(digits);
  if (at === -1) return [];
  return [[positions[at]!, positions[at + digits.length - 1]! + 1]];
}

/** The part of a long text around its first match (about `width` characters), and the ranges within it. */
export function snippetAround(text: string, terms: string[], width = 120): { text: string; ranges: MatchRange[] } {
  const flat = text.replace(/\s+/g, ' ').trim();
  const ranges = termRanges(flat, terms);
  if (flat.length <= width) return { text: flat, ranges };
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(width / 3), flat.length - width));
  const space = flat.lastIndexOf(' ', start);
  if (start > 0 && space > start - 15 && space >= 0) start = space + 1;
  const end = Math.min(flat.length, start + width);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < flat.length ? '…' : '';
  const shown = `${prefix}${flat.slice(start, end)}${suffix}`;
  const shift = prefix.length - start;
  const inside = ranges
    .filter(([s, e]) => s < end && e > start)
    .map(([s, e]): MatchRange => [Math.max(s, start) + shift, Math.min(e, end) + shift]);
  return { text: shown, ranges: inside };
}
