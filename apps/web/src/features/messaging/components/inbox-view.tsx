import { useEffect, useRef, type ReactNode } from 'react';
import { Inbox as InboxIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  CONVERSATION_FILTERS,
  MESSAGE_CHANNELS,
  type ConversationFilter,
  type MessageChannel,
} from '@porchlight/domain/messaging/message-schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { InboxSkeleton } from '@/components/ui/inbox-skeleton';
import { SearchInput } from '@/components/ui/search-input';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useConversations, useMarkConversationDone } from '../api/conversations';
import { inboxFilterOf } from '../api/inbox-filter';
import { useMessage } from '../api/get-message';
import { ConversationList } from './conversation-list';
import { NewMessageButton } from './new-message-dialog';
import { ThreadPane, type ThreadPaneProps } from './thread-pane';

const FILTER_LABELS: Record<ConversationFilter, string> = { all: 'All', unread: 'Unread', sms: 'SMS', email: 'E-mail' };
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /inbox: conversations by lead (filters and search in the URL) beside the open thread.
 * Deep link /inbox?message=..&platform=..&search=..&highlight=true opens and highlights the
 * message. Keys: j/k move, r reply, e mark done.
 */
export function InboxView({
  renderCall,
  threadActions,
}: { renderCall?: ThreadPaneProps['renderCall']; threadActions?: (lead: { id: string; name: string }) => ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const filter = inboxFilterOf(params);
  const search = params.get('search') ?? '';
  const linkedMessageId = params.get('message') ?? undefined;
  const linked = useMessage(linkedMessageId);
  const selectedLeadId = params.get('lead') ?? linked.data?.lead_id ?? undefined;
  const highlight = params.get('highlight') === 'true' ? linkedMessageId : undefined;
  // Set by "New message": the composer opens on that channel.
  const startChannel = (MESSAGE_CHANNELS as readonly string[]).includes(params.get('channel') ?? '')
    ? (params.get('channel') as MessageChannel)
    : undefined;
  const conversations = useConversations(filter, search);
  const markDone = useMarkConversationDone();
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  // Opening a thread on a phone scrolls the page header and banners away: the thread is the screen.
  useEffect(() => {
    if (selectedLeadId && window.matchMedia?.('(max-width: 767px)').matches) paneRef.current?.scrollIntoView?.({ block: 'start' });
  }, [selectedLeadId, conversations.isSuccess]);

  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const select = (leadId: string) => update({ lead: leadId, message: undefined, highlight: undefined, channel: undefined });
  const startConversation = (leadId: string, channel: MessageChannel) => {
    update({ lead: leadId, message: undefined, highlight: undefined, channel });
  };

  const list = conversations.data?.conversations ?? [];
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.metaKey || e.ctrlKey || e.altKey || isTyping(e.target) || document.querySelector('[role="dialog"]')) return;
      const index = list.findIndex((c) => c.lead_id === selectedLeadId);
      if (e.key === 'j' || e.key === 'k') {
        const next = list[Math.min(list.length - 1, Math.max(0, index + (e.key === 'j' ? 1 : -1)))];
        if (next) select(next.lead_id);
      } else if (e.key === 'r' && selectedLeadId) {
        e.preventDefault();
        composerRef.current?.focus();
      } else if (e.key === 'e' && selectedLeadId) {
        markDone.mutate({ leadId: selectedLeadId, done: true });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (conversations.isPending) return <InboxSkeleton label="Loading conversations" />;
  if (conversations.isError)
    return (
      <ErrorState
        title="Could not load your conversations"
        message={messageOf(conversations.error)}
        onRetry={() => void conversations.refetch()}
      />
    );

  return (
    <div
      ref={paneRef}
      className={cn(
        'grid min-h-[28rem] scroll-mt-16 overflow-hidden rounded-lg border border-border md:h-[calc(100dvh-9rem)] md:grid-cols-[20rem_1fr]',
        // On a phone an open thread fills the screen below the top bar, the composer at the bottom.
        selectedLeadId ? 'h-[calc(100dvh-4.5rem)]' : 'h-[calc(100dvh-9rem)]',
      )}
    >
      <div className={cn('flex min-h-0 flex-col border-border md:border-r', selectedLeadId && 'hidden md:flex')}>
        <div className="grid gap-2 border-b border-border p-3">
          <div className="flex items-start justify-between gap-2">
            <div role="group" aria-label="Filter conversations" className="flex flex-wrap gap-1.5">
              {CONVERSATION_FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={filter === f}
                  onClick={() => update({ filter: f === 'all' ? undefined : f, platform: undefined })}
                  className={cn(
                    'rounded-full border px-3 py-1 text-xs font-medium',
                    filter === f
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border text-muted-foreground hover:text-foreground',
                  )}
                >
                  {FILTER_LABELS[f]}
                  {f === 'unread' && conversations.data.unread_total > 0 ? ` (${conversations.data.unread_total})` : ''}
                </button>
              ))}
            </div>
            <NewMessageButton onStart={startConversation} />
          </div>
          <SearchInput
            value={search}
            onSearch={(v) => update({ search: v || undefined })}
            label="Search conversations"
            placeholder="Search conversations"
          />
        </div>
        {list.length === 0 ? (
          <EmptyState
            icon={InboxIcon}
            title={search || filter !== 'all' ? 'No conversations match' : 'No messages yet'}
            description={
              search || filter !== 'all'
                ? 'Try another filter or search.'
                : 'Start one with New message, or text or e-mail a lead from their page. Their replies appear here.'
            }
          />
        ) : (
          <div className="min-h-0 flex-1">
            <ConversationList conversations={list} selectedLeadId={selectedLeadId} onSelect={select} />
          </div>
        )}
      </div>
      <div className={cn('min-h-0', !selectedLeadId && 'hidden md:block')}>
        {selectedLeadId ? (
          <ThreadPane
            key={`${selectedLeadId}-${startChannel ?? ''}`}
            ref={composerRef}
            leadId={selectedLeadId}
            highlightMessageId={highlight}
            initialChannel={startChannel}
            renderCall={renderCall}
            headerActions={
              <div className="flex gap-2">
                <Button size="sm" variant="outline" className="md:hidden" onClick={() => update({ lead: undefined, message: undefined })}>
                  Back
                </Button>
                {/* Other features' actions on the thread's lead (the app's inbox route composes them). */}
                {threadActions?.({ id: selectedLeadId, name: list.find((c) => c.lead_id === selectedLeadId)?.lead_name ?? 'this lead' })}
                <Button
                  size="sm"
                  variant="outline"
                  isLoading={markDone.isPending}
                  onClick={() => markDone.mutate({ leadId: selectedLeadId, done: true })}
                >
                  Mark done
                </Button>
              </div>
            }
          />
        ) : (
          <p className="grid h-full place-items-center p-6 text-sm text-muted-foreground">
            Choose a conversation. Keys: j/k to move, r to reply, e to mark done.
          </p>
        )}
      </div>
    </div>
  );
}
