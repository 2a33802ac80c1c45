import { useState } from 'react';
import { Link } from 'react-router';
import type { DuplicateGroupResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { LEAD_MERGE_MAX } from '@porchlight/domain/lead-duplicates/merge-values';
import { displayPhone } from '@porchlight/domain/leads/phone-display';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useNotADuplicate } from './use-not-a-duplicate';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// Shown after a click: not in the screen's first scripts.
const MergeLeadsDialog = lazyWithPrefetch(() => import('./merge-leads-dialog').then((m) => m.MergeLeadsDialog));

/** Why the leads look like one person, in the agent's words. */
export const reasonText = (reason: DuplicateGroupResponse['reasons'][number]) =>
  reason.kind === 'email'
    ? `Same e-mail ${reason.value}`
    : // A phone key is its digits without the country code: a US number reads as one.
      `Same phone ${reason.value.length === 10 ? displayPhone(`+1${reason.value}`) : reason.value} and name`;

/** One group of likely duplicates: its leads (up to 10 ticked for the merge), Review and merge, and Not a duplicate. */
export function DuplicateGroupCard({ group }: { group: DuplicateGroupResponse }) {
  const [selected, setSelected] = useState(() => new Set(group.leads.slice(0, LEAD_MERGE_MAX).map((l) => l.id)));
  const [isMerging, setMerging] = useState(false);
  const chosen = group.leads.filter((l) => selected.has(l.id));
  const title = `${group.leads[0]!.name} and ${group.leads.length - 1} more`;
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const notDuplicates = useNotADuplicate();

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{group.reasons.map(reasonText).join(' · ')}</p>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {group.leads.map((lead) => {
            const checkboxId = `dup-${lead.id}`;
            const isFull = !selected.has(lead.id) && selected.size >= LEAD_MERGE_MAX;
            return (
              <li key={lead.id} className="flex min-w-0 items-start gap-3">
                <Checkbox
                  id={checkboxId}
                  className="mt-1"
                  checked={selected.has(lead.id)}
                  disabled={isFull}
                  onCheckedChange={(on) => toggle(lead.id, on === true)}
                  aria-label={`Include ${lead.name}`}
                />
                <div className="min-w-0 text-sm">
                  <Link to={`/leads/${lead.id}`} className="font-medium hover:underline">
                    {lead.name}
                  </Link>
                  <p className="truncate text-muted-foreground">
                    {[lead.email, displayPhone(lead.phone), lead.stageName, `added ${new Date(lead.createdAt).toLocaleDateString('en-US')}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => setMerging(true)} disabled={chosen.length < 2}>
            Review and merge
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              notDuplicates.markNotDuplicates(
                group.leads.map((l) => l.id),
                title,
              )
            }
            isLoading={notDuplicates.isPending}
          >
            Not a duplicate
          </Button>
          {group.leads.length > LEAD_MERGE_MAX && (
            <span className="text-sm text-muted-foreground">Up to {LEAD_MERGE_MAX} leads merge at once.</span>
          )}
        </div>
      </CardContent>
      {isMerging && <MergeLeadsDialog leads={chosen} open onOpenChange={setMerging} />}
    </Card>
  );
}
