import { V1Error } from './v1-errors.ts';
import { UUID as UUID_TEXT } from '../../lib/record-id.ts';

/**
 * A list's `next_cursor` is opaque to clients: today it carries the next page of the same
 * ordering (the app's lists page by offset), base64url-encoded so clients never build one.
 */
export const encodeCursor = (page: number) => Buffer.from(JSON.stringify({ p: page }), 'utf8').toString('base64url');

export function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 1;
  try {
    const { p } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { p: unknown };
    if (typeof p === 'number' && Number.isInteger(p) && p >= 1 && p <= 1_000_000) return p;
  } catch {
    // Falls through to the 400 below.
  }
  throw new V1Error(400, 'invalid_request', 'cursor: not a cursor this API gave', {
    fields: [{ field: 'cursor', message: 'not a cursor this API gave' }],
  });
}

/** The next cursor when more rows follow this page. */
export const nextCursor = (page: number, limit: number, total: number) => (page * limit < total ? encodeCursor(page + 1) : null);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** A keyset cursor (newest-first lists that do not shift as rows arrive): the last row's time and id. */
export const encodeKeyCursor = (key: { at: string; id: string }) =>
  Buffer.from(JSON.stringify({ t: key.at, i: key.id }), 'utf8').toString('base64url');

export function decodeKeyCursor(cursor: string | undefined): { at: string; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const { t, i } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { t: unknown; i: unknown };
    if (typeof t === 'string' && TIMESTAMP.test(t) && typeof i === 'string' && UUID_TEXT.test(i)) return { at: t, id: i };
  } catch {
    // Falls through to the 400 below.
  }
  throw new V1Error(400, 'invalid_request', 'cursor: not a cursor this API gave', {
    fields: [{ field: 'cursor', message: 'not a cursor this API gave' }],
  });
}

/**
 * A page of a list the plan keeps short (flows, tracking tasks): the whole list is read and cut
 * here, in the list's own order, with the same opaque cursor as the offset-paged lists.
 */
export function pageOfList<T>(items: T[], limit: number, cursor: string | undefined) {
  const page = decodeCursor(cursor);
  return { data: items.slice((page - 1) * limit, page * limit), next_cursor: nextCursor(page, limit, items.length) };
}
