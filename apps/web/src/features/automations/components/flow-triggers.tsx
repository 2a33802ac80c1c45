import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TriggerResponse } from '@porchlight/domain/automations/automation-schemas';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { useDeleteTrigger, useTriggers, useUpdateTrigger } from '../api/triggers';
import { TriggerFormDialog } from './trigger-form-dialog';

/** The flow's "When": the triggers that start it, each editable, switchable and removable here. */
export function FlowTriggers({ flowId, isFlowActive = false }: { flowId: string; isFlowActive?: boolean }) {
  const triggers = useTriggers();
  const [editing, setEditing] = useState<TriggerResponse | 'new' | null>(null);
  const [removing, setRemoving] = useState<TriggerResponse | null>(null);
  const remove = useDeleteTrigger();
  const list = triggers.data?.filter((t) => t.flow_id === flowId) ?? [];

  return (
    <section aria-labelledby="flow-when-title" className="grid gap-2 rounded-lg border bg-card p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="flow-when-title" className="text-sm font-semibold">
          When
        </h2>
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Add a trigger
        </Button>
      </div>
      {triggers.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : triggers.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The triggers could not be loaded: {messageOf(triggers.error)}{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void triggers.refetch()}>
            Try again
          </Button>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No trigger: leads go through this flow only when you add them (Add leads, or the leads list).
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Triggers of this flow">
          {list.map((trigger) => (
            <FlowTriggerRow key={trigger.id} trigger={trigger} onEdit={() => setEditing(trigger)} onRemove={() => setRemoving(trigger)} />
          ))}
        </ul>
      )}
      {list.length > 0 && (
        <p className="text-xs text-muted-foreground">
          All triggers are listed under{' '}
          <Link className="underline underline-offset-4" to="/triggers">
            Triggers
          </Link>
          .
        </p>
      )}
      {editing && (
        <TriggerFormDialog
          flowId={flowId}
          isFlowActive={isFlowActive}
          trigger={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteConfirmationDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        itemType="trigger"
        itemName={removing ? `${removing.name}: ${removing.description}` : undefined}
        isDeleting={remove.isPending}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null), onError: (e) => toast.error(messageOf(e)) })
        }
      />
    </section>
  );
}

function FlowTriggerRow({ trigger, onEdit, onRemove }: { trigger: TriggerResponse; onEdit: () => void; onRemove: () => void }) {
  const update = useUpdateTrigger();
  return (
    <li className="flex items-center gap-3 rounded-md border px-3 py-2">
      <Switch
        checked={trigger.enabled}
        disabled={update.isPending}
        aria-label={`${trigger.name} is ${trigger.enabled ? 'on' : 'off'}`}
        onCheckedChange={(enabled) => update.mutate({ id: trigger.id, enabled }, { onError: (e) => toast.error(messageOf(e)) })}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{trigger.description}</p>
        <p className="truncate text-xs text-muted-foreground">
          {trigger.name}
          {trigger.enabled ? '' : ' · off'}
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Edit ${trigger.name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Remove ${trigger.name}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
