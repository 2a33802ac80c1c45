import { useState, type FormEvent } from 'react';
import { ListChecks, Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  LISTING_CHECK_HOURS,
  TASK_KIND_LABELS,
  TrackingTaskRequestSchema,
  type TaskKind,
} from '@porchlight/domain/automations/tracking-tasks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useCreateTrackingTask, usePropertySearch, useTrackingTasks } from '../api/tracking-tasks';
import { TaskRow } from './tracking-task-row';
import { LeadPicker } from '@/components/lead-picker/lead-picker';

/** Tracking tasks: what each watches or whom it follows up with, its status and its last runs. */
export function TrackingTasksView() {
  const tasks = useTrackingTasks();
  const [creating, setCreating] = useState(false);
  let content;
  if (tasks.isPending) content = <Skeleton className="h-16 w-full" aria-label="Loading tasks" />;
  else if (tasks.isError)
    content = (
      <ErrorState
        title="Tracking tasks could not be loaded"
        message={messageOf(tasks.error)}
        onRetry={() => void tasks.refetch()}
        isRetrying={tasks.isFetching}
      />
    );
  else if (tasks.data.length === 0)
    content = (
      <EmptyState
        icon={ListChecks}
        title="No tracking tasks yet"
        description="Watch a property's price and status, watch a listing page on another site, or get reminded to follow up with a lead on a date."
      />
    );
  else
    content = (
      <ul className="grid gap-2" aria-label="Tracking tasks">
        {tasks.data.map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="tracking-tasks-title" className="mb-8 grid gap-3">
      <div className="flex items-center justify-between">
        <h2 id="tracking-tasks-title" className="text-lg font-semibold">
          Tracking tasks
        </h2>
        <Button variant="outline" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> New task
        </Button>
      </div>
      {content}
      {creating && <TaskDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

function TaskDialog({ onClose }: { onClose: () => void }) {
  const [kind, setKind] = useState<TaskKind>('watch_property');
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [leadIds, setLeadIds] = useState<string[]>([]);
  const [due, setDue] = useState('');
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const properties = usePropertySearch(search.trim());
  const create = useCreateTrackingTask();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body =
      kind === 'watch_property'
        ? { kind, property_id: propertyId ?? '', note }
        : kind === 'watch_listing'
          ? { kind, url, property_id: propertyId, note }
          : { kind, lead_id: leadIds[0] ?? '', due_at: due ? new Date(due).toISOString() : '', note };
    const parsed = TrackingTaskRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Task created');
        onClose();
      },
      onError: (e) => toastErrorUnlessLimitReached(e, messageOf(e)),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>New tracking task</DialogTitle>
          <DialogDescription>Active tasks count against your plan; each run is a task execution.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <FormField label="Task">
            <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as TaskKind)}>
              {(Object.keys(TASK_KIND_LABELS) as TaskKind[]).map((k) => (
                <option key={k} value={k}>
                  {TASK_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {kind === 'watch_listing' && (
            <FormField
              label="Listing page address"
              error={errors.url}
              hint={`Read every ${LISTING_CHECK_HOURS} hours for its price and status (schema.org or Open Graph data)`}
            >
              <Input type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
            </FormField>
          )}
          {kind !== 'follow_up' ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">
                {kind === 'watch_listing' ? 'Property to update (optional)' : 'Property'}
              </legend>
              <Input
                type="search"
                aria-label="Search properties"
                placeholder="Search by address"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {properties.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  Properties could not be loaded.
                </p>
              ) : (
                <ul className="grid max-h-48 gap-1 overflow-y-auto">
                  {properties.data?.map((p) => (
                    <li key={p.id}>
                      <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent">
                        <input type="radio" name="task-property" checked={propertyId === p.id} onChange={() => setPropertyId(p.id)} />
                        {p.address}
                        {p.city ? `, ${p.city}` : ''}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              {errors.property_id && <p className="text-sm text-destructive">Pick a property</p>}
            </fieldset>
          ) : (
            <>
              <LeadPicker label="Lead" selected={leadIds} onChange={setLeadIds} />
              {errors.lead_id && <p className="text-sm text-destructive">Pick a lead</p>}
              <FormField label="When" error={errors.due_at}>
                <Input type="datetime-local" value={due} onChange={(e) => setDue(e.target.value)} />
              </FormField>
            </>
          )}
          <FormField label="Note" error={errors.note}>
            <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              Create task
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
