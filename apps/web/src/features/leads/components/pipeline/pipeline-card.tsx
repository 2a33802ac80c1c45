import type { KeyboardEventHandler, PointerEventHandler, ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CalendarDays, GripVertical } from 'lucide-react';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import type { PipelineLeadResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { cn } from '@/lib/cn';
import { LeadStatusBadge } from '../lead-badges';
import { formatCloseDate } from './pipeline-format';

type PipelineCardProps = { lead: PipelineLeadResponse; onOpen: (leadId: string) => void };

/** What a lead on the board shows; the whole card drags by mouse, the grip by keyboard (Space, arrows, Space). */
export function PipelineCard({ lead, onOpen }: PipelineCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({ id: lead.id, data: { stageId: lead.stageId }, attributes: { roleDescription: 'draggable lead' } });
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  return (
    <li ref={setNodeRef} onPointerDown={onPointerDown} className={cn('list-none', isDragging && 'opacity-40')}>
      <PipelineCardBody lead={lead} onOpen={onOpen}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          onKeyDown={onKeyDown}
          aria-label={`Move ${lead.name}`}
          className="-mr-1 cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      </PipelineCardBody>
    </li>
  );
}

/** The card's face, also drawn under the pointer while it is dragged. */
export function PipelineCardBody({ lead, onOpen, children }: PipelineCardProps & { children?: ReactNode }) {
  return (
    <div className="grid gap-2 rounded-md border border-border bg-card p-3 text-sm shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <button type="button" className="min-w-0 text-left font-medium hover:underline" onClick={() => onOpen(lead.id)}>
          <span className="line-clamp-2 break-words">{lead.name}</span>
        </button>
        {children}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <LeadStatusBadge status={lead.status} />
        {lead.dealValue !== null && lead.dealValue > 0 && <span className="font-medium text-foreground">{formatMoney(lead.dealValue)}</span>}
        {lead.expectedCloseDate && (
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Expected close </span>
            {formatCloseDate(lead.expectedCloseDate)}
          </span>
        )}
      </div>
    </div>
  );
}
