import crypto from 'node:crypto';
import type { NewDomainEvent } from '@porchlight/domain/events/event-types';
import {
  ENTITY_NOUNS,
  MAX_IMPORT_ROWS,
  MAX_OPEN_STAGED_IMPORTS,
  MAX_REPORTED_ROW_ERRORS,
  STAGED_IMPORT_IDLE_MINUTES,
  STAGED_IMPORT_TTL_HOURS,
  type DuplicateMode,
  type ImportEntity,
} from '@porchlight/domain/csv-import/import-constants';
import type { ImportResult, ImportRowsRequest, StageImportRowsRequest } from '@porchlight/domain/csv-import/import-api-schemas';
import { compactRow } from '@porchlight/domain/csv-import/compact-row';
import { validateImportRows } from '@porchlight/domain/csv-import/row-validation';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard, LimitedFeature } from '../billing/limit-guard.ts';
import type { CsvImportRepository, ImportRecord, ImportWriter, StagedRowKeys } from './csv-import.repository.ts';
import { DUPLICATE_KEY_FIELDS, createDuplicatePlanner, mergeUpdates, type RowAction } from './duplicate-planner.ts';

/** After this many rows written, the table's statistics are refreshed (ANALYZE). */
export const ANALYZE_AFTER_ROWS = 1_000;
const MINUTE_MS = 60_000;

const LIMITS: Record<ImportEntity, LimitedFeature> = { properties: 'maxProperties', leads: 'maxLeads' };

type Deps = {
  repo: CsvImportRepository;
  limits: LimitGuard;
  /** Called after an import created or updated records (open lists on other devices reload). */
  onImported?: (userId: string, entity: ImportEntity, count: number) => Promise<void> | void;
};

/** The rows of an import, in file order, part by part: the request's rows, or the staged parts (read through the writer inside the transaction). */
type RowSource = (writer?: ImportWriter) => AsyncIterable<unknown[]>;
/** A staged import: its id and every staged row's position and duplicate keys. */
type StagedSource = { id: string; keys: () => Promise<StagedRowKeys[]> };

const count = (n: number) => n.toLocaleString('en-US');

/** Every row checked again with the domain schema (the browser is never trusted): 400 with "Row N: ..." lines. */
function checkRows(entity: ImportEntity, rows: unknown[], rowNumbers: number[] | undefined, offset: number) {
  const check = validateImportRows(entity, rows, rowNumbers ?? rows.map((_, i) => offset + i + 1));
  if (check.errors.length > 0) {
    const more = check.errors.length - 1;
    throw new HttpError(400, more > 0 ? `${check.errors[0]} (and ${count(more)} more errors)` : check.errors[0]!, {
      errors: check.errors.slice(0, MAX_REPORTED_ROW_ERRORS),
      error_count: check.errors.length,
    });
  }
  // Staged and written without their empty fields: a third of the size, the same rows.
  return check.valid.map((row) => compactRow(row as Record<string, unknown>));
}

/** One import.completed per import, and for leads one leads.imported (spec of the event log). */
function importEvents(entity: ImportEntity, userId: string, importId: string, counts: { insert: number; update: number; skip: number }, total: number, firstId?: string): NewDomainEvent[] {
  const payload = { imported: counts.insert, updated: counts.update, skipped: counts.skip, total };
  const base = { accountId: userId, actorId: userId, subjectType: 'import' as const, subjectId: importId };
  return [
    { ...base, type: 'import.completed', payload: { entity, ...payload } },
    ...(entity === 'leads' ? [{ ...base, type: 'leads.imported' as const, payload: { ...payload, firstLeadId: firstId ?? null } }] : []),
  ];
}

