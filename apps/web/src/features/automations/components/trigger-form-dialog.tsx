import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { TriggerRequestSchema, type TriggerRequest, type TriggerResponse } from '@porchlight/domain/automations/automation-schemas';
import { TRIGGER_KINDS, TRIGGER_LABELS, TriggerConfigSchema, type TriggerKind } from '@porchlight/domain/automations/triggers';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@porchlight/domain/leads/lead-status';
import { WEEKDAY_NAMES } from '@porchlight/domain/automations/schedule';
import {
  DATE_FIELDS,
  DATE_FIELD_LABELS,
  isPropertyField,
  type DateField,
  type DateWhen,
} from '@porchlight/domain/automations/date-triggers';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { messageOf } from '@/lib/api-client';
import { getFlowsQueryOptions } from '../api/flows';
import { useCreateTrigger, useUpdateTrigger } from '../api/triggers';
import { AddTriggerConfirm } from './add-trigger-confirm';
import { EnrolPreview } from './enrol-preview';
import { INITIAL_TRIGGER_DRAFT, configOf, draftOf, type TriggerDraft as Draft } from './trigger-draft';

type Props = {
  onClose: () => void;
  /** Editing this trigger (else a new one). */
  trigger?: TriggerResponse;
  /** The flow is given (the flow editor's "When"): no flow picker. */
  flowId?: string;
  /** The given flow is on: a new trigger asks first, with whom it would enrol. */
  isFlowActive?: boolean;
};

