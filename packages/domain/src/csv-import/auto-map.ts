import type { ImportEntity } from './import-constants';
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
  return header.replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Spec 001 §5's fuzzy form: ignores case, underscores, spaces and hyphens. */
const squash = (text: string) => normalizeHeader(text).replace(/[\s_-]+/g, '');

type SynonymHit = { target: string; rank: number };
const lookups = new Map<ImportEntity, Map<string, SynonymHit>>();

/** header (normalised) → the target it names and how early in that target's list it comes. */
export function synonymLookup(entity: ImportEntity): Map<string, SynonymHit> {
  let lookup = lookups.get(entity);
  if (!lookup) {
    lookup = new Map();
    const { targets, synonyms } = IMPORT_TARGETS[entity];
    for (const target of targets) {
      (synonyms[target] ?? []).forEach((synonym, rank) => {
        const key = normalizeHeader(synonym);
        if (!lookup!.has(key)) lookup!.set(key, { target, rank });
      });
    }
    lookups.set(entity, lookup);
  }
  return lookup;
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
 * Spec 001 §5: each header is matched against every target's synonyms, case-insensitively and
 * trimmed. A required field still without a column then takes the first unmapped header that
 * contains its name, or is contained in it, ignoring case, underscores, spaces and hyphens.
 */
export function autoMapColumns(entity: ImportEntity, headers: readonly string[]): AutoMapResult {
  const lookup = synonymLookup(entity);
  const mapping: ColumnMapping = headers.map((h) => lookup.get(normalizeHeader(h))?.target ?? null);

  for (const field of summarizeMapping(entity, mapping).missingRequired) {
    const wanted = squash(field);
    const index = headers.findIndex((h, i) => {
      const candidate = squash(h);
      return mapping[i] === null && candidate.length > 0 && (candidate.includes(wanted) || wanted.includes(candidate));
    });
    if (index >= 0) mapping[index] = field;
  }
  return { mapping, ...summarizeMapping(entity, mapping) };
}

/**
 * For each target, the columns mapped to it in priority order: the header that comes earliest in
 * the target's synonym list first (Primary Phone before Home Phone), then by position.
 */
export function columnsByTarget(entity: ImportEntity, headers: readonly string[], mapping: ColumnMapping): Map<string, number[]> {
  const lookup = synonymLookup(entity);
  const ranked = new Map<string, { index: number; rank: number }[]>();
  mapping.forEach((target, index) => {
    if (target === null) return;
    const hit = lookup.get(normalizeHeader(headers[index] ?? ''));
    const rank = hit && hit.target === target ? hit.rank : Number.MAX_SAFE_INTEGER;
    const list = ranked.get(target) ?? [];
    list.push({ index, rank });
    ranked.set(target, list);
  });
  const ordered = new Map<string, number[]>();
  for (const [target, list] of ranked) {
    ordered.set(target, list.sort((a, b) => a.rank - b.rank || a.index - b.index).map((c) => c.index));
  }
  return ordered;
}
