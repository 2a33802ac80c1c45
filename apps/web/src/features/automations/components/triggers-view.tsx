import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, Trash2, Zap } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TriggerResponse } from '@porchlight/domain/automations/automation-schemas';
import { isPropertyTrigger } from '@porchlight/domain/automations/triggers';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteTrigger, useTriggers, useUpdateTrigger } from '../api/triggers';
import { TriggerFormDialog } from './trigger-form-dialog';

/** My triggers: each with its flow, on/off, when it last fired and how often this month. */
/** `scope="properties"`: only the triggers about listings (the properties page's tab). */
export function TriggersView({ scope }: { scope?: 'properties' } = {}) {
  const triggers = useTriggers();
  const [params] = useSearchParams();
  const highlighted = params.get('highlight') === 'true' ? params.get('trigger') : null;
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TriggerResponse | null>(null);
  const remove = useDeleteTrigger();

  useEffect(() => {
    if (!highlighted || !triggers.data) return;
    document.querySelector(`[data-trigger-id="${CSS.escape(highlighted)}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlighted, triggers.data]);

  if (triggers.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading triggers">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (triggers.isError)
    return (
      <ErrorState
        title="Your triggers could not be loaded"
        message={messageOf(triggers.error)}
        onRetry={() => void triggers.refetch()}
        isRetrying={triggers.isFetching}
      />
    );

  const list = scope === 'properties' ? triggers.data.filter((t) => isPropertyTrigger(t.config)) : triggers.data;
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> New trigger
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState
          icon={Zap}
          title="No triggers yet"
          description="A trigger starts a flow when something happens: a new lead, a price drop, a reply, or every Monday at 8:00."
        >
          <Button variant="outline" asChild>
            <Link to="/flows?tab=templates">Start from a template</Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label="My triggers">
          {list.map((trigger) => (
            <TriggerRow
              key={trigger.id}
              trigger={trigger}
              isHighlighted={trigger.id === highlighted}
              onDelete={() => setDeleting(trigger)}
            />
          ))}
        </ul>
      )}
      {creating && <TriggerFormDialog onClose={() => setCreating(false)} />}
      <DeleteConfirmationDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        itemType="trigger"
        itemName={deleting?.name}
        isDeleting={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (e) => toast.error(messageOf(e)) })
        }
      />
    </div>
  );
}

function TriggerRow({ trigger, isHighlighted, onDelete }: { trigger: TriggerResponse; isHighlighted: boolean; onDelete: () => void }) {
  const update = useUpdateTrigger();
  const switchId = `trigger-on-${trigger.id}`;
  return (
    <li
      data-trigger-id={trigger.id}
      aria-current={isHighlighted || undefined}
      className={cn('flex flex-wrap items-center gap-4 rounded-lg border bg-card px-4 py-3', isHighlighted && 'ring-2 ring-primary')}
    >
      <Switch
        id={switchId}
        checked={trigger.enabled}
        disabled={update.isPending}
        aria-label={`${trigger.name} is ${trigger.enabled ? 'on' : 'off'}`}
        onCheckedChange={(enabled) => update.mutate({ id: trigger.id, enabled }, { onError: (e) => toast.error(messageOf(e)) })}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{trigger.name}</p>
        <p className="text-sm text-muted-foreground">
          {trigger.description} →{' '}
          <Link className="underline-offset-4 hover:underline" to={`/flows?flow=${trigger.flow_id}`}>
            {trigger.flow_name}
          </Link>
        </p>
      </div>
      <dl className="flex gap-6 text-sm">
        <div>
          <dt className="text-muted-foreground">Last fired</dt>
          <dd>{trigger.last_fired_at ? formatRelativeTime(trigger.last_fired_at) : 'Never'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">This month</dt>
          <dd>{trigger.fired_this_month.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <Button variant="ghost" size="icon" aria-label={`Delete ${trigger.name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
