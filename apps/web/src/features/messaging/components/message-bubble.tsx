import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import type { MessageResponse } from '@porchlight/domain/messaging/message-schemas';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const STATUS_LABEL: Record<MessageResponse['status'], string> = {
  scheduled: 'Scheduled',
  queued: 'Sending',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  received: 'Received',
  canceled: 'Not sent',
};

export function MessageBubble({ message, isHighlighted, onRetry }: { message: MessageResponse; isHighlighted: boolean; onRetry: (id: string) => void }) {
  const isOut = message.direction === 'outbound';
  const when = message.status === 'scheduled' && message.send_at ? `Scheduled for ${new Date(message.send_at).toLocaleString()}` : formatRelativeTime(message.sent_at ?? message.created_at);
  return (
    <li id={`message-${message.id}`} data-highlighted={isHighlighted || undefined} className={cn('flex', isOut ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%] rounded-lg px-3 py-2 text-sm sm:max-w-[70%]', isOut ? 'bg-primary text-primary-foreground' : 'bg-muted', isHighlighted && 'ring-2 ring-amber-400 ring-offset-2')}>
        <p className="mb-0.5 text-xs opacity-80">{message.channel === 'sms' ? 'SMS' : 'E-mail'}{message.subject ? ` · ${message.subject}` : ''}</p>
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
        <p className="mt-1 flex items-center gap-1 text-xs opacity-80">
          {isOut && message.status === 'delivered' && <CheckCheck className="size-3" aria-hidden="true" />}
          {isOut && message.status === 'sent' && <Check className="size-3" aria-hidden="true" />}
          {isOut && ['queued', 'sending', 'scheduled'].includes(message.status) && <Clock className="size-3" aria-hidden="true" />}
          {message.status === 'failed' && <AlertCircle className="size-3" aria-hidden="true" />}
          <span>{isOut ? `${STATUS_LABEL[message.status]} · ` : ''}{when}</span>
        </p>
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
