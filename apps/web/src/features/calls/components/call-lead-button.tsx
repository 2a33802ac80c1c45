import { useState } from 'react';
import { Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// The dialog (its states, the prompt after the call) is not in the first scripts of the screens
// that show the button: the leads list, a lead's page, the inbox.
const CallDialog = lazyWithPrefetch(() => import('./call-dialog').then((m) => m.CallDialog));

/**
 * "Call" on a lead: Porchlight rings the agent's phone, says who is next, and puts them through
 * to the lead from the account's number (the lead never sees the agent's own). Then it asks how
 * the call went.
 */
export function CallLeadButton({
  leadId,
  leadName,
  leadPhone,
  appearance = 'button',
}: {
  leadId: string;
  leadName: string;
  leadPhone: string;
  /** `icon`: a small phone button for a table row or a phone's lead card; `small`: a thread's header. */
  appearance?: 'button' | 'small' | 'icon';
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    // Inside a clickable row or card: a click or key here (the dialog's too, which React passes up
    // its tree through the portal) must not also open the row.
    <span className="contents" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      {appearance === 'icon' ? (
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Call ${leadName}`}
          title={`Call ${leadName}`}
          onClick={() => setIsOpen(true)}
        >
          <Phone aria-hidden="true" />
        </Button>
      ) : (
        <Button
          size={appearance === 'small' ? 'sm' : 'default'}
          variant={appearance === 'small' ? 'outline' : 'default'}
          onClick={() => setIsOpen(true)}
        >
          <Phone aria-hidden="true" />
          Call
        </Button>
      )}
      {isOpen && <CallDialog leadId={leadId} leadName={leadName} leadPhone={leadPhone} onClose={() => setIsOpen(false)} />}
    </span>
  );
}
