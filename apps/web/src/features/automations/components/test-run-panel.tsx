import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { useTestRun } from '../api/flows';
import { LeadPicker } from '@/components/lead-picker/lead-picker';

/** What each saved step would do for a chosen lead now; nothing is sent or changed. */
export function TestRunPanel({ flowId, hasUnsavedChanges }: { flowId: string; hasUnsavedChanges: boolean }) {
  const [leadId, setLeadId] = useState<string[]>([]);
  const test = useTestRun(flowId);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <div className="grid content-start gap-3">
        <LeadPicker label="Test on lead" selected={leadId} onChange={setLeadId} />
        {hasUnsavedChanges && (
          <p className="text-sm text-muted-foreground">The test uses the saved steps: save your changes to test them.</p>
        )}
        <Button
          className="justify-self-start"
          disabled={leadId.length === 0}
          isLoading={test.isPending}
          onClick={() => test.mutate(leadId[0]!)}
        >
          Run test
        </Button>
      </div>
      <div aria-live="polite">
        {test.isError && (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(test.error)}
          </p>
        )}
        {test.data && (
          <ol className="grid gap-2" aria-label="Test run">
            {test.data.steps.length === 0 && <li className="text-sm text-muted-foreground">The flow has no steps.</li>}
            {test.data.steps.map((s) => (
              <li key={s.index} className="rounded-lg border bg-card px-3 py-2">
                <p className="text-xs text-muted-foreground">
                  Step {s.index + 1}: {s.description}
                </p>
                <p className="text-sm">{s.outcome}</p>
              </li>
            ))}
          </ol>
        )}
        {!test.data && !test.isError && (
          <p className="text-sm text-muted-foreground">Pick a lead and run the test to see what each step would do. Nothing is sent.</p>
        )}
      </div>
    </div>
  );
}
