// The `dashboard_update` event (spec 001 §7): the agent's book of business changed, on this
// device or another, so open lists and dashboard figures reload. It carries what changed, never
// the records (the stream's payloads stay small).

export const BOOK_ENTITIES = ['properties', 'leads'] as const;
export type BookEntity = (typeof BOOK_ENTITIES)[number];

export const BOOK_CHANGES = ['created', 'updated', 'deleted', 'imported'] as const;
export type BookChangeKind = (typeof BOOK_CHANGES)[number];

export type BookChange = { entity: BookEntity; change: BookChangeKind; count: number };

export const DASHBOARD_UPDATE_KIND = 'dashboard_update';

/** Reads a dashboard_update event's data; anything else (an older or foreign shape) is ignored. */
export function parseBookChange(data: unknown): BookChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { entity, change, count } = data as Record<string, unknown>;
  if (!(BOOK_ENTITIES as readonly unknown[]).includes(entity) || !(BOOK_CHANGES as readonly unknown[]).includes(change)) return null;
  return { entity: entity as BookEntity, change: change as BookChangeKind, count: typeof count === 'number' && count >= 0 ? count : 0 };
}
