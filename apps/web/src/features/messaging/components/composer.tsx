import { forwardRef, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Send, X } from 'lucide-react';
import { leadTimeZone, smsSendWindow } from '@porchlight/domain/messaging/send-window';
import { renderTemplate, type MergeContext } from '@porchlight/domain/messaging/merge-fields';
import { appendPropertyCard, cardAddress, propertyMergeFields, switchPropertyCard } from '@porchlight/domain/messaging/property-card';
import { countSegments, describeSegments } from '@porchlight/domain/messaging/sms-segments';
import type { MessageChannel, ThreadResponse } from '@porchlight/domain/messaging/message-schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { EMAIL_NOT_VERIFIED_CODE } from '@porchlight/domain/messaging/email-verification';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { isApiError, messageOf } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session-store';
import { ChannelPicker } from './channel-picker';
import { useEmailStatus } from '@/features/mailboxes/api/get-email-status';
import { useSmsStatus } from '@/features/sms/api/get-sms-status';
import { useSendMessage } from '../api/send-message';
import { useTemplates } from '@/features/message-templates/api/templates';
import { PropertyCardPicker, type AttachedProperty } from './property-card-picker';
import { SendRefusal } from './send-refusal';
import { EmailRequirementModal, SmsRequirementModal } from './requirement-modals';

