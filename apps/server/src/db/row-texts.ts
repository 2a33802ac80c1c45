import { LRUCache } from 'lru-cache';

/** About 16 MB of JavaScript strings (two bytes a character) across every account this instance serves. */
const MAX_CHARACTERS = 8_000_000;

/**
 * JSON texts of rows the database wrote, kept by the row's version, so a list page whose rows
 * have not changed reads only which rows it holds (decision 037). A version names one state of a
 * row (its id and the transaction that wrote it, where every change to what the text shows
 * writes the row again), so a kept text is never stale, only evicted: there is nothing to
 * invalidate, on this instance or another.
 */
export function createRowTexts({ maxCharacters = MAX_CHARACTERS } = {}) {
  const texts = new LRUCache<string, string>({ maxSize: maxCharacters, sizeCalculation: (text, version) => text.length + version.length });
  return {
    get: (version: string) => texts.get(version),
    set: (version: string, text: string) => void texts.set(version, text),
    get size() {
      return texts.size;
    },
  };
}

export type RowTexts = ReturnType<typeof createRowTexts>;

