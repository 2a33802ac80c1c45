// A filtered list's total (issue 15): counting every match of a broad search in a large book
// read a large share of it on each keystroke, so a filtered list counts only up to the next
// thousand past the page it shows and says "1,000+" beyond. Unfiltered lists read the account's
// kept count and are always exact; so is the public API, whose clients page by the total.

/** A filtered list's count stops at a multiple of this. */
export const LIST_TOTAL_STEP = 1000;

/** How many matches a filtered list counts for this page: the first multiple of the step at or past the page's end. */
export const listCountBound = (page: number, limit: number): number =>
  Math.max(1, Math.ceil((page * limit) / LIST_TOTAL_STEP)) * LIST_TOTAL_STEP;

/** A list's total as the API answers it: past the bound, the bound, marked as capped. */
export function cappedTotal(counted: number, bound: number | null): { total: number; totalCapped: boolean } {
  return bound !== null && counted > bound ? { total: bound, totalCapped: true } : { total: counted, totalCapped: false };
}

export type ListRange = { first: number; last: number; pages: number; summary: string; pageLabel: string; hasNext: boolean };

const count = (n: number) => n.toLocaleString('en-US');

/** What the pagination says: "51–100 of 1,000+ leads" and "Page 2 of 20+". */
export function listRange(page: number, limit: number, total: number, totalCapped: boolean, noun: string): ListRange {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const more = totalCapped ? '+' : '';
  return {
    first,
    last,
    pages,
    summary: total === 0 ? `No ${noun}` : `${count(first)}–${count(last)} of ${count(total)}${more} ${noun}`,
    pageLabel: `Page ${count(Math.min(page, pages))} of ${count(pages)}${more}`,
    hasNext: page < pages || totalCapped,
  };
}

/** How many rows a page holds when `counted` rows match (a capped count runs past the page's end). */
export const rowsOnPage = (counted: number, page: number, limit: number): number =>
  Math.min(limit, Math.max(0, counted - (page - 1) * limit));
