import { partnerOf, readContactColumn, readContactTypeColumn } from './contact-columns';
import { columnSample, contactKind, holdsPipelineStages, valuesContradict } from './column-values';
import type { ImportEntity } from './import-constants';
import { DEFAULT_VALUE_STYLE, type ValueStyle } from './import-format';
import { canonicalHeader } from './header-words';
import { IMPORT_TARGETS, type ImportTargets } from './import-targets';

/** One target (or null: "don't import") per CSV column, by column position. */
export type ColumnMapping = (string | null)[];

export type MappingSummary = {
  /** Spec 001 §5: the share of key fields mapped, 0–100, rounded. */
  confidence: number;
  /** Required fields with no column, in the spec's order. */
  missingRequired: string[];
  mappedKeyFields: string[];
};

export type AutoMapResult = MappingSummary & { mapping: ColumnMapping };

/** Spec 001 §5: case-insensitive with whitespace trimmed (inner runs of spaces count as one; a stray BOM is dropped). */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Spec 001 §5's fuzzy form: ignores case, underscores, spaces and hyphens. */
const squash = (text: string) => normalizeHeader(text).replace(/[\s_-]+/g, '');

type SynonymHit = { target: string; rank: number };
const lookups = new Map<ImportEntity, Map<string, SynonymHit>>();
const canonicalLookups = new Map<ImportEntity, Map<string, SynonymHit>>();

function buildLookup(entity: ImportEntity, keyOf: (synonym: string) => string): Map<string, SynonymHit> {
  const lookup = new Map<string, SynonymHit>();
  const { targets, synonyms } = IMPORT_TARGETS[entity];
  for (const target of targets) {
    (synonyms[target] ?? []).forEach((synonym, rank) => {
      const key = keyOf(synonym);
      if (key && !lookup.has(key)) lookup.set(key, { target, rank });
    });
  }
  return lookup;
}

/** header (normalised) → the target it names and how early in that target's list it comes. */
export function synonymLookup(entity: ImportEntity): Map<string, SynonymHit> {
  let lookup = lookups.get(entity);
  if (!lookup) lookups.set(entity, (lookup = buildLookup(entity, normalizeHeader)));
  return lookup;
}

/**
 * The target a header names: its exact synonym (spec 001 §5), else the synonym it meets once both
 * are reduced to words ("Beds Tot" = "Beds Total", "Budget ($)" = "Budget", "MLS # Link" = "MLS #").
 */
export function headerTarget(entity: ImportEntity, header: string): SynonymHit | null {
  const exact = synonymLookup(entity).get(normalizeHeader(header));
  if (exact) return exact;
  let canonical = canonicalLookups.get(entity);
  if (!canonical) canonicalLookups.set(entity, (canonical = buildLookup(entity, canonicalHeader)));
  return canonical.get(canonicalHeader(header)) ?? null;
}

const isFieldMapped = (t: ImportTargets, mapped: Set<string>, field: string) =>
  mapped.has(field) || t.composites.some((c) => c.field === field && c.satisfiedBy.some((p) => mapped.has(p)));

/** Confidence and missing required fields of any mapping, automatic or edited by hand. */
export function summarizeMapping(entity: ImportEntity, mapping: ColumnMapping): MappingSummary {
  const t = IMPORT_TARGETS[entity];
  const mapped = new Set(mapping.filter((m): m is string => m !== null));
  const mappedKeyFields = t.keyFields.filter((f) => isFieldMapped(t, mapped, f));
  return {
    confidence: Math.round((mappedKeyFields.length / t.keyFields.length) * 100),
    missingRequired: t.required.filter((f) => !isFieldMapped(t, mapped, f)),
    mappedKeyFields,
  };
}

/**
 * The fields the containment fallback looks for: the required ones, and for properties also city
 * and state, which spec 001 §5 made required and which still deserve a column when one is there.
 */
function fuzzyCandidates(entity: ImportEntity, mapping: ColumnMapping): string[] {
  const t = IMPORT_TARGETS[entity];
  const mapped = new Set(mapping.filter((m): m is string => m !== null));
  const wanted = entity === 'properties' ? [...t.required, 'city', 'state'] : [...t.required];
  return wanted.filter((f) => !isFieldMapped(t, mapped, f));
}

/**
 * The target a column takes by its header, checked against its values: a header whose values
 * contradict it stays unmapped ("Area" of MLS area codes is no living area), except a lead
 * "Status" of CRM pipeline stages ("Active Lead", "Nurture"), which is the lead's stage (issue 50).
 */
function targetByHeader(entity: ImportEntity, header: string, values: readonly string[] | null, style: ValueStyle): string | null {
  const hit = headerTarget(entity, header);
  if (entity === 'leads') {
    const contact = contactTarget(header, hit?.target ?? null);
    if (contact) return contact;
  }
  const target = hit?.target ?? null;
  if (target === null || values === null || !valuesContradict(entity, target, values, style)) return target;
  if (entity === 'leads' && target === 'status' && holdsPipelineStages(values)) return 'stage';
  return null;
}

