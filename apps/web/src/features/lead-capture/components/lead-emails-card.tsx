import { useState, type FormEvent } from 'react';
import { Copy, Mail, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import type { LeadEmailDetail, LeadEmailStatus, LeadEmailView } from '@porchlight/domain/lead-capture/portal-lead-email';
import { formatTimeAgo } from '@porchlight/domain/time/format-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { isLimitReached } from '@/lib/limit-reached';
import { useDismissLeadEmail, useLeadEmail, useLeadEmails, useLeadFromEmail, useLeadInbox } from '../api/lead-emails';

const STATUS_LABELS: Record<LeadEmailStatus, string> = {
  received: 'Reading…',
  created: 'New lead',
  matched: 'Existing lead',
  held: 'Waiting: lead limit reached',
  unverified: 'Unverified sender',
  unreadable: 'Needs you',
  dismissed: 'Dismissed',
};
const needsAgent = (status: LeadEmailStatus) => status === 'unreadable' || status === 'held' || status === 'unverified';

/** Says in words that we could not confirm who sent the e-mail, why, and what was held back. */
function UnverifiedSender({ email }: { email: Pick<LeadEmailView, 'status' | 'portal' | 'sender'> }) {
  if (!email.sender || email.sender.verified) return null;
  return (
    <p className="flex gap-1.5 text-sm text-amber-700 dark:text-amber-400">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-medium">Unverified sender.</strong> {email.sender.reason}{' '}
        {email.status === 'unverified'
          ? `So no lead was made and no reply was sent. If you trust it${email.portal && email.portal !== 'Website' ? ` as ${email.portal}'s` : ''}, make the lead yourself.`
          : 'No reply was sent by itself.'}
      </span>
    </p>
  );
}

/** The e-mail as it came, and a small form to make its lead by hand. */
function LeadByHandDialog({ emailId, onClose }: { emailId: string; onClose: () => void }) {
  const email = useLeadEmail(emailId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Make the lead from this e-mail</DialogTitle>
          <DialogDescription>{email.data ? `${email.data.subject} · from ${email.data.from}` : 'Loading the e-mail…'}</DialogDescription>
        </DialogHeader>
        {email.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : email.isError ? (
          <ErrorState title="Could not load the e-mail" message={messageOf(email.error)} onRetry={() => void email.refetch()} />
        ) : (
          <>
            <UnverifiedSender email={email.data} />
            <pre className="max-h-60 overflow-y-auto whitespace-pre-wrap rounded-md border border-border bg-muted/40 p-3 text-xs">
              {email.data.text || '(This e-mail has no text.)'}
            </pre>
          </>
        )}
        <LeadByHandForm key={email.data ? 'read' : 'loading'} emailId={emailId} found={email.data?.found ?? null} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

/** The form, filled in with what we read from the e-mail (the agent checks it before making the lead). */
function LeadByHandForm({ emailId, found, onClose }: { emailId: string; found: LeadEmailDetail['found']; onClose: () => void }) {
  const make = useLeadFromEmail();
  const [values, setValues] = useState({
    name: found?.name ?? '',
    email: found?.email ?? '',
    phone: found?.phone ?? '',
    message: found?.message ?? '',
  });
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const error = make.error && !isLimitReached(make.error) ? messageOf(make.error) : null;
  const fieldError = (field: string) => (error?.startsWith(`${field}: `) ? error.slice(field.length + 2) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    make.mutate(
      { id: emailId, lead: values },
      {
        onSuccess: () => {
          toast.success(`${values.name} is now a lead`);
          onClose();
        },
      },
    );
  };

  return (
    <>
      <form id="lead-by-hand" onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name" error={fieldError('name')}>
          <Input value={values.name} onChange={(e) => set('name')(e.target.value)} />
        </FormField>
        <FormField label="E-mail" error={fieldError('email')}>
          <Input type="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
        </FormField>
        <FormField label="Phone" error={fieldError('phone')}>
          <Input type="tel" value={values.phone} onChange={(e) => set('phone')(e.target.value)} />
        </FormField>
        <FormField label="Message" className="sm:col-span-2">
          <Textarea rows={2} value={values.message} onChange={(e) => set('message')(e.target.value)} />
        </FormField>
        {error && !fieldError('name') && !fieldError('email') && !fieldError('phone') && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {error}
          </p>
        )}
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form="lead-by-hand" isLoading={make.isPending}>
          Create lead
        </Button>
      </DialogFooter>
    </>
  );
}

function LeadEmailRow({ email, onOpen }: { email: LeadEmailView; onOpen: (id: string) => void }) {
  const dismiss = useDismissLeadEmail();
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="truncate font-medium">{email.subject || '(no subject)'}</span>
        <Badge variant={needsAgent(email.status) ? 'destructive' : email.status === 'created' ? 'default' : 'secondary'}>
          {STATUS_LABELS[email.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {[email.portal, email.from].filter(Boolean).join(' · ')} · <time dateTime={email.createdAt}>{formatTimeAgo(email.createdAt)}</time>
      </p>
      <UnverifiedSender email={email} />
      <div className="flex flex-wrap gap-2">
        {email.leadId && (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={`/leads?id=${email.leadId}&highlight=true`}>View lead</Link>
          </Button>
        )}
        {email.propertyId && (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={`/properties?id=${email.propertyId}&highlight=true`}>View property</Link>
          </Button>
        )}
        {needsAgent(email.status) && (
          <>
            <Button size="sm" variant="outline" onClick={() => onOpen(email.id)}>
              {email.status === 'unverified' ? 'Check and make lead' : 'Read and make lead'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              isLoading={dismiss.isPending}
              onClick={() => dismiss.mutate(email.id, { onError: (e) => toast.error(messageOf(e)) })}
            >
              Dismiss
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** Leads > Lead Capture: where portals' lead e-mails come in, and what became of each. */
export function LeadEmailsCard() {
  const inbox = useLeadInbox();
  const emails = useLeadEmails();
  const [open, setOpen] = useState<string | null>(null);
  const address = inbox.data?.address ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead e-mails</CardTitle>
        <CardDescription>
          New-lead e-mails from Zillow, Realtor.com, Homes.com, Redfin and website vendors become leads on their own, with the property
          asked about. They are read from your{' '}
          <Link to="/settings?tab=accounts" className="underline underline-offset-2">
            connected mailbox
          </Link>
          {address ? ', or forward them to your lead address.' : '.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {address && (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium">Your lead address</p>
            <div className="flex gap-2">
              <Input readOnly value={address} aria-label="Your lead address" onFocus={(e) => e.currentTarget.select()} />
              <Button
                type="button"
                variant="outline"
                aria-label="Copy lead address"
                onClick={() =>
                  void navigator.clipboard.writeText(address).then(
                    () => toast.success('Lead address copied'),
                    () => toast.error('Could not copy: select the address and copy it by hand'),
                  )
                }
              >
                <Copy className="size-4" aria-hidden="true" />
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              In Gmail: Settings › Filters › Create a filter from zillow.com OR realtor.com OR homes.com OR redfin.com › Forward to this
              address. In Outlook: Rules › Forward to.
            </p>
          </div>
        )}
        {emails.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading lead e-mails</span>
            <Skeleton className="h-12 w-full" />
          </div>
        ) : emails.isError ? (
          <ErrorState title="Could not load the lead e-mails" message={messageOf(emails.error)} onRetry={() => void emails.refetch()} />
        ) : emails.data.length === 0 ? (
          <EmptyState
            icon={Mail}
            title="No lead e-mails yet"
            description="When a portal sends you a new lead, it shows here and in your leads within a minute."
          />
        ) : (
          <ul className="divide-y divide-border" aria-label="Lead e-mails">
            {emails.data.map((email) => (
              <LeadEmailRow key={email.id} email={email} onOpen={setOpen} />
            ))}
          </ul>
        )}
      </CardContent>
      {open && <LeadByHandDialog emailId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
