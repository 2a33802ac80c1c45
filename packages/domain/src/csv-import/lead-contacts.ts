import { contactNumberOf, partnerOf, readContactColumn, readContactTypeColumn, typeLabel } from './contact-columns';
import { cleanPhone } from './cell-values';
import type { Cells, ConvertedRow } from './row-cells';
import { GOOGLE_MULTI_VALUE_SEPARATOR, emptyToNull } from './value-conversion';

// A lead's contacts as a file gives them (issue 50): every phone and e-mail with the label its
// column (or a type column) gives it, a mobile number first; a spouse's or co-buyer's in the notes.

const LIST_IN_CELL = new RegExp(`${GOOGLE_MULTI_VALUE_SEPARATOR}|[,;]`);

/** A header's contact label, read once per header (a file's rows share a few headers). */
const labels = new Map<string, string | null>();
function labelOf(header: string): string | null {
  let label = labels.get(header);
  if (label === undefined) {
    if (labels.size > 5000) labels.clear();
    labels.set(header, (label = readContactColumn(header)?.label ?? null));
  }
  return label;
}

/** The labels a file's type columns give ("Phone 1 Type": Mobile), by kind and number: "phone 1" → "Mobile". */
function typedLabels(cells: Cells): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { value, header } of cells.withHeaders('contact_type')) {
    const column = readContactTypeColumn(header);
    const label = typeLabel(value);
    if (column && label) labels.set(`${column.kind} ${column.number}`, label);
  }
  return labels;
}

const isMobileLabel = (label: string | null) => label !== null && /\b(mobile|cell)/i.test(label);

/** Every value of the mapped columns with its label, lists in a cell split, repeats (any case) dropped. */
function everyValue(
  cells: Cells,
  target: 'phone' | 'email',
  clean: (v: string | null) => string | null,
  typed: Map<string, string>,
): { value: string; label: string | null }[] {
  const seen = new Set<string>();
  const values: { value: string; label: string | null }[] = [];
  for (const { value: cell, header } of cells.withHeaders(target)) {
    const number = typed.size > 0 ? contactNumberOf(header) : null;
    const label = (number !== null ? typed.get(`${target} ${number}`) : undefined) ?? labelOf(header);
    // A list in one cell (Google's "a ::: b", our export's "a,b"): no address or number holds a comma.
    for (const part of cell.split(LIST_IN_CELL)) {
      const value = clean(emptyToNull(part));
      const key = value?.toLowerCase().replace(/[^a-z0-9@]/g, '');
      if (value === null || !key || seen.has(key)) continue;
      seen.add(key);
      values.push({ value, label });
    }
  }
  return values;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The primary e-mail and phone are the first (best-ranked column: a mobile one first for phones)
 * with a value; the others a contact export holds (Email 2, Cell Phone 2, Work Phone) are kept as
 * the lead's other ones, each with the label its header gives ("Cell 2", "Work"; issue 50).
 * Phones lose lead-form prefixes ("p:+1555...", "tel:"); an other e-mail that is no address is dropped.
 */
export function contactValues(cells: Cells, row: ConvertedRow) {
  const labels: Record<string, string> = {};
  const typed = typedLabels(cells);
  // A phone a type column calls mobile goes first (the header's own "Cell" ranked it already).
  const phones = everyValue(cells, 'phone', cleanPhone, typed).sort(
    (a, b) => Number(isMobileLabel(b.label)) - Number(isMobileLabel(a.label)),
  );
  row.phone = phones[0]?.value ?? null;
  row.additional_phones = phones.slice(1).map((p) => p.value);
  const primary = (row.email as string | null)?.toLowerCase() ?? null;
  const emails = everyValue(cells, 'email', (v) => v, typed);
  const others = emails.filter((e) => e.value.toLowerCase() !== primary && EMAIL_SHAPE.test(e.value));
  row.additional_emails = others.map((e) => e.value);
  const primaryEmail = emails.find((e) => e.value.toLowerCase() === primary);
  const written = writtenLabels(cells.first('contact_labels'));
  for (const { value, label } of [...phones, ...(primaryEmail ? [primaryEmail] : []), ...others]) {
    const chosen = written[value] ?? label;
    if (chosen) labels[value] = chosen;
  }
  row.contact_labels = labels;
}

/** Labels the app's own export wrote as JSON ({"(512) 555-0121": "Cell 2"}); anything else is none. */
function writtenLabels(cell: string | null): Record<string, string> {
  if (cell === null || !cell.startsWith('{')) return {};
  try {
    const parsed: unknown = JSON.parse(cell);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= 40));
  } catch {
    return {};
  }
}

/**
 * A spouse's or co-buyer's columns, one line each in the notes: "Spouse: Peter Holloway,
 * peter@example.com, (512) 555-0123". Their name parts join with spaces, the rest with commas.
 */
export function partnerLines(cells: Cells): string[] {
  const people = new Map<string, { name: string[]; details: string[] }>();
  for (const { value, header } of cells.withHeaders('partner_contact')) {
    const who = partnerOf(header) ?? 'Spouse';
    const person = people.get(who) ?? { name: [], details: [] };
    if (/name/i.test(header)) person.name.push(value);
    else person.details.push(value);
    people.set(who, person);
  }
  return [...people].map(([who, p]) => `${who}: ${[p.name.join(' '), ...p.details].filter(Boolean).join(', ')}`);
}
