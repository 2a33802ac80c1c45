import { Mail, MessageSquare } from 'lucide-react';
import type { MessageChannel } from '@porchlight/domain/messaging/message-schemas';
import { cn } from '@/lib/cn';

/** "Send by": SMS or e-mail, as a two-button radio group (the composer and the bulk dialog). */
export function ChannelPicker({ channel, onChange }: { channel: MessageChannel; onChange: (channel: MessageChannel) => void }) {
  return (
    <div role="radiogroup" aria-label="Send by" className="inline-flex rounded-md border border-border p-0.5">
      {(['sms', 'email'] as const).map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={channel === c}
          onClick={() => onChange(c)}
          className={cn(
            'inline-flex items-center gap-1 rounded px-2.5 py-1 text-sm',
            channel === c ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {c === 'sms' ? <MessageSquare className="size-3.5" aria-hidden="true" /> : <Mail className="size-3.5" aria-hidden="true" />}
          {c === 'sms' ? 'SMS' : 'E-mail'}
        </button>
      ))}
    </div>
  );
}
