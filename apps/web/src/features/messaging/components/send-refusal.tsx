import { AlertCircle, X } from 'lucide-react';
import { Link } from 'react-router';
import { wayOutOf } from '@porchlight/domain/messaging/delivery-words';

/**
 * Why the server refused a send, inline in the composer above the draft it keeps, with the
 * settings page that fixes it when the reason names one (issue 46: not a passing toast).
 */
export function SendRefusal({ reason, onDismiss }: { reason: string; onDismiss: () => void }) {
  const way = wayOutOf(reason);
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm">
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">Not sent: </span>
        {reason}{' '}
        {way && (
          <Link to={way.href} className="font-medium text-primary underline underline-offset-2">
            {way.label}
          </Link>
        )}
        <span className="block text-xs text-muted-foreground">Your message is still here.</span>
      </p>
      <button type="button" aria-label="Dismiss" className="text-muted-foreground hover:text-foreground" onClick={onDismiss}>
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
