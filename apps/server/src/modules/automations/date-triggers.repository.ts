import { sql } from 'drizzle-orm';
import { type DateField, type DateTriggerDue } from '@porchlight/domain/automations/date-triggers';
import type { Database } from '../../db/client.ts';
import { leads, properties, triggerFirings } from '../../db/schema/index.ts';
import type { TriggerRow } from './triggers.repository.ts';

/** The firing key: each record fires a date trigger once per occurrence of its date. */
export const dateCause = (recordId: string, occurrence: string) => `date:${recordId}:${occurrence}`;

/**
 * The records whose date field lands on the trigger's occurrence and that have not fired it yet,
 * in one statement per trigger (the rule is domain `dateMatches`: a birthday or anniversary matches by month
 * and day from the year after it, an open house by its date).
 */
export function createDateTriggersRepository(db: Database) {
  const notFired = (trigger: TriggerRow, id: ReturnType<typeof sql>, due: DateTriggerDue) =>
    sql`not exists (select 1 from ${triggerFirings} f where f.trigger_id = ${trigger.id} and f.cause = 'date:' || ${id}::text || ${`:${due.occurrence}`})`;

  return {
    async due(trigger: TriggerRow, field: DateField, due: DateTriggerDue, limit: number): Promise<{ recordId: string; cause: string }[]> {
      const monthDays = sql.join(
        due.monthDays.map((md) => sql`${md}`),
        sql`, `,
      );
      let rows: { id: string }[];
      if (field === 'property_open_house') {
        const result = (await db.execute(sql`
          select p.id from ${properties} p
          where p.user_id = ${trigger.userId} and p.open_house_date = ${due.occurrence}::date and ${notFired(trigger, sql`p.id`, due)}
          order by p.id limit ${limit}`)) as unknown as { rows: { id: string }[] };
        rows = result.rows;
      } else {
        // Raw names: the table is aliased in this statement.
        const column = sql.raw(field === 'lead_birthday' ? 'l.birthday' : 'l.purchase_date');
        const result = (await db.execute(sql`
          select l.id from ${leads} l
          where l.user_id = ${trigger.userId} and ${column} is not null
            and to_char(${column}, 'MM-DD') in (${monthDays}) and extract(year from ${column}) < ${due.year}
            and ${notFired(trigger, sql`l.id`, due)}
          order by l.id limit ${limit}`)) as unknown as { rows: { id: string }[] };
        rows = result.rows;
      }
      return rows.map((r) => ({ recordId: r.id, cause: dateCause(r.id, due.occurrence) }));
    },
  };
}

export type DateTriggersRepository = ReturnType<typeof createDateTriggersRepository>;
