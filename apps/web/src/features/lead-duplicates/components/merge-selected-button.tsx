import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Merge } from 'lucide-react';
import type { DuplicateLeadResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { LEAD_MERGE_MAX, LEAD_MERGE_MIN } from '@porchlight/domain/lead-duplicates/merge-values';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getMergeCandidatesQueryOptions } from '../api/get-merge-candidates';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// Shown after a click: not in the screen's first scripts.
const MergeLeadsDialog = lazyWithPrefetch(() => import('./merge-leads-dialog').then((m) => m.MergeLeadsDialog));

/** The leads table's bulk action: merge the 2 to 10 leads the agent ticked, the same way as a duplicate group. */
export function MergeSelectedButton({
  ids,
  onMerged,
}: {
  ids: string[];
  /** The table's selection is cleared: the merged leads are gone. */ onMerged?: () => void;
}) {
  const queryClient = useQueryClient();
  const [leads, setLeads] = useState<DuplicateLeadResponse[] | null>(null);
  const [isLoading, setLoading] = useState(false);
  if (ids.length < LEAD_MERGE_MIN || ids.length > LEAD_MERGE_MAX) return null;

  const handleOpen = async () => {
    setLoading(true);
    try {
      setLeads((await queryClient.fetchQuery(getMergeCandidatesQueryOptions(ids))).leads);
    } catch (error) {
      toast.error('The leads could not be loaded for merging', { description: messageOf(error) });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void handleOpen()} isLoading={isLoading}>
        <Merge aria-hidden="true" />
        Merge
      </Button>
      {leads && (
        <MergeLeadsDialog
          key={leads.map((l) => l.id).join()}
          leads={leads}
          open
          onOpenChange={(open) => !open && setLeads(null)}
          onMerged={() => onMerged?.()}
        />
      )}
    </>
  );
}
