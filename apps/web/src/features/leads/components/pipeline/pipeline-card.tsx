import type { KeyboardEventHandler, PointerEventHandler, ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CalendarDays, GripVertical, History } from 'lucide-react';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import type { PipelineLeadResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { cn } from '@/lib/cn';
import { LeadStatusBadge } from '../lead-badges';
import { formatCloseDate, lastTouchLabel } from './pipeline-format';
import { displayPhone } from '@porchlight/domain/leads/phone-display';

/** Another feature's action on a card's lead (booking an appointment), composed by the route. */
export type PipelineCardActions = (lead: { id: string; name: string }) => ReactNode;
type PipelineCardProps = { lead: PipelineLeadResponse; onOpen: (leadId: string) => void };

/** What a lead on the board shows; the whole card drags by mouse, the grip by keyboard (Space, arrows, Space). */
export function PipelineCard({ lead, onOpen, cardActions }: PipelineCardProps & { cardActions?: PipelineCardActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: lead.id,
    data: { stageId: lead.stageId },
    attributes: { roleDescription: 'draggable lead' },
  });
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  return (
    <li ref={setNodeRef} onPointerDown={onPointerDown} className={cn('list-none', isDragging && 'opacity-40')}>
      <PipelineCardBody lead={lead} onOpen={onOpen}>
        <div className="flex shrink-0 items-center gap-0.5">
          {cardActions?.({ id: lead.id, name: lead.name })}
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
        </div>
      </PipelineCardBody>
    </li>
  );
}

/** The card's face, also drawn under the pointer while it is dragged. */
export function PipelineCardBody({ lead, onOpen, children }: PipelineCardProps & { children?: ReactNode }) {
  const reach = [lead.phone, lead.source].filter(Boolean);
  const hasDealValue = lead.dealValue !== null && lead.dealValue > 0;
  return (
    <div className="grid gap-1.5 rounded-md border border-border bg-card p-3 text-sm shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <button type="button" className="min-w-0 text-left font-medium hover:underline" onClick={() => onOpen(lead.id)}>
          <span className="line-clamp-2 break-words">{lead.name}</span>
        </button>
        {children}
      </div>
      {reach.length > 0 && (
        <p className="flex min-w-0 flex-wrap gap-x-2 text-xs text-muted-foreground">
          {lead.phone && (
            // A tap on a phone calls; the card still drags from anywhere else.
            <a
              href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
              className="whitespace-nowrap text-foreground hover:underline"
              onClick={(e) => e.stopPropagation()}
            >
              {displayPhone(lead.phone)}
            </a>
          )}
          {lead.source && (
            <span className="truncate">
              <span className="sr-only">Source </span>
              {lead.source}
            </span>
          )}
        </p>
      )}
      {/* Only what the lead has: a card with no status, deal or close date shows no bare "—" line. */}
      {(lead.status || hasDealValue || lead.expectedCloseDate) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {lead.status && <LeadStatusBadge status={lead.status} />}
          {hasDealValue && <span className="font-medium text-foreground">{formatMoney(lead.dealValue!)}</span>}
          {lead.expectedCloseDate && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Expected close </span>
              {formatCloseDate(lead.expectedCloseDate)}
            </span>
          )}
        </div>
      )}
      {lead.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {lead.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="max-w-full truncate rounded bg-muted px-1.5 py-0.5 text-xs">
              {tag}
            </li>
          ))}
          {lead.tags.length > 3 && <li className="text-xs text-muted-foreground">+{lead.tags.length - 3}</li>}
        </ul>
      )}
      <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <History className="size-3.5" aria-hidden="true" />
        {lastTouchLabel(lead.lastTouchAt)}
      </p>
    </div>
  );
}
