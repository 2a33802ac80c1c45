import type { DuplicateLeadResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import type { MergeChoiceField, MergedLeadValues } from '@porchlight/domain/lead-duplicates/merge-values';
import { MERGE_FIELD_LABELS, shownValue } from './merge-fields';

type MergePreviewProps = {
  merged: MergedLeadValues;
  leads: DuplicateLeadResponse[];
  choices: Record<MergeChoiceField, string>;
};

const SHOWN: MergeChoiceField[] = ['name', 'email', 'phone', 'stageId', 'assignedUserId', 'status', 'budget', 'location', 'source'];

/** The lead the merge will leave, before the agent commits to it. */
export function MergePreview({ merged, leads, choices }: MergePreviewProps) {
  const byId = new Map(leads.map((l) => [l.id, l]));
  const value = (field: MergeChoiceField) => {
    const lead = byId.get(choices[field]);
    return lead ? shownValue(lead, field) : null;
  };
  const extras = [
    merged.additionalEmails.length > 0 && `Other e-mails: ${merged.additionalEmails.join(', ')}`,
    merged.additionalPhones.length > 0 && `Other phones: ${merged.additionalPhones.join(', ')}`,
    merged.tags.length > 0 && `Tags: ${merged.tags.join(', ')}`,
  ].filter(Boolean);
  return (
    <section aria-labelledby="merge-preview-title" className="rounded-md bg-muted/50 p-4">
      <h3 id="merge-preview-title" className="mb-2 text-sm font-medium">
        After the merge
      </h3>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {SHOWN.map((field) => (
          <div key={field} className="contents">
            <dt className="text-muted-foreground">{MERGE_FIELD_LABELS[field]}</dt>
            <dd className="truncate">{value(field) ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {extras.length > 0 && (
        <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
          {extras.map((line) => (
            <li key={String(line)} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
