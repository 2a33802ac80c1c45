import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type SearchKind } from '@porchlight/domain/search/search-schemas';
import type { Database } from '../../db/client.ts';
import { flows, leads, messages, properties, trackingTasks } from '../../db/schema/index.ts';
import { allTerms, contains, searchDocument } from '../../db/schema/search-documents.ts';

/**
 * Global search reads the other modules' tables, read-only, through the shared schema (decision
 * 020): it writes nothing and imports no module's code. Every statement is scoped to the agent.
 */

export type SearchCriteria = {
  /** Folded words: each must appear in the record's search text. */
  terms: string[];
  /** Digits a phone-like query looks for in leads' phone keys, or null. */
  phoneDigits: string | null;
  limit: number;
  offset: number;
};

/** One found record, in the columns each kind shows; `total` counts matches up to the cap (+1). */
export type SearchRow = {
  id: string;
  title: string | null;
  line1: string | null;
  line2: string | null;
  line3: string | null;
  line4: string | null;
  body: string | null;
  lead_id: string | null;
  property_id: string | null;
  total: number;
};

type KindStatement = {
  /** The select list (aliased to SearchRow's names), the from clause and the owner column. */
  select: SQL;
  from: SQL;
  /** The kind's own table and id: ranking reads the document from it again, for a few rows. */
  table: SQL;
  id: SQL;
  owner: SQL;
  /** The indexed (or small) text the terms must all appear in. */
  document: SQL;
  /** Another way to match (a lead's phone digits), or none. */
  orMatch?: (c: SearchCriteria) => SQL | undefined;
  /** Only these rows take part (messages without a lead have no conversation to open). */
  scope?: SQL;
};

const leadDocument = sql`${leads.searchText}`;
const propertyDocument = sql`${properties.searchText}`;
const messageDocument = searchDocument(messages.subject, messages.body);
const taskDocument = searchDocument(trackingTasks.title, trackingTasks.note);
const flowDocument = searchDocument(flows.name, flows.description);

const STATEMENTS: Record<SearchKind, KindStatement> = {
  leads: {
    table: sql`${leads}`,
    id: sql`${leads.id}`,
    select: sql`${leads.id} as id, ${leads.name} as title, ${leads.email} as line1, ${leads.phone} as line2, ${leads.location} as line3, ${leads.status} as line4, null as body, null as lead_id, null as property_id`,
    from: sql`${leads}`,
    owner: sql`${leads.userId}`,
    document: leadDocument,
    orMatch: (c) => (c.phoneDigits ? contains(sql`${leads.phoneKey}`, c.phoneDigits) : undefined),
  },
  properties: {
    table: sql`${properties}`,
    id: sql`${properties.id}`,
    select: sql`${properties.id} as id, ${properties.address} as title, ${properties.city} as line1, ${properties.state} as line2, ${properties.zipcode} as line3, ${properties.mlsNumber} as line4, null as body, null as lead_id, null as property_id`,
    from: sql`${properties}`,
    owner: sql`${properties.userId}`,
    document: propertyDocument,
  },
  messages: {
    table: sql`${messages}`,
    id: sql`${messages.id}`,
    select: sql`${messages.id} as id, ${leads.name} as title, ${messages.type} as line1, ${messages.direction} as line2, ${messages.subject} as line3, to_char(${messages.createdAt} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as line4, ${messages.body} as body, ${messages.leadId} as lead_id, null as property_id`,
    from: sql`${messages} join ${leads} on ${leads.id} = ${messages.leadId}`,
    owner: sql`${messages.userId}`,
    document: messageDocument,
  },
  tasks: {
    table: sql`${trackingTasks}`,
    id: sql`${trackingTasks.id}`,
    select: sql`${trackingTasks.id} as id, ${trackingTasks.title} as title, ${trackingTasks.kind} as line1, ${trackingTasks.status} as line2, coalesce(${properties.address}, ${leads.name}) as line3, null as line4, ${trackingTasks.note} as body, ${trackingTasks.leadId} as lead_id, ${trackingTasks.propertyId} as property_id`,
    from: sql`${trackingTasks} left join ${properties} on ${properties.id} = ${trackingTasks.propertyId} left join ${leads} on ${leads.id} = ${trackingTasks.leadId}`,
    owner: sql`${trackingTasks.userId}`,
    document: taskDocument,
  },
  flows: {
    table: sql`${flows}`,
    id: sql`${flows.id}`,
    select: sql`${flows.id} as id, ${flows.name} as title, ${flows.status} as line1, null as line2, null as line3, null as line4, ${flows.description} as body, null as lead_id, null as property_id`,
    from: sql`${flows}`,
    owner: sql`${flows.userId}`,
    document: flowDocument,
  },
};

/** How many of the gathered matches are ranked: ranking re-reads each one's text, so a broad query ranks a sample. */
const RANKED = 200;

/**
 * The kind's matches: at most SEARCH_COUNT_CAP + 1 are gathered (in index order, for the count),
 * the first RANKED of them ranked by how closely the query's words appear (pg_trgm's
 * word_similarity; a phone match first), and one page returned with the gathered count.
 */
function statement(kind: SearchKind, userId: string, criteria: SearchCriteria): SQL | undefined {
  const s = STATEMENTS[kind];
  const byTerms = criteria.terms.length > 0 ? allTerms(s.document, criteria.terms) : undefined;
  const other = s.orMatch?.(criteria);
  const match = byTerms && other ? sql`((${byTerms}) or ${other})` : (byTerms ?? other);
  if (!match) return undefined;
  const similarity = sql`word_similarity(search_fold(${criteria.terms.join(' ')}), ${s.document})`;
  const rank = other ? sql`(case when ${other} then 2 else 0 end) + ${similarity}` : similarity;
  return sql`
    with found as (
      select ${s.select}
      from ${s.from}
      where ${s.owner} = ${userId} and ${match}${s.scope ? sql` and ${s.scope}` : sql``}
      limit ${SEARCH_COUNT_CAP + 1}
    ), numbered as (
      select found.*, row_number() over () as n, count(*) over () as total from found
    )
    select numbered.*, case when n <= ${RANKED} then (select ${rank} from ${s.table} where ${s.id} = numbered.id) else -1 end as rank
    from numbered
    order by rank desc, title asc, id asc
    limit ${criteria.limit} offset ${criteria.offset}`;
}

export function createSearchRepository(db: Database) {
  return {
    async find(kind: SearchKind, userId: string, criteria: SearchCriteria): Promise<{ rows: SearchRow[]; total: number }> {
      const query = statement(kind, userId, criteria);
      if (!query) return { rows: [], total: 0 };
      const result = (await db.execute(query)) as unknown as { rows: SearchRow[] };
      const rows = result.rows.map((r) => ({ ...r, total: Number(r.total) }));
      // A page past the last match has no rows to carry the count: ask for the count alone.
      if (rows.length === 0 && criteria.offset > 0) return { rows, total: await this.count(kind, userId, criteria) };
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async count(kind: SearchKind, userId: string, criteria: SearchCriteria): Promise<number> {
      const query = statement(kind, userId, { ...criteria, limit: 1, offset: 0 });
      if (!query) return 0;
      const result = (await db.execute(query)) as unknown as { rows: SearchRow[] };
      return Number(result.rows[0]?.total ?? 0);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
