import { headerTarget, normalizeHeader, synonymLookup } from './auto-map';
import { partnerOf, readContactColumn } from './contact-columns';
import type { ImportEntity } from './import-constants';
import { canonicalHeader } from './header-words';
import { targetLabel } from './import-targets';

/**
 * Why a column is read as it is (issue 50: the preview says how each column is read and why),
 * and how sure the reading is: `header` when the header names the field (or its abbreviation),
 * `values` when the values decided, `none` when the column is not imported.
 */
export type ColumnReason = { reason: string; basis: 'header' | 'values' | 'none' };

const quoted = (text: string) => `“${text}”`;

export function columnReason(entity: ImportEntity, header: string, target: string | null, example?: string): ColumnReason {
  const hit = headerTarget(entity, header);
  const named = hit ? targetLabel(entity, hit.target).replace(/ \(.*\)$/, '') : null;
  if (target === null) {
    if (hit && named)
      return {
        reason: `Named like ${named}, but values such as ${example ? quoted(example) : 'these'} are not: left out rather than read wrong`,
        basis: 'none',
      };
    return { reason: 'No field of that name', basis: 'none' };
  }
  if (entity === 'leads') {
    if (target === 'contact_type')
      return { reason: 'Says what kind of phone or e-mail its number is: the label, a mobile one first', basis: 'header' };
    if (target === 'partner_contact')
      return { reason: `${partnerOf(header) ?? 'Spouse'}’s contact, not the lead’s: kept in the notes`, basis: 'header' };
    if (target === 'stage' && hit?.target === 'status')
      return { reason: 'Its values are pipeline stages, not hot, warm or cold: the lead’s stage', basis: 'values' };
    if (target === 'tags' && hit?.target === 'status')
      return { reason: 'Pipeline stages beside the file’s own stage column: kept as tags', basis: 'values' };
    if (target === 'phone' || target === 'email') {
      const contact = readContactColumn(header);
      if (contact?.mobile) return { reason: 'A mobile number: the lead’s primary phone', basis: 'header' };
      if (contact?.label)
        return { reason: `${contact.kind === 'phone' ? 'A phone' : 'An e-mail'} labelled ${quoted(contact.label)}`, basis: 'header' };
      if (!hit) return { reason: `Its values are ${target === 'phone' ? 'phone numbers' : 'e-mail addresses'}`, basis: 'values' };
    }
  }
  if (target === 'bathrooms_half') return { reason: 'Half baths: each adds 0.5 to Bathrooms', basis: 'header' };
  if (target === 'bathrooms_three_quarter')
    return { reason: 'Three-quarter baths: each counts as a full bath in Bathrooms', basis: 'header' };
  if (hit?.target === target) {
    if (synonymLookup(entity).has(normalizeHeader(header))) return { reason: `The header names ${named}`, basis: 'header' };
    return { reason: `Read as ${quoted(canonicalHeader(header))}: ${named}`, basis: 'header' };
  }
  return {
    reason: `The header holds ${quoted(
      targetLabel(entity, target)
        .replace(/ \(.*\)$/, '')
        .toLowerCase(),
    )}`,
    basis: 'header',
  };
}
