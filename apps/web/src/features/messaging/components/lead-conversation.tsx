import { useEffect, useRef, useState } from 'react';
import { Mail, MessageSquare } from 'lucide-react';
import type { MessageChannel } from '@porchlight/domain/messaging/message-schemas';
import { Button } from '@/components/ui/button';
import { useEmailStatus } from '@/features/mailboxes/api/get-email-status';
import { useSmsStatus } from '@/features/sms/api/get-sms-status';
import { EmailRequirementModal, SmsRequirementModal } from './requirement-modals';
import { ThreadPane } from './thread-pane';

/** On a lead's page: "Text" and "E-mail", and the same conversation as the inbox shows. */
export function LeadConversation({ leadId }: { leadId: string }) {
  const sms = useSmsStatus();
  const email = useEmailStatus();
  const [channel, setChannel] = useState<MessageChannel | null>(null);
  const [modal, setModal] = useState<'sms' | 'email' | null>(null);
  // A channel pressed before its status has loaded: decided once it has, never told "disabled"
  // for a status not yet known.
  const [pressedEarly, setPressedEarly] = useState<MessageChannel | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  // Each opening asks once for the composer's focus, taken after the commit that shows it (the
  // thread is remounted per channel), not scheduled while rendering.
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (focusAsked > 0) composerRef.current?.focus();
  }, [focusAsked]);
  const isLoading = (c: MessageChannel) => (c === 'sms' ? sms.status : email.status) === 'loading';
  const open = (c: MessageChannel) => {
    if (isLoading(c)) return setPressedEarly(c);
    if (c === 'sms' && !sms.enabled) return setModal('sms');
    if (c === 'email' && (!email.enabled || !email.hasConnectedAccounts)) return setModal('email');
    setChannel(c);
    setFocusAsked((n) => n + 1);
  };
  if (pressedEarly && !isLoading(pressedEarly)) {
    // Adjusted while rendering, as React advises for state that follows other state.
    setPressedEarly(null);
    open(pressedEarly);
  }
  return (
    <section aria-label="Conversation" className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => open('sms')} isLoading={pressedEarly === 'sms'}>
          <MessageSquare aria-hidden="true" />
          Text
        </Button>
        <Button variant="outline" onClick={() => open('email')} isLoading={pressedEarly === 'email'}>
          <Mail aria-hidden="true" />
          E-mail
        </Button>
      </div>
      {/* On a phone the thread takes most of the screen (the composer wraps to several rows there). */}
      <div className="h-[min(40rem,calc(100dvh-6rem))] min-h-[26rem] overflow-hidden rounded-lg border border-border sm:h-[30rem]">
        <ThreadPane key={channel ?? 'default'} ref={composerRef} leadId={leadId} initialChannel={channel ?? undefined} isEmbedded />
      </div>
      <SmsRequirementModal open={modal === 'sms'} onOpenChange={(o) => setModal(o ? 'sms' : null)} />
      <EmailRequirementModal
        open={modal === 'email'}
        onOpenChange={(o) => setModal(o ? 'email' : null)}
        isEnabled={email.enabled}
        onSendAnyway={() => {
          setModal(null);
          setChannel('email');
        }}
      />
    </section>
  );
}
