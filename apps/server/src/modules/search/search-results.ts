import { displayPhone } from '@porchlight/domain/leads/phone-display';
import { digitRanges, mergeRanges, snippetAround, termRanges, type MatchRange } from '@porchlight/domain/search/match-ranges';
import type { SearchKind, SearchResult } from '@porchlight/domain/search/search-schemas';
import type { SearchRow } from './search.repository.ts';

type Shown = { title: string; subtitle: string; body?: string | null; phone?: { text: string; at: number } };

const joined = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');

const CHANNEL = (type: string | null, direction: string | null) =>
  `${type === 'sms' ? 'Text' : 'E-mail'} ${direction === 'inbound' ? 'from' : 'to'} lead`;
const TASK_KIND = (kind: string | null) => (kind === 'follow_up' ? 'Follow up' : 'Watch property');

/** What each kind shows: a title, a line under it, and the long text a snippet is cut from. */
function shownText(kind: SearchKind, row: SearchRow): Shown {
  switch (kind) {
    case 'leads': {
      // The phone as the agent dials it, (512) 555-0142, not as kept (+15125550142).
      const shownPhone = displayPhone(row.line2);
      const before = joined([row.line1]);
      const subtitle = joined([row.line1, shownPhone, row.line3]);
      const phone = shownPhone ? { text: shownPhone, at: before ? before.length + 3 : 0 } : undefined;
      return { title: row.title ?? '', subtitle, phone };
    }
    case 'properties':
      return {
        title: row.title ?? '',
        subtitle: joined([joined([row.line1, [row.line2, row.line3].filter(Boolean).join(' ')]), row.line4 ? `MLS ${row.line4}` : null]),
      };
    case 'messages':
      return { title: row.title ?? '', subtitle: joined([CHANNEL(row.line1, row.line2), row.line3]), body: row.body };
    case 'tasks':
      return { title: row.title || TASK_KIND(row.line1), subtitle: joined([TASK_KIND(row.line1), row.line3, row.line2]), body: row.body };
    case 'flows':
      return { title: row.title ?? '', subtitle: row.line1 ? `Flow · ${row.line1}` : 'Flow', body: row.body };
  }
}

/** A row as the API shows it, with the ranges the client marks (plain text, no HTML). */
export function toSearchResult(kind: SearchKind, row: SearchRow, terms: string[], phoneDigits: string | null): SearchResult {
  const shown = shownText(kind, row);
  const subtitleRanges: MatchRange[] = termRanges(shown.subtitle, terms);
  if (shown.phone && phoneDigits) {
    for (const [s, e] of digitRanges(shown.phone.text, phoneDigits)) subtitleRanges.push([s + shown.phone.at, e + shown.phone.at]);
  }
  const snippet = shown.body ? snippetAround(shown.body, terms) : null;
  return {
    kind,
    id: row.id,
    title: shown.title,
    subtitle: shown.subtitle,
    snippet: snippet?.text || null,
    highlights: {
      title: termRanges(shown.title, terms),
      subtitle: mergeRanges(subtitleRanges),
      snippet: snippet?.text ? snippet.ranges : [],
    },
    lead_id: row.lead_id,
    property_id: row.property_id,
  };
}
