import {
  NOT_ON_TEAM,
  type AssignRecordsResponse,
  type AssignableKind,
  type BookPeopleResponse,
  type TeamBooksResponse,
} from '@porchlight/domain/ownership/ownership';
import type { AssignRecordsRequest } from '@porchlight/domain/ownership/ownership-schemas';
import type { BookChangeKind } from '@porchlight/domain/realtime/book-change';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../lib/app-env.ts';
import type { OwnershipRepository } from './ownership.repository.ts';

const NOT_FOUND: Record<AssignableKind, string> = { leads: 'Lead not found', properties: 'Property not found' };

type Deps = {
  repo: OwnershipRepository;
  /** Open lists of everyone working in the book reload. */
  onChanged?: (viewerIds: string[], kind: AssignableKind, change: BookChangeKind, count: number) => Promise<void> | void;
};

export function createOwnershipService({ repo, onChanged }: Deps) {
  return {
    isActiveMember: repo.isActiveMember,

    async teamBooks(userId: string): Promise<TeamBooksResponse> {
      return { books: await repo.teamBooks(userId) };
    },

    async people(bookId: string): Promise<BookPeopleResponse> {
      return { bookId, people: await repo.people(bookId) };
    },

    /**
     * Gives records of the book to someone on its team. Any id that is not the book's is a 404
     * (nothing changes), as for every record of another account.
     */
    async assign(kind: AssignableKind, bookId: string, actor: SessionUser, request: AssignRecordsRequest): Promise<AssignRecordsResponse> {
      const people = await repo.people(bookId);
      const assignee = people.find((p) => p.id === request.assigneeId);
      if (!assignee) throw new HttpError(400, NOT_ON_TEAM);
      const ids = [...new Set(request.ids)];
      const owned = await repo.ownedIds(kind, bookId, ids);
      if (owned.length !== ids.length) throw notFound(NOT_FOUND[kind]);
      const teamName = bookId === assignee.id ? null : (people[0]?.name ?? null);
      const changed = await repo.assign(
        kind,
        bookId,
        ids,
        { id: assignee.id, name: assignee.name },
        { id: actor.id, name: actor.name },
        teamName,
      );
      if (changed.length > 0) await onChanged?.(await repo.viewers(bookId), kind, 'updated', changed.length);
      return { assigned: changed.length, assigneeId: assignee.id, assigneeName: assignee.name };
    },
  };
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
