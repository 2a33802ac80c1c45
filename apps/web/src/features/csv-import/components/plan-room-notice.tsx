import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { ImportContextResponse } from '@porchlight/domain/csv-import/import-api-schemas';
import { ENTITY_NOUNS, type DuplicateMode, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { PLANS_PATH, SEE_PLANS_LABEL } from '@/lib/limit-reached';
import { countOf } from '../lib/import-nouns';

/** How many of `ready` new records the plan has room for; null when all fit (or there is no limit). */
export function roomFor(context: ImportContextResponse | undefined, ready: number): number | null {
  const room = context?.room;
  return room && ready > room.remaining ? room.remaining : null;
}

/**
 * Whether the file's rows may repeat records the agent has (a book imported again, to update it):
 * those do not count against the plan, so the import goes ahead, adding at most the room's worth
 * of new ones (the server counts them once it has matched the rows).
 */
export const mayRepeatRecords = (context: ImportContextResponse | undefined) => (context?.room?.used ?? 0) > 0;

/**
 * Said in the preview, before any upload: the file holds more than the plan keeps. The dialog
 * then offers to import what fits (the file's first rows), or the plans; never an import that
 * would fail the same way.
 */
export function PlanRoomNotice({
  entity,
  context,
  ready,
  duplicates,
}: {
  entity: ImportEntity;
  context: ImportContextResponse | undefined;
  ready: number;
  duplicates: DuplicateMode;
}) {
  const fits = roomFor(context, ready);
  const room = context?.room;
  if (fits === null || !room) return null;
  if (mayRepeatRecords(context)) {
    const noun = ENTITY_NOUNS[entity];
    const some = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word} ${n === 1 ? noun.one : noun.many}`;
    return (
      <div role="alert" className="flex gap-2 rounded-md border border-brand/50 bg-brand/10 p-3 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">
            This file has {countOf(entity, ready)}, and your plan has room for {fits === 0 ? 'no more' : some(fits, 'more')}.
          </p>
          <p className="text-muted-foreground">
            Rows that match {noun.many} you already have do not count: they are {duplicates === 'update' ? 'updated' : 'skipped'}. The
            import adds {fits === 0 ? `no new ${noun.many}` : `at most the first ${some(fits, 'new')}`}; upgrade to add them all.{' '}
            <Link to={PLANS_PATH} className="font-medium text-primary underline">
              {SEE_PLANS_LABEL}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex gap-2 rounded-md border border-brand/50 bg-brand/10 p-3 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">
          This file has {countOf(entity, ready)}, and your plan has room for {fits === 0 ? 'no more' : countOf(entity, fits)}.
        </p>
        <p className="text-muted-foreground">
          Your plan keeps {countOf(entity, room.allowed)} ({room.used.toLocaleString('en-US')} used).{' '}
          {fits > 0
            ? `Import the first ${countOf(entity, fits)} of the file now, or upgrade to import them all.`
            : 'Upgrade to import them.'}{' '}
          <Link to={PLANS_PATH} className="font-medium text-primary underline">
            {SEE_PLANS_LABEL}
          </Link>
        </p>
      </div>
    </div>
  );
}
