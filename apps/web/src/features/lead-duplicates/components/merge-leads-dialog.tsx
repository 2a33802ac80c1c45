import { useState } from 'react';
import type { DuplicateLeadResponse, LeadMergeResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { defaultChoices, mergeLeadValues, suggestedPrimary, type MergeChoiceField } from '@porchlight/domain/lead-duplicates/merge-values';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useMergeLeads } from '../api/merge-leads';
import { useQueryClient } from '@tanstack/react-query';
import { undoMergeFromToast } from '../api/undo-lead-merge';
import { MergePreview } from './merge-preview';
import { MERGE_FIELD_LABELS, conflictingFields, shownValue } from './merge-fields';

type MergeLeadsDialogProps = {
  /** The leads to merge (2 to 10), in the order the agent saw them. */
  leads: DuplicateLeadResponse[];
  /** The lead suggested to keep (the lead's own page); otherwise the one that knows the most. */
  suggestedId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged?: (merge: LeadMergeResponse) => void;
};

const EMPTY = '(empty)';

/**
 * Merging duplicates as HubSpot and Follow Up Boss do it: pick the lead that stays, then for each
 * field where the leads disagree pick whose value survives, with a preview of the result. The
 * merge can be undone for a day (the toast's Undo, or the lead's page).
 */
export function MergeLeadsDialog({ leads, suggestedId, open, onOpenChange, onMerged }: MergeLeadsDialogProps) {
  const [primaryId, setPrimaryId] = useState(() => suggestedId ?? suggestedPrimary(leads).id);
  const [choices, setChoices] = useState<Record<MergeChoiceField, string>>(() => defaultChoices(leads, primaryId));
  const merge = useMergeLeads();
  const queryClient = useQueryClient();
  const fields = conflictingFields(leads);
  const merged = mergeLeadValues(leads, primaryId, choices);

  const choosePrimary = (id: string) => {
    setPrimaryId(id);
    setChoices(defaultChoices(leads, id));
  };

  const handleMerge = () => {
    merge.mutate(
      { leadIds: leads.map((l) => l.id), primaryId, choices },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          onMerged?.(result);
          toast.success(`Merged ${leads.length} leads into ${merged.name}`, {
            action: {
              label: 'Undo',
              onClick: () =>
                undoMergeFromToast(
                  queryClient,
                  result.id,
                  () => toast.success('Merge undone'),
                  (error) => toast.error(error.message),
                ),
            },
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Merge {leads.length} leads</DialogTitle>
          <DialogDescription>
            Choose the lead to keep and which values survive. Timelines, notes, messages, tasks and property links move to it; the others'
            flows are paused. You can undo for 24 hours.
          </DialogDescription>
        </DialogHeader>

        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
          <legend className="mb-2 text-sm font-medium">Lead to keep</legend>
          {leads.map((lead) => (
            <label
              key={lead.id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary"
            >
              <input type="radio" name="primary" className="mt-1" checked={primaryId === lead.id} onChange={() => choosePrimary(lead.id)} />
              <span className="min-w-0">
                <span className="block font-medium">{lead.name}</span>
                <span className="block truncate text-sm text-muted-foreground">
                  {[lead.email, shownValue(lead, 'phone'), `added ${new Date(lead.createdAt).toLocaleDateString('en-US')}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        {fields.length > 0 && (
          <div className="grid min-w-0 gap-4">
            <h3 className="text-sm font-medium">Where they differ, keep</h3>
            {fields.map((field) => (
              <fieldset key={field} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
                <legend className="mb-1 text-sm text-muted-foreground">{MERGE_FIELD_LABELS[field]}</legend>
                {leads.map((lead) => (
                  <label key={lead.id} className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`field-${field}`}
                      checked={choices[field] === lead.id}
                      onChange={() => setChoices((c) => ({ ...c, [field]: lead.id }))}
                    />
                    <span className="min-w-0 truncate">
                      {shownValue(lead, field) ?? EMPTY}
                      {/* Whose value it is, except where the value is the name itself. */}
                      {field !== 'name' && <span className="text-muted-foreground"> ({lead.name})</span>}
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        )}

        <MergePreview merged={merged} leads={leads} choices={choices} />

        {merge.error && (
          <p role="alert" className="text-sm text-destructive">
            {merge.error.message}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={handleMerge} isLoading={merge.isPending}>
            Merge {leads.length} leads
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