/**
 * Issue 50: a spouse's or co-buyer's columns are not the lead's (kept in its notes), and a typed
 * or numbered contact column no synonym lists ("Cell Phone 1", "Email 4") is still a phone or
 * an e-mail of the lead's.
 */
function contactTarget(header: string, named: string | null): string | null {
  if (readContactTypeColumn(header)) return 'contact_type';
  if (partnerOf(header) !== null && (named === null || CONTACT_TARGETS.has(named))) return 'partner_contact';
  if (named !== null) return null;
  return readContactColumn(header)?.kind ?? null;
}
const CONTACT_TARGETS = new Set(['name', 'first_name', 'last_name', 'middle_name', 'email', 'phone', 'notes']);

/**
 * Spec 001 §5: each header is matched against every target's synonyms, case-insensitively and
 * trimmed (then once more reduced to words: "Beds Tot", "Budget ($)"). A required field still
 * without a column then takes the first unmapped header that contains its name, or is contained
 * in it, ignoring case, underscores, spaces and hyphens.
 *
 * With `sampleRecords` (the first rows under the header) the values have a say too: a column
 * whose values contradict its header is left unmapped rather than mapped wrong, and a lead file
 * with no e-mail or phone header takes the column whose values are e-mails or phone numbers.
 */
export function autoMapColumns(
  entity: ImportEntity,
  headers: readonly string[],
  sampleRecords?: readonly (readonly string[])[],
  style: ValueStyle = DEFAULT_VALUE_STYLE,
): AutoMapResult {
  const values = headers.map((_, i) => (sampleRecords ? columnSample(sampleRecords, i) : null));
  const mapping: ColumnMapping = headers.map((h, i) => targetByHeader(entity, h, values[i]!, style));

  // A file with its own stage column (HubSpot's Lifecycle Stage) keeps a pipeline-like status as tags.
  if (entity === 'leads' && mapping.some((m, i) => m === 'stage' && headerTarget(entity, headers[i]!)?.target === 'stage')) {
    mapping.forEach((m, i) => {
      if (m === 'stage' && headerTarget(entity, headers[i]!)?.target === 'status') mapping[i] = 'tags';
    });
  }

  // Issue 50: a generic header ("Area", "Size") gives way to a specific column of the same field
  // ("SqFt Liv Area"): an MLS Area of district codes such as 101 or 205 is no living area.
  mapping.forEach((target, i) => {
    if (entity !== 'properties' || target === null || !GENERIC_HEADERS.has(normalizeHeader(headers[i]!))) return;
    if (mapping.some((other, j) => j !== i && other === target && !GENERIC_HEADERS.has(normalizeHeader(headers[j]!)))) mapping[i] = null;
  });

  for (const field of fuzzyCandidates(entity, mapping)) {
    const wanted = squash(field);
    const index = headers.findIndex((h, i) => {
      const candidate = squash(h);
      if (mapping[i] !== null || candidate.length === 0 || !(candidate.includes(wanted) || wanted.includes(candidate))) return false;
      return values[i] === null || !valuesContradict(entity, field, values[i]!, style);
    });
    if (index >= 0) mapping[index] = field;
  }

  if (entity === 'leads' && sampleRecords) {
    for (const kind of ['email', 'phone'] as const) {
      if (mapping.includes(kind)) continue;
      const index = headers.findIndex(
        (h, i) => mapping[i] === null && headerTarget(entity, h) === null && contactKind(values[i]!) === kind,
      );
      if (index >= 0) mapping[index] = kind;
    }
  }
  return { mapping, ...summarizeMapping(entity, mapping) };
}

/** Headers too general to win over a specific column of the same field. */
const GENERIC_HEADERS = new Set(['area', 'size']);

/** Headers that go first among several columns of one target: the mobile number is the one a lead answers. */
const FIRST_CHOICE: Record<string, RegExp> = { phone: /mobile|cell/i };

/**
 * For each target, the columns mapped to it in priority order: for phones a mobile or cell column
 * first, then the header that comes earliest in the target's synonym list (Phone before Home
 * Phone), then by position.
 */
export function columnsByTarget(entity: ImportEntity, headers: readonly string[], mapping: ColumnMapping): Map<string, number[]> {
  const ranked = new Map<string, { index: number; rank: number }[]>();
  mapping.forEach((target, index) => {
    if (target === null) return;
    const header = headers[index] ?? '';
    const hit = headerTarget(entity, header);
    let rank = hit && hit.target === target ? hit.rank : Number.MAX_SAFE_INTEGER;
    if (entity === 'leads' && FIRST_CHOICE[target]?.test(header)) rank = -1;
    const list = ranked.get(target) ?? [];
    list.push({ index, rank });
    ranked.set(target, list);
  });
  const ordered = new Map<string, number[]>();
  for (const [target, list] of ranked) {
    ordered.set(
      target,
      list.sort((a, b) => a.rank - b.rank || a.index - b.index).map((c) => c.index),
    );
  }
  return ordered;
}
