// Team books (issue 18): a team's leads and properties live in the owner's book; every record
// there has an owner among the team's people (null: the book's owner). A teammate works in the
// team's book by naming it in a header; without it, every request works in the agent's own book.
// No zod here: the web's first script sends the book header (issue 15); the request's schema is
// in ownership-schemas.ts.

/** The header that names the book a request works in: the team owner's user id. */
export const BOOK_HEADER = 'x-porchlight-book';

/** The records "assign to" applies to; each is a list of the book's records. */
export const ASSIGNABLE_KINDS = ['leads', 'properties'] as const;
export type AssignableKind = (typeof ASSIGNABLE_KINDS)[number];

export const MAX_ASSIGN_IDS = 500;

export type AssignRecordsResponse = { assigned: number; assigneeId: string; assigneeName: string };

/** Someone who can own records in a book: its owner and the teammates who accepted. */
export type BookPerson = { id: string; name: string; email: string; role: 'owner' | 'member' };
export type BookPeopleResponse = { bookId: string; people: BookPerson[] };

/** A team's book the agent joined (its id is the team owner's); their own book is implied. */
export type TeamBook = { id: string; ownerName: string };
export type TeamBooksResponse = { books: TeamBook[] };

export const NOT_ON_TEAM = 'assigneeId: not someone on this team';
export const BOOK_NOT_FOUND = 'You are not on this team';

/** A book's owner shows as "You" to themself; everyone else by name. */
export const ownerLabel = (ownerId: string | null, ownerName: string | null, viewerId: string) =>
  ownerId === viewerId ? 'You' : (ownerName ?? 'Unassigned');

/** The notification the new owner gets: one record by name, several by count. */
export function assignedNotificationText(
  kind: AssignableKind,
  count: number,
  firstLabel: string,
  byName: string,
  bookOwnerName: string | null,
) {
  const noun = kind === 'leads' ? (count === 1 ? 'lead' : 'leads') : count === 1 ? 'property' : 'properties';
  const what = count === 1 ? firstLabel : `${count} ${noun}`;
  const team = bookOwnerName ? ` in ${bookOwnerName}'s team` : '';
  return {
    title: count === 1 ? `${kind === 'leads' ? 'Lead' : 'Property'} assigned to you` : `${count} ${noun} assigned to you`,
    message: `${byName} assigned ${what} to you${team}.`,
  };
}
