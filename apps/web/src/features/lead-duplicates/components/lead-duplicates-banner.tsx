import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CopyCheck, Undo2 } from 'lucide-react';
import { LEAD_MERGE_MAX } from '@porchlight/domain/lead-duplicates/merge-values';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useLeadDuplicates } from '../api/get-lead-duplicates';
import { useUndoLeadMerge } from '../api/undo-lead-merge';
import { reasonText } from './duplicate-group-card';
import { useNotADuplicate } from './use-not-a-duplicate';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// Shown after a click: not in the screen's first scripts.
const MergeLeadsDialog = lazyWithPrefetch(() => import('./merge-leads-dialog').then((m) => m.MergeLeadsDialog));

const until = (iso: string) => new Date(iso).toLocaleString('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * On a lead's page: the leads that look like the same person (Review and merge), and the
 * merges into this lead that can still be undone. Nothing shows when there is neither.
 */
export function LeadDuplicatesBanner({ leadId }: { leadId: string }) {
  const { data } = useLeadDuplicates(leadId);
  const undo = useUndoLeadMerge();
  const [isMerging, setMerging] = useState(false);
  const navigate = useNavigate();
  const notDuplicates = useNotADuplicate();
  if (!data || (!data.group && data.merges.length === 0)) return null;
  const { group, merges } = data;
  // This lead first: it is the one suggested to keep.
  const leads = group
    ? [...group.leads.filter((l) => l.id === leadId), ...group.leads.filter((l) => l.id !== leadId)].slice(0, LEAD_MERGE_MAX)
    : [];

  return (
    <div className="mb-4 grid gap-2">
      {group && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
        >
          <CopyCheck className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            Possible duplicate of {group.leads.length - 1 === 1 ? '1 other lead' : `${group.leads.length - 1} other leads`} (
            {group.reasons.map(reasonText).join(', ')})
          </span>
          <Button
            size="sm"
            variant="outline"
            isLoading={notDuplicates.isPending}
            onClick={() =>
              notDuplicates.markNotDuplicates(
                group.leads.map((l) => l.id),
                group.leads.map((l) => l.name).join(' and '),
              )
            }
          >
            Not a duplicate
          </Button>
          <Button size="sm" onClick={() => setMerging(true)}>
            Review and merge
          </Button>
        </div>
      )}
      {merges.map((merge) => (
        <div key={merge.id} className="flex flex-wrap items-center gap-3 rounded-md border border-border px-4 py-3 text-sm">
          <span className="min-w-0 flex-1">
            Merged with {merge.mergedNames.join(', ')}. You can undo this until {until(merge.undoUntil)}.
          </span>
          <Button
            size="sm"
            variant="outline"
            isLoading={undo.isPending && undo.variables === merge.id}
            onClick={() =>
              undo.mutate(merge.id, {
                onSuccess: () => toast.success(`Merge undone: ${merge.mergedNames.join(', ')} restored`),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            <Undo2 aria-hidden="true" />
            Undo merge
          </Button>
        </div>
      ))}
      {isMerging && leads.length >= 2 && (
        <MergeLeadsDialog
          leads={leads}
          suggestedId={leadId}
          open
          onOpenChange={setMerging}
          // This lead merged into another: its page is gone, the kept lead's is where it lives now.
          onMerged={(merge) => merge.leadId !== leadId && void navigate(`/leads/${merge.leadId}`, { replace: true })}
        />
      )}
    </div>
  );
}
