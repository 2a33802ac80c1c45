import type { LeadRoutingRule, LeadRoutingSettings } from './lead-routing.ts';

/** What routing knows of a new lead: where it came from, its area, the price it asked about. */
export type RoutableLead = {
  source: string | null;
  /** The lead's own area ("Austin, TX 78704") and the asked-about property's address. */
  places: (string | null | undefined)[];
  /** The asked-about property's price, else the lead's budget, in dollars. */
  price: number | null;
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** "78704" matches a place with that ZIP; "Round Rock" matches a place naming that city (whole words). */
export function inArea(area: string, places: RoutableLead['places']): boolean {
  const wanted = words(area);
  if (wanted.length === 0) return false;
  return places.some((place) => {
    const have = words(place ?? '');
    for (let i = 0; i + wanted.length <= have.length; i++) if (wanted.every((w, j) => have[i + j] === w)) return true;
    return false;
  });
}

export function matchesRule(rule: LeadRoutingRule, lead: RoutableLead): boolean {
  if (rule.source?.trim() && rule.source.trim().toLowerCase() !== (lead.source ?? '').trim().toLowerCase()) return false;
  if (rule.areas.length > 0 && !rule.areas.some((area) => inArea(area, lead.places))) return false;
  if (rule.minPrice !== null || rule.maxPrice !== null) {
    if (lead.price === null) return false;
    if (rule.minPrice !== null && lead.price < rule.minPrice) return false;
    if (rule.maxPrice !== null && lead.price > rule.maxPrice) return false;
  }
  return true;
}

/** "$450,000", "450000", "$1.2M", "500k" -> dollars; a range takes its first figure. */
export function priceOf(text: string | null | undefined): number | null {
  const m = /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*([km])?/i.exec(text ?? '');
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  const unit = m[2]?.toLowerCase();
  return Math.round(unit === 'm' ? n * 1_000_000 : unit === 'k' ? n * 1_000 : n);
}

/** Whose turn it is: the turn counter (taken atomically by the server) over the rotation. */
export const inTurn = (rotation: readonly string[], turn: number): string | undefined =>
  rotation.length ? rotation[((turn % rotation.length) + rotation.length) % rotation.length] : undefined;

export type RoutingChoice = { assigneeId: string; usesTurn: boolean };

/**
 * Who a new lead goes to. `turn` is the account's next turn number; `usesTurn` says the server
 * must spend it (only round robin does). `canRouteToTeam` false (one seat): always the owner.
 */
export function chooseAssignee(
  settings: LeadRoutingSettings,
  lead: RoutableLead,
  ctx: { ownerId: string; turn: number; canRouteToTeam: boolean },
): RoutingChoice {
  const owner = { assigneeId: ctx.ownerId, usesTurn: false };
  if (!ctx.canRouteToTeam) return owner;
  if (settings.mode === 'round_robin') {
    const next = inTurn(settings.rotation, ctx.turn);
    return next ? { assigneeId: next, usesTurn: true } : owner;
  }
  if (settings.mode === 'rules') {
    const rule = settings.rules.find((r) => matchesRule(r, lead));
    return { assigneeId: rule?.assigneeId ?? settings.fallbackId ?? ctx.ownerId, usesTurn: false };
  }
  return owner;
}

/**
 * Who a lead goes to when its assignee did not claim it in time: the next teammate in the
 * rotation after the current one who has not had it yet, then the owner; null when everyone
 * has had it (it stays with the last one; the owner is told).
 */
export function nextAssignee(
  rotation: readonly string[],
  ctx: { ownerId: string; current: string; tried: readonly string[] },
): string | null {
  const had = new Set([...ctx.tried, ctx.current]);
  const at = rotation.indexOf(ctx.current);
  const ordered = at < 0 ? rotation : [...rotation.slice(at + 1), ...rotation.slice(0, at)];
  return [...ordered, ctx.ownerId].find((id) => !had.has(id)) ?? null;
}
