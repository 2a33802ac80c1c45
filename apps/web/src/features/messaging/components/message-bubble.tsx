import { AlertCircle, Archive, Check, CheckCheck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageResponse } from '@porchlight/domain/messaging/message-schemas';
import { KEPT_REASONS, MESSAGE_STATUS_LABELS } from '@porchlight/domain/messaging/delivery-words';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const STATUS_LABEL = MESSAGE_STATUS_LABELS;

/**
 * Colours by who wrote it and where it is: the agent's sent messages in the brand colour, a
 * lead's reply a plain card (a reply is good news, never the colour of an error), a message only
 * kept here outlined (it never left), a failed one in the error colour.
 */
function bubbleClass(message: MessageResponse) {
  if (message.direction === 'inbound') return 'border border-border bg-card text-card-foreground';
  if (message.status === 'failed') return 'border border-destructive/40 bg-destructive/10 text-foreground';
  if (message.status === 'kept') return 'border border-dashed border-primary/60 bg-primary/5 text-foreground';
  return 'bg-primary text-primary-foreground';
}

export function MessageBubble({
  message,
  isHighlighted,
  onRetry,
}: {
  message: MessageResponse;
  isHighlighted: boolean;
  onRetry: (id: string) => void;
}) {
  const isOut = message.direction === 'outbound';
  const when =
    message.status === 'scheduled' && message.send_at
      ? `Scheduled for ${new Date(message.send_at).toLocaleString()}`
      : formatRelativeTime(message.sent_at ?? message.created_at);
  const kept = message.status === 'kept' ? KEPT_REASONS[message.channel] : undefined;
  return (
    <li
      id={`message-${message.id}`}
      data-highlighted={isHighlighted || undefined}
      data-status={message.status}
      className={cn('flex', isOut ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm sm:max-w-[70%]',
          bubbleClass(message),
          isHighlighted && 'ring-2 ring-primary ring-offset-2',
        )}
      >
        <p className="mb-0.5 text-xs opacity-80">
          {message.channel === 'sms' ? 'SMS' : 'E-mail'}
          {message.subject ? ` · ${message.subject}` : ''}
        </p>
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
        <p className="mt-1 flex items-center gap-1 text-xs opacity-80">
          {isOut && message.status === 'delivered' && <CheckCheck className="size-3" aria-hidden="true" />}
          {isOut && message.status === 'sent' && <Check className="size-3" aria-hidden="true" />}
          {isOut && message.status === 'kept' && <Archive className="size-3" aria-hidden="true" />}
          {isOut && ['queued', 'sending', 'scheduled'].includes(message.status) && <Clock className="size-3" aria-hidden="true" />}
          {message.status === 'failed' && <AlertCircle className="size-3" aria-hidden="true" />}
          <span>
            {isOut ? `${STATUS_LABEL[message.status]} · ` : ''}
            {when}
          </span>
        </p>
        {kept && (
          <p className="mt-1 text-xs">
            {kept.text}{' '}
            <Link to={kept.href} className="font-medium text-primary underline underline-offset-2">
              {kept.action}
            </Link>
          </p>
        )}
        {message.status === 'failed' && (
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            {message.error && <span>{message.error}</span>}
            <Button size="sm" variant="secondary" onClick={() => onRetry(message.id)}>
              Retry
            </Button>
          </div>
        )}
        {message.status === 'canceled' && message.error && <p className="mt-1 text-xs">{message.error}</p>}
      </div>
    </li>
  );
}
