import { ENTITY_NOUNS, MAX_REPORTED_ROW_ERRORS, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { validateImportRows } from '@porchlight/domain/csv-import/row-validation';
import type { NewDomainEvent } from '@porchlight/domain/events/event-types';
import { HttpError } from '../../lib/http-errors.ts';
import type { LimitedFeature } from '../billing/limit-guard.ts';
import type { WriteCounts } from './csv-import.repository.ts';

// What an import answers: its rows' errors (400), its plan's limit (402), and its events.

export const count = (n: number) => n.toLocaleString('en-US');

/** The plan limit each kind of import counts against. */
export const IMPORT_LIMITS: Record<ImportEntity, LimitedFeature> = { properties: 'maxProperties', leads: 'maxLeads' };

/** Every row checked again with the domain schema (the browser is never trusted): 400 with "Row N: ..." lines. */
export function checkRows(entity: ImportEntity, rows: unknown[], rowNumbers: number[] | undefined) {
  const check = validateImportRows(entity, rows, rowNumbers ?? rows.map((_, i) => i + 1));
  if (check.errors.length > 0) {
    const more = check.errors.length - 1;
    throw new HttpError(400, more > 0 ? `${check.errors[0]} (and ${count(more)} more errors)` : check.errors[0]!, {
      errors: check.errors.slice(0, MAX_REPORTED_ROW_ERRORS),
      error_count: check.errors.length,
    });
  }
  return check;
}

/** The message of a 402: how many new records the import would add and how many fit. */
export function limitMessage(entity: ImportEntity, adding: number, status: { used: number; allowed: number; remaining: number }) {
  const noun = ENTITY_NOUNS[entity].many;
  const fits = Math.max(0, status.remaining);
  return `This import would add ${count(adding)} new ${noun}, but your plan allows ${count(fits)} more (limit ${count(status.allowed)}, ${count(status.used)} used). Import at most ${count(fits)} new ${noun}, or upgrade your plan or add an add-on.`;
}

/** One import.completed per import, and for leads one leads.imported (spec of the event log). */
export function importEvents(
  entity: ImportEntity,
  userId: string,
  importId: string,
  counts: WriteCounts,
  extra: { invalid?: number; fileName?: string; startAutomations?: boolean } = {},
): NewDomainEvent[] {
  const payload = { imported: counts.inserted, updated: counts.updated, skipped: counts.skipped, total: counts.copied };
  const base = { accountId: userId, actorId: userId, subjectType: 'import' as const, subjectId: importId };
  return [
    { ...base, type: 'import.completed', payload: { entity, ...payload, invalid: extra.invalid ?? 0, fileName: extra.fileName ?? null } },
    ...(entity === 'leads'
      ? [
          {
            ...base,
            type: 'leads.imported' as const,
            payload: { ...payload, firstLeadId: counts.firstId, startAutomations: extra.startAutomations ?? false },
          },
        ]
      : []),
  ];
}
