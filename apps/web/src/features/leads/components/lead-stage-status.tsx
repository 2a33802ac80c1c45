import { useId } from 'react';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from '@porchlight/domain/leads/lead-status';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { NativeSelect } from '@/components/ui/native-select';
import { usePipeline } from '../api/get-pipeline';
import { useUpdateLeadInPlace } from '../api/update-lead-in-place';

/**
 * The lead's status and pipeline stage, changed where they are read (no edit form): each choice
 * saves at once and goes back, with a toast, if it cannot be saved.
 */
export function LeadStageStatus({ lead }: { lead: LeadResponse }) {
  const pipeline = usePipeline();
  const update = useUpdateLeadInPlace(lead.id);
  const id = useId();
  const stages = pipeline.data?.stages ?? [];

  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end sm:gap-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-status`} className="text-xs text-muted-foreground">
          Status
        </label>
        <NativeSelect
          id={`${id}-status`}
          className="sm:w-36"
          value={lead.status ?? ''}
          onChange={(e) => update.mutate({ status: isLeadStatus(e.target.value) ? e.target.value : null })}
        >
          <option value="">No status</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Until the stages load (or if they cannot), the stage's name stands alone. */}
      {stages.length > 0 ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-stage`} className="text-xs text-muted-foreground">
            Stage
          </label>
          <NativeSelect
            id={`${id}-stage`}
            className="sm:w-44"
            value={lead.stageId ?? ''}
            onChange={(e) => {
              const stage = stages.find((s) => s.id === e.target.value);
              if (stage) update.mutate({ stageId: stage.id, stageName: stage.name });
            }}
          >
            {!lead.stageId && <option value="">No stage</option>}
            {stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : (
        lead.stageName && (
          <p className="grid gap-1 text-sm">
            <span className="text-xs text-muted-foreground">Stage</span>
            {lead.stageName}
          </p>
        )
      )}
    </div>
  );
}
