import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from './lead-status.ts';

export const AUDIENCE_DIMENSIONS = ['status', 'tag', 'source', 'location'] as const;
export type AudienceDimension = (typeof AUDIENCE_DIMENSIONS)[number];

export const AUDIENCE_DIMENSION_LABELS: Record<AudienceDimension, string> = {
  status: 'By status',
  tag: 'By tag',
  source: 'By source',
  location: 'By location',
};

/** Segments shown per dimension before the rest are summed into "Other". */
export const AUDIENCE_TOP_SEGMENTS = 10;

/** A group count as the database gives it: value null means the field is empty. */
export type AudienceCount = { dimension: AudienceDimension; value: string | null; count: number };

export type AudienceSegment = {
  /** The list filter that shows these leads (e.g. { status: 'hot' }); null for "Other". */
  filter: Partial<Record<AudienceDimension, string>> | null;
  label: string;
  count: number;
  /** Whole percent of all leads; tags overlap, so a tag column can add up past 100. */
  share: number;
};

export type AudienceResponse = { total: number; segments: Record<AudienceDimension, AudienceSegment[]> };

const NOT_SET: Record<AudienceDimension, string> = { status: 'No status', tag: 'Untagged', source: 'No source', location: 'No location' };

export const sharePercent = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

/**
 * Groups spelled differently only by case or spacing ("Austin, TX" and "austin, tx ") are one
 * segment, labelled with the spelling most leads use.
 */
function mergeSpellings(counts: AudienceCount[]) {
  const groups = new Map<string, { label: string; labelCount: number; count: number }>();
  for (const { value, count } of counts) {
    if (value === null) continue;
    const label = value.trim().replace(/\s+/g, ' ');
    if (!label) continue;
    const key = label.toLowerCase();
    const group = groups.get(key);
    if (!group) groups.set(key, { label, labelCount: count, count });
    else {
      group.count += count;
      // Ties go to the spelling that sorts first, so the label never depends on row order.
      if (count > group.labelCount || (count === group.labelCount && label < group.label))
        Object.assign(group, { label, labelCount: count });
    }
  }
  return [...groups.values()];
}

function segmentsFor(dimension: AudienceDimension, counts: AudienceCount[], total: number, top: number): AudienceSegment[] {
  const mine = counts.filter((c) => c.dimension === dimension);
  const empty = mine.filter((c) => c.value === null || !c.value.trim()).reduce((sum, c) => sum + c.count, 0);
  let named: AudienceSegment[];
  if (dimension === 'status') {
    // Always the three temperatures, in their order, even at zero: the agent's pipeline at a glance.
    named = LEAD_STATUSES.map((s) => {
      const count = mine.filter((c) => c.value !== null && c.value.toLowerCase() === s).reduce((sum, c) => sum + c.count, 0);
      return { filter: { status: s }, label: LEAD_STATUS_LABELS[s], count, share: sharePercent(count, total) };
    });
    const unknown = mine
      .filter((c) => c.value !== null && c.value.trim() && !isLeadStatus(c.value.toLowerCase()))
      .reduce((s, c) => s + c.count, 0);
    const none = empty + unknown;
    return none > 0
      ? [...named, { filter: { status: 'none' }, label: NOT_SET.status, count: none, share: sharePercent(none, total) }]
      : named;
  }
  const merged = mergeSpellings(mine).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  named = merged
    .slice(0, top)
    .map((g) => ({ filter: { [dimension]: g.label }, label: g.label, count: g.count, share: sharePercent(g.count, total) }));
  const rest = merged.slice(top).reduce((sum, g) => sum + g.count, 0);
  if (rest > 0) named.push({ filter: null, label: `Other (${merged.length - top})`, count: rest, share: sharePercent(rest, total) });
  if (empty > 0) named.push({ filter: null, label: NOT_SET[dimension], count: empty, share: sharePercent(empty, total) });
  return named;
}

/** Audience tab: segments of the agent's leads by status, tag, source and location, with counts and shares. */
export function buildAudience(total: number, counts: AudienceCount[], top = AUDIENCE_TOP_SEGMENTS): AudienceResponse {
  return {
    total,
    segments: {
      status: segmentsFor('status', counts, total, top),
      tag: segmentsFor('tag', counts, total, top),
      source: segmentsFor('source', counts, total, top),
      location: segmentsFor('location', counts, total, top),
    },
  };
}
