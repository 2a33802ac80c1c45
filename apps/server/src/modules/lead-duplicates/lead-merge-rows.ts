import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/bulk-copy.ts';
import { leads } from '../../db/schema/index.ts';

// What a merge does to the rows around the leads, and how undo puts them back. Rows that are the
// lead's history (timeline, messages, calls, tasks, alerts, form and e-mail arrivals) move onto the lead
// that stays, and their ids are kept so undo moves exactly them back. Rows that cannot move (a
// link to a property the lead that stays already has, a consent or conversation state, one per
// lead) go with the merged lead and are kept whole in the snapshot.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tables whose rows move to the lead that stays, by their lead_id column. */
export const MOVED_TABLES = [
  'lead_activities',
  'messages',
  'tracking_tasks',
  'property_alerts',
  'lead_form_submissions',
  'lead_emails',
  'lead_properties',
  'flow_runs',
  // Calls through Porchlight and their recordings follow their lines on the timeline (issue 52).
  'calls',
  'call_recordings',
  // Issue 53: the lead that stays takes the merged lead's place at its appointments.
  'appointment_leads',
] as const;
export type MovedTable = (typeof MOVED_TABLES)[number];

/** Tables whose rows of a merged lead are deleted with it (one per lead), kept whole for undo. */
export const KEPT_TABLES = ['lead_properties', 'lead_consents', 'conversation_states', 'appointment_leads'] as const;
export type KeptTable = (typeof KEPT_TABLES)[number];

/** The ids each merged lead had in each moved table. */
export type MovedRows = Partial<Record<MovedTable, Record<string, string[]>>>;
export type KeptRows = Partial<Record<KeptTable, Record<string, unknown>[]>>;

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Runs still going (running, waiting, paused) of a merged lead pause on the lead that stays. */
const OPEN_RUN = sql.raw(`status in ('running', 'waiting', 'paused')`);

/**
 * Moves the merged leads' rows onto `keepId` and returns their ids. A property link the lead that
 * stays already has stays behind (deleted with the merged lead, kept in the snapshot). A flow the
 * merged lead was on moves paused, so the lead that stays does not get two drips; when the lead
 * that stays is already on that flow, the merged lead's run stops instead.
 */
export async function moveRows(tx: Tx, keepId: string, mergedIds: string[], keepName: string): Promise<MovedRows> {
  const moved: MovedRows = {};
  const note = (table: MovedTable, from: string, ids: { id: string }[]) => {
    if (ids.length) (moved[table] ??= {})[from] = ids.map((r) => r.id);
  };
  for (const from of mergedIds) {
    for (const table of MOVED_TABLES) {
      if (table === 'lead_properties' || table === 'flow_runs' || table === 'appointment_leads') continue;
      note(
        table,
        from,
        await selectRows<{ id: string }>(
          tx,
          sql`UPDATE ${sql.identifier(table)} SET lead_id = ${keepId} WHERE lead_id = ${from} RETURNING id`,
        ),
      );
    }
    note(
      'lead_properties',
      from,
      await selectRows<{ id: string }>(
        tx,
        sql`UPDATE lead_properties SET lead_id = ${keepId} WHERE lead_id = ${from}
          AND property_id NOT IN (SELECT property_id FROM lead_properties WHERE lead_id = ${keepId}) RETURNING id`,
      ),
    );
    // An appointment with both leads keeps the one that stays; the merged lead's place goes with it (kept for undo).
    note(
      'appointment_leads',
      from,
      await selectRows<{ id: string }>(
        tx,
        sql`UPDATE appointment_leads SET lead_id = ${keepId} WHERE lead_id = ${from}
          AND appointment_id NOT IN (SELECT appointment_id FROM appointment_leads WHERE lead_id = ${keepId}) RETURNING id`,
      ),
    );
    const reason = `Paused: merged into ${keepName}`;
    await tx.execute(sql`UPDATE flow_runs r SET status = 'stopped', reason = ${`Stopped: ${keepName} is already on this flow`},
        ended_at = now(), next_step_at = NULL, generation = r.generation + 1
      WHERE r.lead_id = ${from} AND r.${OPEN_RUN}
        AND EXISTS (SELECT 1 FROM flow_runs k WHERE k.flow_id = r.flow_id AND k.lead_id = ${keepId} AND k.${OPEN_RUN})`);
    await tx.execute(sql`UPDATE flow_runs SET status = 'paused', paused_by = 'hand', reason = ${reason}, next_step_at = NULL,
        generation = generation + 1 WHERE lead_id = ${from} AND ${OPEN_RUN}`);
    note(
      'flow_runs',
      from,
      await selectRows<{ id: string }>(tx, sql`UPDATE flow_runs SET lead_id = ${keepId} WHERE lead_id = ${from} RETURNING id`),
    );
  }
  return moved;
}

/** Moves the rows back to the leads they came from (those still on the lead that stays). */
export async function moveRowsBack(tx: Tx, keepId: string, moved: MovedRows): Promise<void> {
  for (const table of MOVED_TABLES) {
    for (const [from, ids] of Object.entries(moved[table] ?? {})) {
      if (ids.length === 0) continue;
      await tx.execute(sql`UPDATE ${sql.identifier(table)} SET lead_id = ${from} WHERE lead_id = ${keepId} AND id IN (${uuidList(ids)})`);
    }
  }
}

/** The rows of the merged leads that are deleted with them, whole. */
export async function keptRows(tx: Tx, mergedIds: string[]): Promise<KeptRows> {
  const kept: KeptRows = {};
  for (const table of KEPT_TABLES) {
    const rows = await selectRows<{ row: Record<string, unknown> }>(
      tx,
      sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table)} t WHERE t.lead_id IN (${uuidList(mergedIds)})`,
    );
    if (rows.length) kept[table] = rows.map((r) => r.row);
  }
  return kept;
}

/** Inserts rows kept whole back, as they were (jsonb_populate_recordset reads them in the table's own types). */
export async function insertRows(tx: Tx, table: string, rows: Record<string, unknown>[], columns: string[], overriding = false) {
  if (rows.length === 0) return;
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  await tx.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${list}) ${sql.raw(overriding ? 'OVERRIDING SYSTEM VALUE' : '')}
      SELECT ${list} FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

/** The leads table's columns a row can be written back with: all but the generated search text. */
export const LEAD_COLUMNS = Object.values(getTableColumns(leads))
  .map((c) => c.name)
  .filter((name) => name !== 'search_text');

/** Each kept table's columns, read from the rows themselves (to_jsonb wrote every column). */
export const columnsOf = (rows: Record<string, unknown>[]) => Object.keys(rows[0] ?? {});

/** The merged leads' rows, whole. */
export async function leadRows(tx: Tx, ids: string[]): Promise<Record<string, unknown>[]> {
  const rows = await selectRows<{ row: Record<string, unknown> }>(
    tx,
    sql`SELECT to_jsonb(l) AS row FROM leads l WHERE l.id IN (${uuidList(ids)})`,
  );
  return rows.map((r) => r.row);
}
