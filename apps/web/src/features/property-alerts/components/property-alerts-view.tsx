import { useState } from 'react';
import { BellRing, Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { PropertyAlertResponse } from '@porchlight/domain/automations/property-alerts';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { useDeletePropertyAlert, usePropertyAlerts, useSavePropertyAlert } from '../api/property-alerts';
import { PropertyAlertDialog } from './property-alert-dialog';

/** Saved searches: each listing that comes to match one tells the agent (and, if asked, the lead). */
export function PropertyAlertsView() {
  const alerts = usePropertyAlerts();
  const save = useSavePropertyAlert();
  const remove = useDeletePropertyAlert();
  const [editing, setEditing] = useState<PropertyAlertResponse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PropertyAlertResponse | null>(null);

  let content;
  if (alerts.isPending) content = <Skeleton className="h-16 w-full" aria-label="Loading property alerts" />;
  else if (alerts.isError)
    content = (
      <ErrorState
        title="Property alerts could not be loaded"
        message={messageOf(alerts.error)}
        onRetry={() => void alerts.refetch()}
        isRetrying={alerts.isFetching}
      />
    );
  else if (alerts.data.length === 0)
    content = (
      <EmptyState
        icon={BellRing}
        title="No property alerts yet"
        description="Save a search (area, price, beds, type) for yourself or a lead: when a listing is added or changes so that it matches, you hear about it, and the lead can get it by e-mail or text."
      />
    );
  else
    content = (
      <ul className="grid gap-2" aria-label="Property alerts">
        {alerts.data.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center gap-4 rounded-lg border bg-card px-4 py-3">
            <Switch
              checked={alert.enabled}
              aria-label={`${alert.name} is ${alert.enabled ? 'on' : 'off'}`}
              onCheckedChange={(enabled) => save.mutate({ ...alert, enabled }, { onError: (e) => toast.error(messageOf(e)) })}
            />
            <button type="button" className="min-w-0 flex-1 text-left" onClick={() => setEditing(alert)}>
              <span className="block font-medium">{alert.name}</span>
              <span className="block text-sm text-muted-foreground">
                {alert.description}
                {alert.lead_name
                  ? ` · for ${alert.lead_name}${alert.notify_lead === 'none' ? '' : ` (sent by ${alert.notify_lead === 'sms' ? 'text' : 'e-mail'})`}`
                  : ''}
              </span>
            </button>
            <span className="text-sm text-muted-foreground">
              {alert.matches} {alert.matches === 1 ? 'match' : 'matches'}
              {alert.last_matched_at ? `, last ${formatRelativeTime(alert.last_matched_at)}` : ''}
            </span>
            <Button variant="ghost" size="icon" aria-label={`Delete ${alert.name}`} onClick={() => setDeleting(alert)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="property-alerts-title" className="grid gap-3">
      <div className="flex items-center justify-between">
        <h2 id="property-alerts-title" className="text-lg font-semibold">
          Property alerts
        </h2>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> New alert
        </Button>
      </div>
      {content}
      {editing && <PropertyAlertDialog alert={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteConfirmationDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        itemType="alert"
        itemName={deleting?.name}
        isDeleting={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (e) => toast.error(messageOf(e)) })
        }
      />
    </section>
  );
}
