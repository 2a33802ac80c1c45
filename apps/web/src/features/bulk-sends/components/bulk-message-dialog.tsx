import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Send } from 'lucide-react';
import type {
  AudienceFilter,
  BulkExclusionReason,
  BulkPreviewResponse,
  MessageChannel,
} from '@porchlight/domain/messaging/message-schemas';
import { appendPropertyCard, cardAddress, switchPropertyCard } from '@porchlight/domain/messaging/property-card';
import { countSegments, describeSegments } from '@porchlight/domain/messaging/sms-segments';
import { MESSAGE_STATUS_LABELS } from '@porchlight/domain/messaging/delivery-words';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isLimitReached } from '@/lib/limit-reached';
// Other features' public contracts (eslint.config.js): the channel statuses, the templates and
// the composer's pieces that the bulk dialog shares with it.
import { useEmailStatus } from '@/features/mailboxes/api/get-email-status';
import { useTemplates } from '@/features/message-templates/api/templates';
import { ChannelPicker } from '@/features/messaging/components/channel-picker';
import { PropertyCardPicker, type AttachedProperty } from '@/features/messaging/components/property-card-picker';
import { SmsRequirementModal } from '@/features/messaging/components/requirement-modals';
import { useSmsStatus } from '@/features/sms/api/get-sms-status';
import { isWaiting, useBulkPreview, useBulkSend, useBulkStatus } from '../api/bulk-send';
import { BulkSamplePreview, SegmentCost, usesPropertyFields } from './bulk-sample-preview';

/** Who a bulk message goes to: the leads chosen in the table, or the list's audience filters. */
export type BulkAudience = { audience: AudienceFilter; description: string };

export const EXCLUSION_LABELS: Record<BulkExclusionReason, string> = {
  opted_out: 'Opted out (replied STOP)',
  unsubscribed: 'Unsubscribed from e-mail',
  no_phone: 'No mobile number',
  no_email: 'No e-mail address',
};

const leadsCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

type Step =
  | { name: 'compose' }
  | { name: 'preview'; preview: BulkPreviewResponse }
  | { name: 'status'; bulkId: string; excluded: BulkPreviewResponse['excluded'] };

