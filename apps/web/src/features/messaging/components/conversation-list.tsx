import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Mail, MessageSquare } from 'lucide-react';
import type { ConversationResponse } from '@porchlight/domain/messaging/message-schemas';
import { conversationPreview } from '@porchlight/domain/messaging/delivery-words';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { cn } from '@/lib/cn';

const ROW_HEIGHT = 72;
/** Like the lead and property tables: past 200 rows only the rows on screen are rendered. */
export const VIRTUALIZE_AFTER = 200;

type ConversationListProps = {
  conversations: ConversationResponse[];
  selectedLeadId: string | undefined;
  onSelect: (leadId: string) => void;
};

/** Conversations by lead, newest first; only the rows on screen are rendered (10,000 scroll smoothly). */
export function ConversationList({ conversations, selectedLeadId, onSelect }: ConversationListProps) {
  const parentRef = useRef<HTMLDivElement>(null);
  const isVirtual = conversations.length > VIRTUALIZE_AFTER;
  const virtualizer = useVirtualizer({
    count: isVirtual ? conversations.length : 0,
    getScrollElement: () => parentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 320, height: 600 },
  });
  const selectedIndex = conversations.findIndex((c) => c.lead_id === selectedLeadId);
  useEffect(() => {
    if (isVirtual && selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    else if (selectedLeadId) document.getElementById(`conversation-${selectedLeadId}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [isVirtual, selectedIndex, selectedLeadId, virtualizer]);
  const rows = isVirtual
    ? virtualizer.getVirtualItems()
    : conversations.map((_, index) => ({ index, size: ROW_HEIGHT, start: index * ROW_HEIGHT }));
  const totalSize = isVirtual ? virtualizer.getTotalSize() : conversations.length * ROW_HEIGHT;

  return (
    <div
      ref={parentRef}
      className="h-full overflow-y-auto"
      role="listbox"
      aria-label="Conversations"
      aria-activedescendant={selectedLeadId ? `conversation-${selectedLeadId}` : undefined}
    >
      <div style={{ height: totalSize, position: 'relative' }}>
        {rows.map((row) => {
          const c = conversations[row.index]!;
          const isSelected = c.lead_id === selectedLeadId;
          const Icon = c.last_message.channel === 'sms' ? MessageSquare : Mail;
          return (
            <div
              key={c.lead_id}
              id={`conversation-${c.lead_id}`}
              role="option"
              aria-selected={isSelected}
              tabIndex={-1}
              onClick={() => onSelect(c.lead_id)}
              className={cn(
                'absolute left-0 top-0 flex w-full cursor-pointer gap-3 border-b border-border px-3 py-2.5 text-left hover:bg-muted',
                isSelected && 'bg-accent',
                c.done && 'opacity-60',
              )}
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              <div className="min-w-0 flex-1">
                <div className="flex items-center justify-between gap-2">
                  <span className={cn('truncate text-sm', c.unread_count > 0 ? 'font-semibold' : 'font-medium')}>{c.lead_name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatRelativeTime(c.last_message.created_at)}</span>
                </div>
                <div className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Icon className="size-3.5 shrink-0" aria-label={c.last_message.channel === 'sms' ? 'SMS' : 'E-mail'} />
                  <span className="truncate">{conversationPreview(c.last_message)}</span>
                  {c.unread_count > 0 && (
                    <span
                      className="ml-auto shrink-0 rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                      aria-label={`${c.unread_count} unread`}
                    >
                      {c.unread_count}
                    </span>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
