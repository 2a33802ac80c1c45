import { useState } from 'react';
import { Plus, Search, Trash2 } from 'lucide-react';
import type { PropertyAlertResponse } from '@porchlight/domain/automations/property-alerts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { useDeletePropertyAlert, useLeadPropertyAlerts, useSavePropertyAlert } from '../api/property-alerts';
import { PropertyAlertDialog, type AlertLead } from './property-alert-dialog';

const sentBy = (a: PropertyAlertResponse) =>
  a.notify_lead === 'sms' ? 'texted to the lead' : a.notify_lead === 'email' ? 'e-mailed to the lead' : 'you are told';

/**
 * The lead's saved searches (the property alerts made for this lead), on the lead's page: add,
 * edit, pause, resume and delete them there. The automations screen lists every alert.
 */
export function LeadSavedSearches({ lead }: { lead: AlertLead }) {
  const alerts = useLeadPropertyAlerts(lead.id);
  const save = useSavePropertyAlert();
  const remove = useDeletePropertyAlert();
  const [editing, setEditing] = useState<PropertyAlertResponse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PropertyAlertResponse | null>(null);

  let content;
  if (alerts.isPending) content = <Skeleton className="h-12 w-full" aria-label="Loading saved searches" />;
  else if (alerts.isError)
    content = (
      <p className="text-sm text-muted-foreground">
        Saved searches could not be loaded.{' '}
        <button type="button" className="font-medium text-primary underline" onClick={() => void alerts.refetch()}>
          Retry
        </button>
      </p>
    );
  else if (alerts.data.length === 0)
    content = (
      <p className="text-sm text-muted-foreground">
        None yet. Save what {lead.name} is looking for, and each new listing that fits reaches you (or them).
      </p>
    );
  else
    content = (
      <ul className="grid gap-2" aria-label={`Saved searches for ${lead.name}`}>
        {alerts.data.map((alert) => (
          <li key={alert.id} className="flex items-start gap-3 rounded-md border px-3 py-2">
            <Switch
              className="mt-1"
              checked={alert.enabled}
              aria-label={`${alert.name}: ${alert.enabled ? 'on' : 'paused'}`}
              onCheckedChange={(enabled) =>
                save.mutate(
                  { ...alert, enabled },
                  {
                    onSuccess: () => toast.success(enabled ? `${alert.name} resumed` : `${alert.name} paused`),
                    onError: (e) => toast.error(messageOf(e)),
                  },
                )
              }
            />
            <button type="button" className="min-w-0 flex-1 text-left" onClick={() => setEditing(alert)} aria-label={`Edit ${alert.name}`}>
              <span className="block break-words text-sm font-medium">
                {alert.name}
                {!alert.enabled && (
                  <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground">Paused</span>
                )}
              </span>
              <span className="block break-words text-xs text-muted-foreground">
                {alert.description} · {alert.matches} {alert.matches === 1 ? 'match' : 'matches'}, {sentBy(alert)}
              </span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 shrink-0"
              aria-label={`Delete ${alert.name}`}
              onClick={() => setDeleting(alert)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={`saved-searches-${lead.id}`} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`saved-searches-${lead.id}`} className="flex items-center gap-2 text-lg font-semibold">
          <Search className="size-4 text-muted-foreground" aria-hidden="true" />
          Saved searches
        </h2>
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add search
        </Button>
      </div>
      {content}
      {editing && <PropertyAlertDialog alert={editing === 'new' ? null : editing} lead={lead} onClose={() => setEditing(null)} />}
      <DeleteConfirmationDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        itemType="saved search"
        itemName={deleting?.name}
        isDeleting={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`${deleting.name} deleted`);
              setDeleting(null);
            },
            onError: (e) => toast.error(messageOf(e)),
          })
        }
      />
    </section>
  );
}
