import { emailKey, phoneKey } from '../csv-import/duplicate-keys';

// Likely duplicates in a book (issue 50), by the rule Follow Up Boss uses: the same e-mail
// (any case, the primary or an additional one), or the same phone AND the same name. A shared
// phone alone is not enough: couples and offices share one.

/** What the matcher reads of a lead. */
export type DuplicateCandidate = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  additionalEmails: readonly string[];
  additionalPhones: readonly string[];
};

export type DuplicateReason = { kind: 'email'; value: string } | { kind: 'phone_and_name'; value: string };

export type DuplicateGroup = {
  /** The leads of the group, in the order they were given (the server gives newest first). */
  leadIds: string[];
  /** Why they match: each e-mail, or phone and name, two or more of them share. */
  reasons: DuplicateReason[];
};

/** A name as people compare them: accents, case, punctuation and extra spaces do not count. */
export function nameKey(name: string | null | undefined): string | null {
  const key = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return key === '' ? null : key;
}

/** Every e-mail key of a lead: the primary and the additional ones. */
export function emailKeysOf(lead: Pick<DuplicateCandidate, 'email' | 'additionalEmails'>): string[] {
  return unique([lead.email, ...lead.additionalEmails].map(emailKey));
}

/** Every phone key of a lead: the primary and the additional ones. */
export function phoneKeysOf(lead: Pick<DuplicateCandidate, 'phone' | 'additionalPhones'>): string[] {
  return unique([lead.phone, ...lead.additionalPhones].map(phoneKey));
}

function unique(keys: (string | null)[]): string[] {
  return [...new Set(keys.filter((k): k is string => k !== null))];
}

/**
 * The groups of likely duplicates among `leads`: leads joined by a shared key, transitively
 * (A shares an e-mail with B, B a phone and name with C: one group of three). Leads with no
 * match are in no group. Groups come in the order of their first lead.
 */
export function findDuplicateGroups(leads: readonly DuplicateCandidate[]): DuplicateGroup[] {
  const parent = leads.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const byKey = new Map<string, { reason: DuplicateReason; members: number[] }>();
  const add = (key: string, reason: DuplicateReason, index: number) => {
    const entry = byKey.get(key) ?? { reason, members: [] };
    if (entry.members.at(-1) !== index) entry.members.push(index);
    byKey.set(key, entry);
  };
  leads.forEach((lead, i) => {
    for (const email of emailKeysOf(lead)) add(`e:${email}`, { kind: 'email', value: email }, i);
    const name = nameKey(lead.name);
    if (name) for (const phone of phoneKeysOf(lead)) add(`p:${phone}:${name}`, { kind: 'phone_and_name', value: phone }, i);
  });
  const reasons = new Map<number, DuplicateReason[]>();
  for (const { members } of byKey.values()) {
    for (const m of members.slice(1)) {
      const [a, b] = [root(members[0]!), root(m)];
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  }
  for (const { reason, members } of byKey.values()) {
    if (members.length < 2) continue;
    const r = root(members[0]!);
    reasons.set(r, [...(reasons.get(r) ?? []), reason]);
  }
  const groups = new Map<number, number[]>();
  leads.forEach((_, i) => {
    const r = root(i);
    if (reasons.has(r)) groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.entries()].map(([r, members]) => ({ leadIds: members.map((i) => leads[i]!.id), reasons: reasons.get(r)! }));
}

/**
 * The groups still to suggest after the agent's "Not a duplicate": a group all of whose leads
 * are in one dismissal is left out (a lead merged or deleted since does not bring it back); a
 * lead that joined it since does, as the agent has not seen it with that lead.
 */
export function withoutDismissed<G extends { leadIds: readonly string[] }>(
  groups: readonly G[],
  dismissals: readonly (readonly string[])[],
): G[] {
  if (dismissals.length === 0) return [...groups];
  const sets = dismissals.map((ids) => new Set(ids.map((id) => id.toLowerCase())));
  return groups.filter((g) => !sets.some((set) => g.leadIds.every((id) => set.has(id.toLowerCase()))));
}