export function createCsvImportService({ repo, limits, onImported }: Deps) {
  const existingKeys = (entity: ImportEntity, userId: string) =>
    entity === 'leads' ? repo.existingLeadKeys(userId) : repo.existingPropertyKeys(userId);

  /** Refuses (402) an import that would pass the plan's limit, saying how many new rows fit. */
  async function assertWithinLimit(entity: ImportEntity, userId: string, adding: number) {
    if (adding === 0) return;
    const feature = LIMITS[entity];
    const { used, allowed, remaining } = await limits.status(userId, feature);
    if (adding > remaining) {
      const noun = ENTITY_NOUNS[entity].many;
      const fits = Math.max(0, remaining);
      throw new HttpError(
        402,
        `This import would add ${count(adding)} new ${noun}, but your plan allows ${count(fits)} more (limit ${count(allowed)}, ${count(used)} used). Import at most ${count(fits)} new ${noun}, or upgrade your plan or add an add-on.`,
        { limit: feature, used, allowed, fits },
      );
    }
    await limits.assertCanAdd(userId, feature, adding);
  }

  /** Decides, row by row in upload order, what the commit does (duplicates), and where each staged row is. */
  async function planRows(entity: ImportEntity, userId: string, duplicates: DuplicateMode, source: RowSource, staged?: StagedSource) {
    const planner = createDuplicatePlanner(entity, await existingKeys(entity, userId), duplicates);
    const actions: RowAction[] = [];
    const positions: { seq: number; ord: number }[] = [];
    if (staged) {
      for (const { seq, ord, keys } of await staged.keys()) {
        actions.push(planner.next(keys));
        positions.push({ seq, ord });
      }
    } else for await (const part of source()) for (const row of part) actions.push(planner.next(row as Record<string, unknown>));
    return { actions, positions, counts: planner.counts };
  }

  /**
   * Writes the plan in one transaction: a failure leaves no row. Staged rows are inserted from the
   * staged parts inside the database; only updates bring rows back through the server. Answers
   * the new leads' ids (for the notification).
   */
  function writeRows(entity: ImportEntity, userId: string, plan: Awaited<ReturnType<typeof planRows>>, source: RowSource, staged?: StagedSource) {
    const { actions, positions, counts } = plan;
    return repo.transaction(entity, userId, async (writer) => {
      const created: string[] = [];
      if (staged) {
        const picks = actions.flatMap((action, i) => (action.kind === 'insert' ? [{ ...positions[i]!, id: action.id }] : []));
        await writer.insertStaged(staged.id, picks);
        created.push(...picks.map((pick) => pick.id));
      }
      if (counts.update > 0 || !staged) {
        let at = 0;
        for await (const part of source(writer)) {
          const inserts: ImportRecord[] = [];
          const updates: ImportRecord[] = [];
          for (const row of part as Record<string, unknown>[]) {
            const action = actions[at++]!;
            if (action.kind === 'insert' && !staged) inserts.push({ ...row, id: action.id });
            else if (action.kind === 'update') updates.push({ ...row, id: action.id });
          }
          await writer.insert(inserts);
          await writer.update(mergeUpdates(updates));
          created.push(...inserts.map((r) => r.id));
        }
      }
      if (staged) await writer.deleteStaged(staged.id);
      await writer.recordEvents(importEvents(entity, userId, staged?.id ?? crypto.randomUUID(), counts, actions.length, created[0]));

    });
  }

  /**
   * Plans every row against the agent's records, checks the limit and writes, all while holding
   * the limit's lock: the agent's imports and single creates of this entity wait for each other,
   * so the duplicate plan and the limit check stay true until the rows are written.
   */
  async function commit(entity: ImportEntity, userId: string, duplicates: DuplicateMode, source: RowSource, staged?: StagedSource): Promise<ImportResult> {
    const { total, counts } = await limits.exclusive(userId, LIMITS[entity], async () => {
      const plan = await planRows(entity, userId, duplicates, source, staged);
      await assertWithinLimit(entity, userId, plan.counts.insert);
      await writeRows(entity, userId, plan, source, staged);
      return { total: plan.actions.length, counts: plan.counts };
    });
    const { insert, update, skip } = counts;
    if (insert + update >= ANALYZE_AFTER_ROWS) await repo.analyze(entity);
    // The agent's notification follows from the leads.imported event (a job), not from here.
    if (insert + update > 0) await onImported?.(userId, entity, insert + update);
    return { success: true, imported: insert, updated: update, skipped: skip, total, errors: [] };
  }

  async function stagedImport(userId: string, entity: ImportEntity, id: string) {
    const staged = await repo.findStaged(userId, entity, id);
    if (!staged) throw notFound('Import not found');
    return staged;
  }

  /**
   * Refuses (402) to stage more rows than the plan could ever hold: each row becomes a record or
   * updates one, and the agent can have at most the limit. Staging stores rows, so this bounds
   * what an account can make the server keep before any commit.
   */
  async function assertPlanCouldAccept(entity: ImportEntity, userId: string, rows: number) {
    const feature = LIMITS[entity];
    const { used, allowed } = await limits.status(userId, feature);
    if (!Number.isFinite(allowed) || rows <= allowed) return;
    const noun = ENTITY_NOUNS[entity].many;
    throw new HttpError(
      402,
      `This import holds more rows than your plan can ever keep: it allows ${count(allowed)} ${noun} (limit ${feature}, ${count(used)} used). Import at most ${count(allowed)} rows, or upgrade your plan or add an add-on.`,
      { limit: feature, used, allowed },
    );
  }

  return {
    /** POST /api/{entity}/import: a whole import in one request. */
    async importRows(userId: string, entity: ImportEntity, request: ImportRowsRequest): Promise<ImportResult> {
      const rows = checkRows(entity, request.rows, request.row_numbers, 0);
      return commit(entity, userId, request.duplicates, async function* () {
        yield rows;
      });
    },

    async startStaged(userId: string, entity: ImportEntity): Promise<string> {
      const idleBefore = new Date(Date.now() - STAGED_IMPORT_IDLE_MINUTES * MINUTE_MS);
      const id = await repo.startStaged(userId, entity, { maxOpen: MAX_OPEN_STAGED_IMPORTS, idleBefore });
      if (!id) {
        throw new HttpError(
          409,
          `You already have ${MAX_OPEN_STAGED_IMPORTS} imports in progress. Finish or cancel one first; an import left without activity for ${STAGED_IMPORT_IDLE_MINUTES} minutes is cancelled for you.`,
        );
      }
      return id;
    },

    /** Deletes staged imports never committed (the daily clean-up); answers how many. */
    sweepAbandoned: () => repo.sweepStaged(new Date(Date.now() - STAGED_IMPORT_TTL_HOURS * 60 * MINUTE_MS)),

    async stageRows(userId: string, entity: ImportEntity, id: string, request: StageImportRowsRequest) {
      const staged = await stagedImport(userId, entity, id);
      if (staged.rowCount + request.rows.length > MAX_IMPORT_ROWS) {
        throw new HttpError(413, `An import holds at most ${count(MAX_IMPORT_ROWS)} rows; split the file and import it in parts.`);
      }
      await assertPlanCouldAccept(entity, userId, staged.rowCount + request.rows.length);
      const rows = checkRows(entity, request.rows, request.row_numbers, staged.rowCount);
      const total = await repo.appendStaged(userId, id, rows);
      if (total === undefined) throw notFound('Import not found');
      return { staged: rows.length, total_staged: total };
    },

    async commitStaged(userId: string, entity: ImportEntity, id: string, duplicates: DuplicateMode): Promise<ImportResult> {
      const staged = await stagedImport(userId, entity, id);
      if (staged.rowCount === 0) throw new HttpError(400, 'rows: the import holds no rows yet');
      return commit(entity, userId, duplicates, (writer) => (writer ? writer.stagedParts(id, staged.partCount) : repo.stagedParts(id, staged.partCount)), {
        id,
        keys: () => repo.stagedKeys(id, DUPLICATE_KEY_FIELDS[entity]),
      });
    },

    async discardStaged(userId: string, entity: ImportEntity, id: string): Promise<void> {
      await stagedImport(userId, entity, id);
      await repo.deleteStaged(userId, id);
    },
  };
}
export type CsvImportService = ReturnType<typeof createCsvImportService>;
