import { forwardRef, useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import type { MessageChannel } from '@porchlight/domain/messaging/message-schemas';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useMarkConversationRead, useThread } from '../api/conversations';
import { useRetryMessage } from '../api/send-message';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { displayPhone } from '@porchlight/domain/leads/phone-display';

export type ThreadPaneProps = {
  leadId: string;
  highlightMessageId?: string;
  initialChannel?: MessageChannel;
  headerActions?: React.ReactNode;
  /** Click to call the lead (the calls feature, composed by the route), for a lead with a phone. */
  renderCall?: (lead: { id: string; name: string; phone: string }) => React.ReactNode;
  /** On the lead's own page, whose title already names the lead: the pane's heading is "Messages". */
  isEmbedded?: boolean;
};

/** One lead's conversation: both channels interleaved, delivery status per message, and the composer. */
export const ThreadPane = forwardRef<HTMLTextAreaElement, ThreadPaneProps>(function ThreadPane(
  { leadId, highlightMessageId, initialChannel, headerActions, renderCall, isEmbedded = false },
  composerRef,
) {
  const thread = useThread(leadId);
  const markRead = useMarkConversationRead();
  const retry = useRetryMessage();
  const regionRef = useRef<HTMLDivElement>(null);
  const unread = thread.data?.messages.filter((m) => m.direction === 'inbound' && !m.read_at).length ?? 0;
  const { mutate: markReadNow } = markRead;

  useEffect(() => {
    if (unread > 0) markReadNow(leadId);
  }, [leadId, unread, markReadNow]);

  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (highlightMessageId) return document.getElementById(`message-${highlightMessageId}`)?.scrollIntoView?.({ block: 'center' });
    // The newest message at the bottom of the thread, scrolling the thread alone: scrolling an
    // element into view moved the page too, and on a phone pushed the composer off the screen.
    const region = regionRef.current;
    if (region) region.scrollTop = region.scrollHeight;
  }, [count, highlightMessageId]);

  if (thread.isPending) {
    return (
      <div role="status" className="grid gap-3 p-4">
        <span className="sr-only">Loading conversation</span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="ml-auto h-16 w-2/3" />
      </div>
    );
  }
  if (thread.isError)
    return <ErrorState title="Could not load the conversation" message={messageOf(thread.error)} onRetry={() => void thread.refetch()} />;
  const { lead, messages } = thread.data;
  return (
    <section aria-label={`Conversation with ${lead.name}`} className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border p-3">
        <div className="min-w-0">
          {isEmbedded ? <h3 className="truncate font-semibold">Messages</h3> : <h2 className="truncate font-semibold">{lead.name}</h2>}
          <p className="truncate text-xs text-muted-foreground">
            {[displayPhone(lead.phone), lead.email].filter(Boolean).join(' · ') || 'No phone or e-mail'}
            {lead.sms_opted_out ? ' · Opted out of texts (STOP)' : ''}
            {lead.email_unsubscribed ? ' · Unsubscribed from e-mail' : ''}
          </p>
        </div>
        {(headerActions || (renderCall && lead.phone)) && (
          <div className="flex flex-wrap gap-2">
            {lead.phone && renderCall?.({ id: lead.id, name: lead.name, phone: lead.phone })}
            {headerActions}
          </div>
        )}
      </header>
      {/* Focusable, so a keyboard can scroll a long thread (it scrolls inside the lead page too). */}
      <div
        ref={regionRef}
        className="min-h-0 flex-1 overflow-y-auto p-3"
        tabIndex={0}
        role="region"
        aria-label={`Messages with ${lead.name}`}
      >
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">No messages with {lead.name} yet. Write the first one below.</p>
        ) : (
          <ol className="grid gap-2" aria-label="Messages">
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                isHighlighted={m.id === highlightMessageId}
                onRetry={(id) => retry.mutate(id, { onError: (e) => toast.error(messageOf(e, 'Could not retry')) })}
              />
            ))}
          </ol>
        )}
      </div>
      <Composer key={lead.id} ref={composerRef} lead={lead} initialChannel={initialChannel} />
    </section>
  );
});