/** "When X happens, run this flow": the kind, its settings, and the flow; with how many leads it would reach. */
export function TriggerFormDialog({ onClose, trigger, flowId: fixedFlowId, isFlowActive = false }: Props) {
  // The flow picker's list, needed only when the flow is not given.
  const flows = useQuery({ ...getFlowsQueryOptions(), enabled: !fixedFlowId });
  const create = useCreateTrigger();
  const update = useUpdateTrigger();
  const save = trigger ? update : create;
  const [draft, setDraft] = useState<Draft>(() => (trigger ? draftOf(trigger) : { ...INITIAL_TRIGGER_DRAFT, flowId: fixedFlowId ?? '' }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<TriggerRequest | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const flowId = fixedFlowId ?? (draft.flowId || flows.data?.[0]?.id || '');
  const previewed = TriggerConfigSchema.safeParse(configOf(draft));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TriggerRequestSchema.safeParse({ name: draft.name, flow_id: flowId, config: configOf(draft) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1) ?? ''), i.message])));
      return;
    }
    setErrors({});
    const done = (message: string) => () => {
      toast.success(message);
      onClose();
    };
    if (trigger)
      update.mutate(
        { id: trigger.id, name: parsed.data.name, flow_id: parsed.data.flow_id, config: parsed.data.config },
        { onSuccess: done('Trigger saved') },
      );
    else if (isFlowActive) setConfirming(parsed.data);
    else create.mutate(parsed.data, { onSuccess: done('Trigger created') });
  }

  const addConfirmed = (body: TriggerRequest) =>
    create.mutate(body, {
      onSuccess: () => {
        toast.success('Trigger created');
        onClose();
      },
    });

  // The same dialog, its content swapped: focus stays inside, and Back returns to the form as typed.
  if (confirming)
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="max-w-lg">
          <AddTriggerConfirm
            config={confirming.config}
            isAdding={create.isPending}
            error={create.isError ? messageOf(create.error) : undefined}
            onBack={() => setConfirming(null)}
            onConfirm={() => addConfirmed(confirming)}
          />
        </DialogContent>
      </Dialog>
    );

  const needsTag =
    draft.kind === 'lead_tag_added' ||
    draft.kind === 'property_price_changed' ||
    draft.kind === 'property_status_changed' ||
    draft.kind === 'schedule' ||
    (draft.kind === 'date_arrives' && isPropertyField(draft.dateField));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{trigger ? 'Edit trigger' : 'New trigger'}</DialogTitle>
          <DialogDescription>When this happens, the flow starts for the lead (or for every lead with the tag you name).</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label="Name" error={errors.name}>
            <Input value={draft.name} onChange={(e) => set('name', e.target.value)} placeholder="New lead welcome" />
          </FormField>
          <FormField label="When" error={errors.kind}>
            <NativeSelect value={draft.kind} onChange={(e) => set('kind', e.target.value as TriggerKind)}>
              {TRIGGER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {TRIGGER_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {draft.kind === 'lead_created' && (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" checked={draft.imports} onChange={(e) => set('imports', e.target.checked)} />
              <span>
                Also start for imported leads
                <span className="block text-xs text-muted-foreground">
                  Only for imports not marked "Don't start automations for these leads". Leave off for a book of past clients.
                </span>
              </span>
            </label>
          )}
          {draft.kind === 'lead_status_changed' && (
            <FormField label="New status">
              <NativeSelect value={draft.to} onChange={(e) => set('to', e.target.value)}>
                <option value="">Any status</option>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          {draft.kind === 'property_status_changed' && (
            <FormField label="New status" hint="Leave empty for any change">
              <Input value={draft.to} onChange={(e) => set('to', e.target.value)} placeholder="sold" />
            </FormField>
          )}
          {draft.kind === 'property_price_changed' && (
            <div className="grid grid-cols-3 gap-3">
              <FormField label="Direction">
                <NativeSelect value={draft.direction} onChange={(e) => set('direction', e.target.value as Draft['direction'])}>
                  <option value="drop">Drops</option>
                  <option value="rise">Rises</option>
                  <option value="any">Either</option>
                </NativeSelect>
              </FormField>
              <FormField label="By at least %" error={errors.min_percent}>
                <Input inputMode="decimal" value={draft.percent} onChange={(e) => set('percent', e.target.value)} />
              </FormField>
              <FormField label="or $" error={errors.min_amount}>
                <Input inputMode="numeric" value={draft.amount} onChange={(e) => set('amount', e.target.value)} />
              </FormField>
            </div>
          )}
          {draft.kind === 'message_received' && (
            <FormField label="Channel">
              <NativeSelect value={draft.channel} onChange={(e) => set('channel', e.target.value as Draft['channel'])}>
                <option value="any">Text or e-mail</option>
                <option value="sms">Text</option>
                <option value="email">E-mail</option>
              </NativeSelect>
            </FormField>
          )}
          {draft.kind === 'lead_no_reply' && (
            <FormField label="Days without a reply" error={errors.days} hint="Counted from your last message to the lead">
              <Input type="number" min={1} value={draft.days} onChange={(e) => set('days', e.target.value)} />
            </FormField>
          )}
          {draft.kind === 'date_arrives' && (
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Date" className="col-span-2" error={errors.field}>
                <NativeSelect value={draft.dateField} onChange={(e) => set('dateField', e.target.value as DateField)}>
                  {DATE_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {DATE_FIELD_LABELS[f]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Fire">
                <NativeSelect value={draft.dateWhen} onChange={(e) => set('dateWhen', e.target.value as DateWhen)}>
                  <option value="before">Days before</option>
                  <option value="on">On the day</option>
                  <option value="after">Days after</option>
                </NativeSelect>
              </FormField>
              {draft.dateWhen !== 'on' && (
                <FormField label="Days" error={errors.days}>
                  <Input type="number" min={1} max={60} value={draft.dateDays} onChange={(e) => set('dateDays', e.target.value)} />
                </FormField>
              )}
              <FormField label="At (your time zone)" error={errors.time}>
                <Input type="time" value={draft.time} onChange={(e) => set('time', e.target.value)} />
              </FormField>
            </div>
          )}
          {draft.kind === 'schedule' && (
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Every">
                <NativeSelect value={draft.weekday} onChange={(e) => set('weekday', e.target.value)}>
                  {WEEKDAY_NAMES.map((d, i) => (
                    <option key={d} value={i}>
                      {d}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="At (your time zone)" error={errors.time}>
                <Input type="time" value={draft.time} onChange={(e) => set('time', e.target.value)} />
              </FormField>
            </div>
          )}
          {needsTag && (
            <FormField
              label={draft.kind === 'lead_tag_added' ? 'Tag' : 'Run for leads tagged'}
              error={errors.tag ?? errors.lead_tag}
              hint={draft.kind === 'lead_tag_added' ? undefined : 'The flow runs once for each lead with this tag'}
            >
              <Input
                value={draft.tag}
                onChange={(e) => set('tag', e.target.value)}
                placeholder={draft.kind === 'lead_tag_added' ? 'vip' : 'price-alerts'}
              />
            </FormField>
          )}
          {!fixedFlowId && (
            <FormField label="Run this flow" error={errors.flow_id} hint={flows.data?.length === 0 ? 'Create a flow first' : undefined}>
              <NativeSelect value={flowId} onChange={(e) => set('flowId', e.target.value)} disabled={!flows.data?.length}>
                {flows.data?.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name} {f.status === 'active' ? '' : `(${f.status})`}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <EnrolPreview config={previewed.success ? previewed.data : null} debounceMs={400} />
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(save.error)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" isLoading={save.isPending} disabled={!flowId}>
              {trigger ? 'Save trigger' : 'Create trigger'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
