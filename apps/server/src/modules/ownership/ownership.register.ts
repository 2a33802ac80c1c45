import { DASHBOARD_UPDATE_KIND, type BookChange, type BookChangeKind, type BookEntity } from '@porchlight/domain/realtime/book-change';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { Infra } from '../../infra.ts';
import { defineOwnershipReactions } from './ownership-reactions.ts';
import { createOwnershipRepository } from './ownership.repository.ts';
import { createOwnershipService } from './ownership.service.ts';

export type OwnershipPorts = {
  notify: (userId: string, notification: NewNotification, opts: { dedupeKey: string }) => Promise<unknown>;
};

/**
 * Team books: who owns each lead and property. Also who works in a book, so `bookChanged` (the
 * port the book's modules are given) reloads the open lists and dashboards of everyone working
 * in it (its owner and active teammates), on any device.
 */
export function registerOwnership({ db, eventLog, bus, sideEffect }: Infra, { notify }: OwnershipPorts) {
  const repo = createOwnershipRepository(db, eventLog);
  const publish = (viewerIds: string[], change: BookChange) =>
    Promise.all(viewerIds.map((id) => bus.publish(id, DASHBOARD_UPDATE_KIND, change))).then(() => undefined);
  const bookChanged = sideEffect('book change event', async (bookId: string, change: BookChange) =>
    publish(await repo.viewers(bookId), change),
  );
  const ownership = createOwnershipService({
    repo,
    onChanged: sideEffect('book change event', (viewerIds: string[], entity: BookEntity, change: BookChangeKind, count: number) =>
      publish(viewerIds, { entity, change, count }),
    ),
  });
  defineOwnershipReactions(eventLog, notify);
  return { ownership, bookChanged };
}