type ComposerProps = { lead: ThreadResponse['lead']; initialChannel?: MessageChannel };

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Write to a lead by SMS or e-mail: templates with merge fields, segments while typing, send later, quiet hours. */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer({ lead, initialChannel }, ref) {
  const agent = useSessionUser();
  const sms = useSmsStatus();
  const email = useEmailStatus();
  const templates = useTemplates();
  const send = useSendMessage();
  const [channel, setChannel] = useState<MessageChannel>(initialChannel ?? (lead.phone ? 'sms' : 'email'));
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [property, setProperty] = useState<AttachedProperty | null>(null);
  const [modal, setModal] = useState<'sms' | 'email' | 'late' | null>(null);
  // A refused send is said here, beside the draft it keeps, with the way out (never a passing
  // toast): the address to verify, or the reason and the settings page that fixes it.
  const [needsVerifiedEmail, setNeedsVerifiedEmail] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = { body: useId(), subject: useId(), template: useId(), later: useId() };
  const segments = countSegments(body);
  const changeChannel = (next: MessageChannel) => {
    if (property) setBody((text) => switchPropertyCard(text, property, channel, next));
    setChannel(next);
  };
  const mergeContext = (): MergeContext => ({
    lead: { name: lead.name, email: lead.email, phone: lead.phone },
    agent: { name: agent?.name, email: agent?.email },
    property: property ? propertyMergeFields(property) : null,
  });
  // Merge fields typed by hand fill at send time too; one the renderer does not know stays as written.
  const filled = (text: string) => renderTemplate(text, mergeContext()).text;

  // Until the channel's status is known, Send waits (busy) rather than calling it disabled.
  const channelStatusLoading = (channel === 'sms' ? sms.status : email.status) === 'loading';
  const submit = (options: { override?: boolean; skipEmailCheck?: boolean } = {}) => {
    if (!body.trim() || channelStatusLoading) return;
    if (channel === 'sms' && !sms.enabled) return setModal('sms');
    if (channel === 'email' && !options.skipEmailCheck && (!email.enabled || !email.hasConnectedAccounts)) return setModal('email');
    const when = sendAt ? new Date(sendAt) : new Date();
    if (channel === 'sms' && options.override === undefined && !smsSendWindow(when, leadTimeZone(lead.phone, browserZone())).allowed)
      return setModal('late');
    setModal(null);
    send.mutate(
      {
        channel,
        lead_id: lead.id,
        body: filled(body).trim(),
        subject: channel === 'email' ? filled(subject).trim() : undefined,
        send_at: sendAt ? when.toISOString() : undefined,
        override_quiet_hours: options.override,
        property_id: property?.id,
      },
      {
        onSuccess: (m) => {
          setNeedsVerifiedEmail(false);
          setRefusal(null);
          setBody('');
          setSubject('');
          setSendAt('');
          setProperty(null);
          if (m.status === 'scheduled') toast.success(`Scheduled for ${new Date(m.send_at!).toLocaleString()}`);
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 402) return; // the global limit toast says it
          if (isApiError(e) && e.status === 403 && isEmailNotVerified(e.body)) return setNeedsVerifiedEmail(true);
          setRefusal(messageOf(e, 'The message could not be sent'));
        },
      },
    );
  };

  const insertTemplate = (id: string) => {
    const template = templates.data?.find((t) => t.id === id);
    if (!template) return;
    const ctx = mergeContext();
    setBody(renderTemplate(template.body, ctx).text);
    if (template.subject) setSubject(renderTemplate(template.subject, ctx).text);
    setChannel(template.channel);
  };

  const channelTemplates = templates.data ?? [];
  return (
    <form
      className="grid shrink-0 gap-2 border-t border-border p-2 sm:p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <ChannelPicker channel={channel} onChange={changeChannel} />
        {channelTemplates.length > 0 && (
          <>
            <Label htmlFor={ids.template} className="sr-only">
              Insert a template
            </Label>
            <select
              id={ids.template}
              className="h-8 rounded-md border border-input bg-background px-2 text-sm"
              value=""
              onChange={(e) => insertTemplate(e.target.value)}
            >
              <option value="">Insert template…</option>
              {channelTemplates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.channel === 'sms' ? 'SMS' : 'E-mail'})
                </option>
              ))}
            </select>
          </>
        )}
        <PropertyCardPicker
          onPick={(p) => {
            setProperty(p);
            setBody((text) => appendPropertyCard(text, p, channel));
          }}
        />
        {property && (
          <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs">
            Property: {cardAddress(property)}
            <button
              type="button"
              aria-label={`Detach ${property.address}`}
              className="text-muted-foreground hover:text-foreground"
              onClick={() => setProperty(null)}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </span>
        )}
      </div>
      {needsVerifiedEmail && agent && <VerifyEmailNotice email={agent.email} />}
      {refusal && <SendRefusal reason={refusal} onDismiss={() => setRefusal(null)} />}
      {channel === 'sms' && lead.sms_opted_out && (
        <p className="text-sm text-destructive">{lead.name} replied STOP: texts are off until they reply START.</p>
      )}
      {channel === 'sms' && !lead.phone && <p className="text-sm text-muted-foreground">{lead.name} has no mobile number.</p>}
      {channel === 'email' && !lead.email && <p className="text-sm text-muted-foreground">{lead.name} has no e-mail address.</p>}
      {channel === 'email' && (
        <>
          <Label htmlFor={ids.subject} className="sr-only">
            Subject
          </Label>
          <Input id={ids.subject} placeholder="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        </>
      )}
      <Label htmlFor={ids.body} className="sr-only">
        Message
      </Label>
      <Textarea
        id={ids.body}
        ref={ref}
        // Opened for a channel ("Text", "E-mail", "New message"): the agent writes at once.
        autoFocus={initialChannel !== undefined}
        rows={2}
        className="min-h-16 sm:min-h-20"
        placeholder={channel === 'sms' ? `Text ${lead.name}` : `E-mail ${lead.name}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit();
          e.stopPropagation();
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {channel === 'sms' ? describeSegments(segments) : ' '}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={ids.later} className="text-xs text-muted-foreground">
            Send later
          </Label>
          <Input
            id={ids.later}
            type="datetime-local"
            className="h-8 w-[11.5rem] text-xs sm:w-auto"
            value={sendAt}
            onChange={(e) => setSendAt(e.target.value)}
          />
          <Button
            type="submit"
            size="sm"
            isLoading={send.isPending || channelStatusLoading}
            disabled={!body.trim() || (channel === 'email' && !subject.trim())}
          >
            <Send aria-hidden="true" />
            {sendAt ? 'Schedule' : 'Send'}
          </Button>
        </div>
      </div>
      <SmsRequirementModal open={modal === 'sms'} onOpenChange={(o) => setModal(o ? 'sms' : null)} />
      <EmailRequirementModal
        open={modal === 'email'}
        onOpenChange={(o) => setModal(o ? 'email' : null)}
        isEnabled={email.enabled}
        onSendAnyway={() => submit({ skipEmailCheck: true })}
      />
      <Dialog open={modal === 'late'} onOpenChange={(o) => setModal(o ? 'late' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>It's outside 8:00–21:00 for {lead.name}</DialogTitle>
            <DialogDescription>Texts wait until 8:00 in the lead's time zone. Send it now anyway?</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => submit({ override: false, skipEmailCheck: true })}>
              Send at 8:00
            </Button>
            <Button onClick={() => submit({ override: true, skipEmailCheck: true })}>Send now</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
});

const isEmailNotVerified = (body: unknown) =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === EMAIL_NOT_VERIFIED_CODE;
