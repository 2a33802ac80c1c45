import type { BulkSample, MessageChannel } from '@porchlight/domain/messaging/message-schemas';
import { bulkSegmentCost } from '@porchlight/domain/messaging/sms-segments';

/** Whether a message already names the attached property through its merge fields. */
export const usesPropertyFields = (text: string) => /\{\{\s*property\./.test(text);

/**
 * The bulk preview's message: one recipient's own copy as the server filled it (their name, the
 * property), never the raw {{…}}; the typed text only when no one can receive it.
 */
export function BulkSamplePreview({
  channel,
  sample,
  subject,
  body,
}: {
  channel: MessageChannel;
  sample: BulkSample | null;
  subject: string;
  body: string;
}) {
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs text-muted-foreground">{sample ? `What ${sample.lead_name} will get:` : 'Your message:'}</figcaption>
      <div
        aria-label="Message preview"
        className="max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-border bg-muted/40 p-2 text-sm"
      >
        {channel === 'email' && <p className="font-medium">{sample ? sample.subject : subject}</p>}
        {sample ? sample.body : body}
      </div>
    </figure>
  );
}

/** What a bulk text costs in segments: per text, and times the recipients (what the provider bills). */
export function SegmentCost({ body, recipients }: { body: string; recipients: number }) {
  const cost = bulkSegmentCost(body, recipients);
  return (
    <p
      role={cost.segments > 1 ? 'alert' : undefined}
      className={cost.segments > 1 ? 'text-sm font-medium text-amber-700 dark:text-amber-300' : 'text-xs text-muted-foreground'}
    >
      {cost.words}
    </p>
  );
}
