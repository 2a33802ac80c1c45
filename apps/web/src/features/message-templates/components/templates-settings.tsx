import { useId, useState } from 'react';
import { FileText, Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { MERGE_FIELDS } from '@porchlight/domain/messaging/merge-fields';
import type { MessageChannel, TemplateResponse } from '@porchlight/domain/messaging/message-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { STARTER_TEMPLATES, missingStarters } from '@porchlight/domain/messaging/starter-templates';
import { useAddStarterTemplates, useDeleteTemplate, useSaveTemplate, useTemplates } from '../api/templates';

type Draft = { id?: string; name: string; channel: MessageChannel; subject: string; body: string };
const EMPTY: Draft = { name: '', channel: 'sms', subject: '', body: '' };

function TemplateForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveTemplate();
  const ids = { name: useId(), channel: useId(), subject: useId(), body: useId() };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            id: draft.id,
            name: draft.name,
            channel: draft.channel,
            subject: draft.channel === 'email' ? draft.subject : null,
            body: draft.body,
          },
          {
            onSuccess: () => {
              toast.success(draft.id ? 'Template saved' : 'Template created');
              onDone();
            },
          },
        );
      }}
    >
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.name}>Name</Label>
          <Input id={ids.name} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.channel}>Channel</Label>
          <select
            id={ids.channel}
            className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            value={draft.channel}
            onChange={(e) => setDraft({ ...draft, channel: e.target.value as MessageChannel })}
          >
            <option value="sms">SMS</option>
            <option value="email">E-mail</option>
          </select>
        </div>
        {draft.channel === 'email' && (
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={ids.subject}>Subject</Label>
            <Input id={ids.subject} value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
          </div>
        )}
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={ids.body}>Message</Label>
          <Textarea id={ids.body} rows={4} value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
          <p className="text-xs text-muted-foreground">Merge fields: {MERGE_FIELDS.map((f) => `{{${f}}}`).join(' ')}</p>
        </div>
        {save.isError && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {messageOf(save.error)}
          </p>
        )}
      </CardContent>
      <CardFooter className="gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {draft.id ? 'Save template' : 'Create template'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </CardFooter>
    </form>
  );
}

/** Settings > Templates: SMS and e-mail templates with merge fields (automations will use them too). */
export function TemplatesSettings() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<TemplateResponse | null>(null);
  const starters = useAddStarterTemplates();
  const addStarters = () =>
    starters.mutate(undefined, {
      onSuccess: () => toast.success('Starter templates added: edit them to sound like you'),
      onError: (e) => toast.error(messageOf(e, 'The starter templates could not be added')),
    });

  if (templates.isPending) return <Skeleton className="h-40 w-full" aria-label="Loading templates" />;
  if (templates.isError)
    return (
      <ErrorState title="Could not load your templates" message={messageOf(templates.error)} onRetry={() => void templates.refetch()} />
    );
  const hasMissingStarters = templates.data.length > 0 && missingStarters(templates.data.map((t) => t.name)).length > 0;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle>Templates</CardTitle>
            <CardDescription>
              Reusable texts and e-mails. Merge fields fill in the lead's and your details when you insert one.
            </CardDescription>
          </div>
          {!editing && (
            <div className="flex flex-wrap gap-2">
              {hasMissingStarters && (
                <Button variant="outline" isLoading={starters.isPending} onClick={addStarters}>
                  Add starter templates
                </Button>
              )}
              <Button onClick={() => setEditing(EMPTY)}>New template</Button>
            </div>
          )}
        </CardHeader>
        {editing && <TemplateForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
      </Card>
      {templates.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No templates yet"
          description={`Start with ${STARTER_TEMPLATES.length} ready-made ones (a new-lead hello, showing follow-up, open-house thank-you, price change, check-in and home anniversary), or write your own.`}
        >
          <Button isLoading={starters.isPending} onClick={addStarters}>
            Add starter templates
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-2">
          {templates.data.map((t) => (
            <li key={t.id} className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {t.name} <span className="text-xs text-muted-foreground">({t.channel === 'sms' ? 'SMS' : 'E-mail'})</span>
                </p>
                {t.subject && <p className="truncate text-sm">{t.subject}</p>}
                <p className="line-clamp-2 text-sm text-muted-foreground">{t.body}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Edit ${t.name}`}
                  onClick={() => setEditing({ id: t.id, name: t.name, channel: t.channel, subject: t.subject ?? '', body: t.body })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmationDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        itemType="template"
        itemName={deleting?.name}
        isDeleting={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (e) => toast.error(messageOf(e)) });
        }}
      />
    </div>
  );
}