/** One text or e-mail to many leads: write (templates, merge fields, a property), preview who gets it, confirm, then each recipient's status. */
export function BulkMessageDialog({
  target,
  open,
  onOpenChange,
}: {
  target: BulkAudience;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sms = useSmsStatus();
  const email = useEmailStatus();
  const templates = useTemplates();
  const preview = useBulkPreview();
  const send = useBulkSend();
  const [step, setStep] = useState<Step>({ name: 'compose' });
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [property, setProperty] = useState<AttachedProperty | null>(null);
  const [needsSms, setNeedsSms] = useState(false);
  const ids = { subject: useId(), body: useId(), template: useId() };
  const channelTemplates = (templates.data ?? []).filter((t) => t.channel === channel);
  const changeChannel = (next: MessageChannel) => {
    if (property) setBody((text) => switchPropertyCard(text, property, channel, next));
    setChannel(next);
  };
  const canPreview = body.trim() !== '' && (channel === 'sms' || subject.trim() !== '');

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setStep({ name: 'compose' });
      setBody('');
      setSubject('');
      setProperty(null);
    }
  };

  const toPreview = () => {
    if (channel === 'sms' && !sms.enabled) return setNeedsSms(true);
    preview.mutate(
      {
        channel,
        audience: target.audience,
        body: body.trim(),
        subject: channel === 'email' ? subject.trim() : undefined,
        property_id: property?.id,
      },
      {
        onSuccess: (p) => setStep({ name: 'preview', preview: p }),
        onError: (e) => toast.error(messageOf(e, 'The recipients could not be counted')),
      },
    );
  };

  const confirm = () =>
    send.mutate(
      {
        channel,
        audience: target.audience,
        body: body.trim(),
        subject: channel === 'email' ? subject.trim() : undefined,
        property_id: property?.id,
      },
      {
        onSuccess: (r) => setStep({ name: 'status', bulkId: r.bulk_id, excluded: r.excluded }),
        onError: (e) => {
          if (isLimitReached(e)) return; // the global limit toast names the limit
          toast.error(messageOf(e, 'The messages could not be sent'));
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Message {target.description}</DialogTitle>
          <DialogDescription>Each lead gets their own message, with the merge fields filled for them.</DialogDescription>
        </DialogHeader>
        {step.name === 'compose' && (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (canPreview) toPreview();
            }}
          >
            <div className="flex flex-wrap items-center gap-2">
              <ChannelPicker channel={channel} onChange={changeChannel} />
              {channelTemplates.length > 0 && (
                <>
                  <Label htmlFor={ids.template} className="sr-only">
                    Use a template
                  </Label>
                  <select
                    id={ids.template}
                    className="h-8 rounded-md border border-input bg-background px-2 text-sm"
                    value=""
                    onChange={(e) => {
                      const t = channelTemplates.find((x) => x.id === e.target.value);
                      if (!t) return;
                      // Merge fields stay as written: the server fills them for each lead.
                      setBody(t.body);
                      if (t.subject) setSubject(t.subject);
                    }}
                  >
                    <option value="">Use a template…</option>
                    {channelTemplates.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                </>
              )}
              <PropertyCardPicker
                onPick={(p) => {
                  setProperty(p);
                  // A message that already names the property ({{property.address}}…) gets no
                  // card as well: the agent's words say it, once.
                  setBody((text) => (usesPropertyFields(text) ? text : appendPropertyCard(text, p, channel)));
                }}
              />
            </div>
            {property && (
              <p className="text-xs text-muted-foreground">
                Property: {cardAddress(property)} ({'{{property.address}}'} and the other property fields fill from it)
              </p>
            )}
            {channel === 'email' && !email.enabled && (
              <p className="text-sm text-destructive">E-mail to leads is turned off in Settings &gt; Notifications.</p>
            )}
            {channel === 'email' && (
              <div className="grid gap-1.5">
                <Label htmlFor={ids.subject}>Subject</Label>
                <Input id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)} />
              </div>
            )}
            <div className="grid gap-1.5">
              <Label htmlFor={ids.body}>Message</Label>
              <Textarea
                id={ids.body}
                rows={5}
                value={body}
                placeholder="Hi {{lead.firstName}}, …"
                onChange={(e) => setBody(e.target.value)}
              />
              <span className="text-xs text-muted-foreground" aria-live="polite">
                {channel === 'sms' ? describeSegments(countSegments(body)) : 'E-mails carry an unsubscribe link.'}
              </span>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!canPreview} isLoading={preview.isPending}>
                Preview
              </Button>
            </DialogFooter>
          </form>
        )}
        {step.name === 'preview' && (
          <div className="grid gap-3">
            <p className="font-medium">
              {step.preview.recipients === 0
                ? `None of the ${leadsCount(step.preview.total)} can receive it.`
                : `${leadsCount(step.preview.recipients)} of ${step.preview.total.toLocaleString('en-US')} will receive ${channel === 'sms' ? 'this text' : 'this e-mail'}.`}
            </p>
            <BulkSamplePreview channel={channel} sample={step.preview.sample ?? null} subject={subject} body={body} />
            {channel === 'sms' && step.preview.recipients > 0 && (
              <SegmentCost body={step.preview.sample?.body ?? body} recipients={step.preview.recipients} />
            )}
            {channel === 'sms' && (
              <p className="text-xs text-muted-foreground">Texts wait until 8:00 where a lead is outside 8:00–21:00.</p>
            )}
            <Excluded excluded={step.preview.excluded} />
            <DialogFooter>
              <Button variant="outline" onClick={() => setStep({ name: 'compose' })}>
                Back
              </Button>
              <Button onClick={confirm} disabled={step.preview.recipients === 0} isLoading={send.isPending}>
                <Send aria-hidden="true" />
                Send to {leadsCount(step.preview.recipients)}
              </Button>
            </DialogFooter>
          </div>
        )}
        {step.name === 'status' && (
          <>
            <BulkStatus bulkId={step.bulkId} />
            <Excluded excluded={step.excluded} />
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        )}
        <SmsRequirementModal open={needsSms} onOpenChange={setNeedsSms} />
      </DialogContent>
    </Dialog>
  );
}

function Excluded({ excluded }: { excluded: BulkPreviewResponse['excluded'] }) {
  if (excluded.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">Not sent to {leadsCount(excluded.length)}</p>
      <ul aria-label="Excluded leads" className="max-h-40 overflow-y-auto text-sm">
        {excluded.map((x) => (
          <li key={x.lead_id} className="flex justify-between gap-2 py-0.5">
            <span>{x.name}</span>
            <span className="text-muted-foreground">{EXCLUSION_LABELS[x.reason]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each recipient's own message status, live. */
function BulkStatus({ bulkId }: { bulkId: string }) {
  const status = useBulkStatus(bulkId);
  const recipients = status.data?.recipients ?? [];
  const waiting = recipients.filter((r) => isWaiting(r.status)).length;
  const failed = recipients.filter((r) => r.status === 'failed').length;
  // Kept here (no provider) is never counted as sent.
  const kept = recipients.filter((r) => r.status === 'kept').length;
  const done = recipients.length - waiting - failed - kept;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" aria-live="polite">
        {status.isPending
          ? 'Queued…'
          : `${done} sent · ${waiting} waiting · ${failed} failed${kept > 0 ? ` · ${kept} kept here, not sent` : ''}`}
      </p>
      <ul aria-label="Recipients" className="max-h-64 overflow-y-auto text-sm">
        {recipients.map((r) => (
          <li key={r.message_id} className="flex flex-wrap justify-between gap-2 border-b border-border py-1 last:border-0">
            <span>
              {r.lead_name ?? r.to} <span className="text-muted-foreground">{r.to}</span>
            </span>
            <span className={cn(r.status === 'failed' && 'text-destructive')}>
              {r.status === 'scheduled' && r.send_at
                ? `Scheduled for ${new Date(r.send_at).toLocaleString()}`
                : MESSAGE_STATUS_LABELS[r.status]}
              {r.error ? `: ${r.error}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
