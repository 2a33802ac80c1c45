/**
 * The leads table's columns an agent can show or hide (issue 46: "column choice"). The lead's
 * name always shows; the rest start as listed in DEFAULT_HIDDEN_LEAD_COLUMNS.
 */
export const LEAD_TABLE_COLUMNS = [
  { id: 'name', label: 'Lead' },
  { id: 'stage', label: 'Stage' },
  { id: 'status', label: 'Status' },
  { id: 'phone', label: 'Phone' },
  { id: 'email', label: 'Email' },
  { id: 'source', label: 'Source' },
  { id: 'tags', label: 'Tags' },
  { id: 'response', label: 'Response' },
  { id: 'qualification', label: 'Qualification' },
  { id: 'location', label: 'Location' },
  { id: 'assigned', label: 'Assigned to' },
  { id: 'createdAt', label: 'Added' },
] as const;
export type LeadTableColumnId = (typeof LEAD_TABLE_COLUMNS)[number]['id'];

/** Never hidden: a row must say whose it is. */
export const ALWAYS_SHOWN_LEAD_COLUMNS: readonly LeadTableColumnId[] = ['name'];

/** Hidden until chosen: what fits beside the rest at 1280 px without scrolling sideways. */
export const DEFAULT_HIDDEN_LEAD_COLUMNS: readonly LeadTableColumnId[] = ['email', 'qualification', 'location', 'assigned'];

const KNOWN = new Set<string>(LEAD_TABLE_COLUMNS.map((c) => c.id));

/**
 * The hidden columns as stored (a JSON list of ids), read leniently: unknown ids and the
 * always-shown ones are dropped, anything unreadable gives the defaults.
 */
export function parseHiddenLeadColumns(stored: string | null): LeadTableColumnId[] {
  if (stored === null) return [...DEFAULT_HIDDEN_LEAD_COLUMNS];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [...DEFAULT_HIDDEN_LEAD_COLUMNS];
    const ids = parsed.filter(
      (id): id is LeadTableColumnId =>
        typeof id === 'string' && KNOWN.has(id) && !ALWAYS_SHOWN_LEAD_COLUMNS.includes(id as LeadTableColumnId),
    );
    return [...new Set(ids)];
  } catch {
    return [...DEFAULT_HIDDEN_LEAD_COLUMNS];
  }
}

/** The hidden list after the agent ticks or unticks one column (the always-shown ones stay). */
export function toggleLeadColumn(hidden: readonly LeadTableColumnId[], id: LeadTableColumnId): LeadTableColumnId[] {
  if (ALWAYS_SHOWN_LEAD_COLUMNS.includes(id)) return [...hidden];
  return hidden.includes(id) ? hidden.filter((h) => h !== id) : [...hidden, id];
}
