import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * "Mine" in a book (issue 18): records given to the viewer, and, for the book's owner, the ones
 * nobody was given (a record without an assignee is the owner's).
 */
export function ownedBy(table: { userId: PgColumn; assignedUserId: PgColumn }, bookId: string, viewerId: string): SQL {
  if (viewerId !== bookId) return eq(table.assignedUserId, viewerId);
  return or(eq(table.assignedUserId, viewerId), isNull(table.assignedUserId))!;
}
