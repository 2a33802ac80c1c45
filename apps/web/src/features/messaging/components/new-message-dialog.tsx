import { useId, useState } from 'react';
import { Mail, MessageSquare, SquarePen } from 'lucide-react';
import type { MessageChannel } from '@porchlight/domain/messaging/message-schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useLeadSearch } from '../api/search-leads';

type NewMessageDialogProps = { onStart: (leadId: string, channel: MessageChannel) => void };

/**
 * The inbox's "New message": find a lead, choose text or e-mail, and the conversation opens with
 * the composer on that channel (issue 46: the inbox could only answer).
 */
export function NewMessageButton({ onStart }: NewMessageDialogProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const leads = useLeadSearch(search.trim(), open);
  const searchId = useId();
  const start = (leadId: string, channel: MessageChannel) => {
    setOpen(false);
    setSearch('');
    onStart(leadId, channel);
  };
  const found = leads.data?.leads ?? [];
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <SquarePen aria-hidden="true" />
        New message
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>New message</DialogTitle>
            <DialogDescription>Find the lead, then text or e-mail them.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={searchId}>Lead</Label>
            <Input
              id={searchId}
              type="search"
              autoFocus
              placeholder="Name, e-mail or phone"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          {leads.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Finding leads…
            </p>
          ) : leads.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(leads.error, 'Your leads could not be searched.')}{' '}
              <button type="button" className="font-medium underline" onClick={() => void leads.refetch()}>
                Retry
              </button>
            </p>
          ) : found.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {search.trim() ? `No lead matches “${search.trim()}”.` : 'No leads yet: add one on the Leads page first.'}
            </p>
          ) : (
            <ul aria-label="Matching leads" className="grid max-h-72 gap-1 overflow-y-auto">
              {found.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{lead.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {[lead.phone, lead.email].filter(Boolean).join(' · ') || 'No phone or e-mail'}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!lead.phone}
                      aria-label={`Text ${lead.name}`}
                      onClick={() => start(lead.id, 'sms')}
                    >
                      <MessageSquare aria-hidden="true" />
                      Text
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!lead.email}
                      aria-label={`E-mail ${lead.name}`}
                      onClick={() => start(lead.id, 'email')}
                    >
                      <Mail aria-hidden="true" />
                      E-mail
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
