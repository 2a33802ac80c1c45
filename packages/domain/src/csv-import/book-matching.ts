import { normalizeWords } from './value-conversion';

/** An account's pipeline stage, in board order (the first is where new leads start). */
export type BookStage = { id: string; name: string };
/** Someone working the book: its owner or an active teammate. */
export type BookPerson = { id: string; name: string | null; email: string };
/**
 * What an import matches its stages and owners against; `stageChoices` are the agent's own
 * answers in the preview for the file's stages of no meaning of ours (issue 50): file stage
 * name → the account's stage id.
 */
export type ImportBook = { stages: BookStage[]; people: BookPerson[]; stageChoices?: Record<string, string> };

/**
 * The stage names other CRMs use (Follow Up Boss's defaults first), each with the stages of
 * ours it means, nearest first. A name found among the account's own stages always wins.
 */
const STAGE_SYNONYMS: [readonly string[], readonly string[]][] = [
  [['lead', 'new', 'new lead', 'open', 'open not contacted', 'subscriber', 'unassigned'], ['New']],
  [
    [
      'prospect',
      'prospects',
      'hot prospect',
      'warm prospect',
      'contacted',
      'attempted contact',
      'attempting contact',
      'attempted to contact',
      'working',
      'working contacted',
      'engaged',
      'connected',
      'qualifying',
      'in progress',
      'marketing qualified lead',
      'marketingqualifiedlead',
      'sales qualified lead',
      'salesqualifiedlead',
      'nurture',
      'nurturing',
      'long term nurture',
      'watch',
      'unresponsive',
      'bad timing',
    ],
    ['Contacted'],
  ],
  [['appointment', 'appointment set', 'met', 'met with', 'consultation', 'opportunity'], ['Appointment']],
  [
    ['active client', 'active', 'client', 'showing', 'showings', 'buyer agreement', 'listing agreement', 'active listing'],
    ['Showing', 'Appointment'],
  ],
  [['offer', 'offer submitted', 'offer made', 'negotiating'], ['Offer']],
  [['pending', 'under contract', 'in escrow', 'escrow', 'contract'], ['Under Contract']],
  [['closed', 'past client', 'past clients', 'sold', 'won', 'closed converted', 'closed won', 'customer', 'evangelist'], ['Closed']],
  [
    [
      'trash',
      'lost',
      'archived',
      'archive',
      'dnc',
      'do not contact',
      'not interested',
      'closed not converted',
      'closed lost',
      'inactive',
      'unsubscribed',
    ],
    ['Lost'],
  ],
];
const SYNONYMS = new Map(STAGE_SYNONYMS.flatMap(([names, stages]) => names.map((n) => [n, stages] as const)));

/**
 * Where a file's stage puts a lead: `exact` when the account has a stage of that name (any
 * case), `near` the nearest of its stages by the other CRM's meaning ("Past Client" → Closed),
 * else `first`, its first stage: then the lead keeps the file's stage name as a tag, so a
 * stage of no meaning of ours ("Sphere", a custom one) is never lost. `chosen`: the agent picked
 * the stage for that name in the preview (`choices`, file stage name → stage id; issue 50).
 */
export type StageMatch = { stage: BookStage; kind: 'exact' | 'near' | 'chosen' | 'first' };

export function matchImportStage(
  value: string | null | undefined,
  stages: readonly BookStage[],
  choices?: Readonly<Record<string, string>>,
): StageMatch | null {
  const first = stages[0];
  if (!first || !value || !value.trim()) return null;
  const words = normalizeWords(value);
  const chosenId = choices ? Object.entries(choices).find(([name]) => normalizeWords(name) === words)?.[1] : undefined;
  const chosen = chosenId ? stages.find((s) => s.id === chosenId) : undefined;
  if (chosen) return { stage: chosen, kind: 'chosen' };
  const byName = (name: string) => stages.find((s) => normalizeWords(s.name) === normalizeWords(name));
  const exact = byName(value);
  if (exact) return { stage: exact, kind: 'exact' };
  for (const name of SYNONYMS.get(words) ?? []) {
    const near = byName(name);
    if (near) return { stage: near, kind: 'near' };
  }
  return { stage: first, kind: 'first' };
}

/**
 * Who has an imported lead: the teammate the file's "Assigned To" names, by e-mail or by full
 * name (any case), or null (the importing agent keeps it) when nobody in the book matches.
 */
export function matchImportOwner(value: string | null | undefined, people: readonly BookPerson[]): BookPerson | null {
  if (!value || !value.trim()) return null;
  const text = value.trim().toLowerCase();
  const words = normalizeWords(value);
  return (
    people.find((p) => p.email.toLowerCase() === text) ?? people.find((p) => p.name !== null && normalizeWords(p.name) === words) ?? null
  );
}
