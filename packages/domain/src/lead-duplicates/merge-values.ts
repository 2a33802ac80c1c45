import { emailKey, phoneKey } from '../csv-import/duplicate-keys';
import { LEAD_TAGS_MAX } from '../leads/lead-schemas';

// Merging 2 to 10 leads into one (issue 50), the way HubSpot and Follow Up Boss do it: the agent
// picks the lead that stays (the primary) and, field by field, whose value survives. A field the
// agent left alone keeps the primary's value, or the first other lead's when the primary's is
// empty. Nothing a lead knew is lost: the other e-mails and phones become additional ones, tags
// and notes add up, and the dates keep the earliest first contact and the latest activity.

export const LEAD_MERGE_MIN = 2;
export const LEAD_MERGE_MAX = 10;
/** How long a merge can be undone. */
export const LEAD_MERGE_UNDO_HOURS = 24;

/** The fields the agent chooses a value for, one lead's each. */
export const MERGE_CHOICE_FIELDS = [
  'name',
  'email',
  'phone',
  'stageId',
  'assignedUserId',
  'status',
  'qualification',
  'location',
  'budget',
  'timeline',
  'source',
  'leadType',
  'preferredContact',
  'bestTime',
  'platform',
  'birthday',
  'purchaseDate',
  'dealValue',
  'expectedCloseDate',
] as const;
export type MergeChoiceField = (typeof MERGE_CHOICE_FIELDS)[number];

/** What a merge reads of each lead. */
export type MergeableLead = { id: string; name: string; notes: string | null; tags: string[] } & {
  [K in Exclude<MergeChoiceField, 'name' | 'dealValue'>]: string | null;
} & {
  dealValue: number | null;
  additionalEmails: string[];
  additionalPhones: string[];
  createdAt: string;
  firstReplyAt: string | null;
  sourceCreatedAt: string | null;
  lastActivityAt: string | null;
};

/** The lead that stays, as the merge leaves it. */
export type MergedLeadValues = Omit<MergeableLead, 'id'>;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Which lead each field's value comes from when the agent chose nothing for it. */
export function defaultChoices(leads: readonly MergeableLead[], primaryId: string): Record<MergeChoiceField, string> {
  const primary = leads.find((l) => l.id === primaryId) ?? leads[0]!;
  const ordered = [primary, ...leads.filter((l) => l !== primary)];
  return Object.fromEntries(MERGE_CHOICE_FIELDS.map((field) => [field, (ordered.find((l) => !isEmpty(l[field])) ?? primary).id])) as Record<
    MergeChoiceField,
    string
  >;
}

const earliest = (values: (string | null)[]) => values.filter((v): v is string => v !== null).sort()[0] ?? null;
const latest = (values: (string | null)[]) =>
  values
    .filter((v): v is string => v !== null)
    .sort()
    .at(-1) ?? null;

/** Keeps the first of each key, in order, leaving out the ones `taken`. */
function others(values: (string | null)[], keyOf: (v: string) => string | null, taken: string | null): string[] {
  const seen = new Set(taken ? [taken] : []);
  const kept: string[] = [];
  for (const value of values) {
    const key = value ? keyOf(value) : null;
    if (!value || !key || seen.has(key)) continue;
    seen.add(key);
    kept.push(value.trim());
  }
  return kept;
}

/**
 * The surviving lead's values. `leads` in the order the agent sees them, `choices` the lead id
 * each field comes from (ids not among the leads are ignored).
 */
export function mergeLeadValues(
  leads: readonly MergeableLead[],
  primaryId: string,
  choices: Partial<Record<MergeChoiceField, string>> = {},
): MergedLeadValues {
  const primary = leads.find((l) => l.id === primaryId) ?? leads[0]!;
  const ordered = [primary, ...leads.filter((l) => l !== primary)];
  const byId = new Map(leads.map((l) => [l.id, l]));
  const fallback = defaultChoices(leads, primary.id);
  const picked = Object.fromEntries(
    MERGE_CHOICE_FIELDS.map((field) => [field, byId.get(choices[field] ?? '') ?? byId.get(fallback[field])!]),
  ) as Record<MergeChoiceField, MergeableLead>;
  const chosen = Object.fromEntries(MERGE_CHOICE_FIELDS.map((field) => [field, picked[field][field]])) as Pick<
    MergeableLead,
    MergeChoiceField
  >;

  const email = chosen.email;
  const phone = chosen.phone;
  const tagSeen = new Set<string>();
  const tags = ordered
    .flatMap((l) => l.tags)
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (tagSeen.has(key)) return false;
      tagSeen.add(key);
      return true;
    })
    .slice(0, LEAD_TAGS_MAX);
  const notes = [...new Set(ordered.map((l) => l.notes?.trim() ?? '').filter(Boolean))].join('\n\n');

  return {
    ...chosen,
    name: chosen.name,
    notes: notes === '' ? null : notes,
    tags,
    additionalEmails: others(
      ordered.flatMap((l) => [l.email, ...l.additionalEmails]),
      emailKey,
      emailKey(email),
    ),
    additionalPhones: others(
      ordered.flatMap((l) => [l.phone, ...l.additionalPhones]),
      phoneKey,
      phoneKey(phone),
    ),
    createdAt: earliest(leads.map((l) => l.createdAt))!,
    firstReplyAt: earliest(leads.map((l) => l.firstReplyAt)),
    sourceCreatedAt: earliest(leads.map((l) => l.sourceCreatedAt)),
    lastActivityAt: latest(leads.map((l) => l.lastActivityAt)),
  };
}

/**
 * The lead the merge screen suggests keeping: the one that knows the most (filled fields, tags,
 * additional contacts), and among equals the oldest, whose history runs back furthest.
 */
export function suggestedPrimary(leads: readonly MergeableLead[]): MergeableLead {
  const known = (l: MergeableLead) =>
    MERGE_CHOICE_FIELDS.filter((f) => !isEmpty(l[f])).length +
    l.tags.length +
    l.additionalEmails.length +
    l.additionalPhones.length +
    (l.notes ? 1 : 0);
  return [...leads].sort((a, b) => known(b) - known(a) || a.createdAt.localeCompare(b.createdAt))[0]!;
}
