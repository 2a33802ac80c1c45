import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type ModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Spec 000 §4: an action that needs SMS while it is off opens this, with the way to fix it. */
export function SmsRequirementModal({ open, onOpenChange }: ModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>SMS messaging disabled</DialogTitle>
          <DialogDescription>
            Please enable SMS in Notifications to send text messages. Turning it on gives you a texting number of your own.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button asChild>
            <Link to="/settings?tab=notifications">Go to Notifications</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Spec 001 §4: opens when e-mail is off or no mailbox is connected. Without a mailbox the app's
 * own mail can still send (replies then go to the agent's own inbox), so "Send anyway" is offered.
 */
export function EmailRequirementModal({
  open,
  onOpenChange,
  isEnabled,
  onSendAnyway,
}: ModalProps & { isEnabled: boolean; onSendAnyway?: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEnabled ? 'Connect your e-mail account' : 'E-mail is turned off'}</DialogTitle>
          <DialogDescription>
            {isEnabled
              ? "Connect the mailbox you already use, so e-mails come from your address and leads' replies appear in your inbox here."
              : 'E-mail to leads is turned off. Turn it on in Settings > Notifications to send e-mail.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {isEnabled && onSendAnyway && (
            <Button variant="outline" onClick={onSendAnyway}>
              Send from Porchlight instead
            </Button>
          )}
          <Button asChild>
            <Link to={isEnabled ? '/settings?tab=accounts' : '/settings?tab=notifications'}>
              {isEnabled ? 'Connect e-mail account' : 'Go to Notifications'}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
