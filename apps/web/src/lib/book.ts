import { useSyncExternalStore } from 'react';
import { BOOK_HEADER } from '@porchlight/domain/ownership/ownership';

// The book the agent works in (issue 18): their own (null) or a team's they joined, by the team
// owner's id. The API client names it on every request; the server honours it only on the
// shared routes (leads, properties and what hangs off them) and only while the seat is active.
// Kept per browser, so each device remembers where the agent was working.

const STORAGE_KEY = 'porchlight.book';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

let current = read();

export const activeBook = () => current;

export function setActiveBook(bookId: string | null) {
  if (bookId === current) return;
  current = bookId;
  try {
    if (bookId) localStorage.setItem(STORAGE_KEY, bookId);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active team book's owner id, or null in the agent's own book. */
export const useActiveBook = () => useSyncExternalStore(subscribe, activeBook, () => null);

/** Adds the book to headers of an API call. */
export function addBookHeader(headers: Headers) {
  if (current && !headers.has(BOOK_HEADER)) headers.set(BOOK_HEADER, current);
}

/** A URL the browser loads by itself (an <img>) carries the book as `?book=`. */
export function withBook(url: string, bookId = current) {
  if (!bookId || !url.startsWith('/api/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}book=${encodeURIComponent(bookId)}`;
}
