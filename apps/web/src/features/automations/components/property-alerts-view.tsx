import { useState, type FormEvent } from 'react';
import { BellRing, Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PropertyAlertRequestSchema, type PropertyAlertResponse } from '@porchlight/domain/automations/property-alerts';
import { PROPERTY_STATUSES } from '@porchlight/domain/properties/property-status';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { parseAmount } from '@porchlight/domain/properties/field-schemas';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useDeletePropertyAlert, usePropertyAlerts, useSavePropertyAlert } from '../api/property-alerts';
import { LeadPicker } from './lead-picker';

/** Saved searches: each listing that comes to match one tells the agent (and, if asked, the lead). */
export function PropertyAlertsView() {
  const alerts = usePropertyAlerts();
  const save = useSavePropertyAlert();
  const remove = useDeletePropertyAlert();
  const [editing, setEditing] = useState<PropertyAlertResponse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PropertyAlertResponse | null>(null);

  let content;
  if (alerts.isPending) content = <Skeleton className="h-16 w-full" aria-label="Loading property alerts" />;
  else if (alerts.isError) content = <ErrorState title="Property alerts could not be loaded" message={messageOf(alerts.error)} onRetry={() => void alerts.refetch()} isRetrying={alerts.isFetching} />;
  else if (alerts.data.length === 0)
    content = <EmptyState icon={BellRing} title="No property alerts yet" description="Save a search (area, price, beds, type) for yourself or a lead: when a listing is added or changes so that it matches, you hear about it, and the lead can get it by e-mail or text." />;
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
                {alert.lead_name ? ` · for ${alert.lead_name}${alert.notify_lead === 'none' ? '' : ` (sent by ${alert.notify_lead === 'sms' ? 'text' : 'e-mail'})`}` : ''}
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
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (e) => toast.error(messageOf(e)) })}
      />
    </section>
  );
}

type Draft = Record<'name' | 'city' | 'zipcode' | 'min_price' | 'max_price' | 'min_beds' | 'min_baths' | 'property_type' | 'status' | 'notify_lead', string> & { lead_id: string | null };

const toDraft = (a: PropertyAlertResponse | null): Draft => ({
  name: a?.name ?? '',
  city: a?.city ?? '',
  zipcode: a?.zipcode ?? '',
  min_price: a?.min_price?.toString() ?? '',
  max_price: a?.max_price?.toString() ?? '',
  min_beds: a?.min_beds?.toString() ?? '',
  min_baths: a?.min_baths?.toString() ?? '',
  property_type: a?.property_type ?? '',
  status: a?.status ?? '',
  notify_lead: a?.notify_lead ?? 'none',
  lead_id: a?.lead_id ?? null,
});

const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(/[$,\s]/g, '')));
/** "650k" and "$650,000" are 650000; anything else goes as typed, so the server names the field. */
const money = (s: string) => (s.trim() === '' ? null : parseAmount(s.trim()));

function PropertyAlertDialog({ alert, onClose }: { alert: PropertyAlertResponse | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(alert));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePropertyAlert();
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...draft, min_price: money(draft.min_price), max_price: money(draft.max_price), min_beds: num(draft.min_beds), min_baths: num(draft.min_baths), enabled: alert?.enabled ?? true };
    const parsed = PropertyAlertRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { ...parsed.data, id: alert?.id },
      {
        onSuccess: () => {
          toast.success(alert ? 'Alert saved' : 'Alert created');
          onClose();
        },
        onError: (e) => toastErrorUnlessLimitReached(e, 'The alert could not be saved.'),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{alert ? 'Edit alert' : 'New property alert'}</DialogTitle>
          <DialogDescription>Leave a field empty to match anything. Listings that already match now will not alert.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <FormField label="Name" error={errors.name}>
            <Input value={draft.name} onChange={(e) => set('name', e.target.value)} placeholder="Austin, 3 beds under $450k" />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="City" error={errors.city}>
              <Input value={draft.city} onChange={(e) => set('city', e.target.value)} />
            </FormField>
            <FormField label="ZIP" error={errors.zipcode}>
              <Input value={draft.zipcode} onChange={(e) => set('zipcode', e.target.value)} />
            </FormField>
            <FormField label="Lowest price" error={errors.min_price}>
              <MoneyInput value={draft.min_price} onChange={(e) => set('min_price', e.target.value)} placeholder="300k" />
            </FormField>
            <FormField label="Highest price" error={errors.max_price}>
              <MoneyInput value={draft.max_price} onChange={(e) => set('max_price', e.target.value)} placeholder="450k" />
            </FormField>
            <FormField label="Beds (at least)" error={errors.min_beds}>
              <Input inputMode="numeric" value={draft.min_beds} onChange={(e) => set('min_beds', e.target.value)} />
            </FormField>
            <FormField label="Baths (at least)" error={errors.min_baths}>
              <Input inputMode="numeric" value={draft.min_baths} onChange={(e) => set('min_baths', e.target.value)} />
            </FormField>
            <FormField label="Type" error={errors.property_type}>
              <Input value={draft.property_type} onChange={(e) => set('property_type', e.target.value)} placeholder="Single Family" />
            </FormField>
            <FormField label="Status">
              <NativeSelect value={draft.status} onChange={(e) => set('status', e.target.value)}>
                <option value="">Any status</option>
                {PROPERTY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <LeadPicker label="For a lead (optional)" selected={draft.lead_id ? [draft.lead_id] : []} onChange={(ids) => setDraft((d) => ({ ...d, lead_id: ids[0] ?? null }))} />
          <FormField label="Send each match to the lead" error={errors.notify_lead}>
            <NativeSelect value={draft.notify_lead} onChange={(e) => set('notify_lead', e.target.value)}>
              <option value="none">No, only tell me</option>
              <option value="email">By e-mail</option>
              <option value="sms">By text</option>
            </NativeSelect>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" isLoading={save.isPending}>
              {alert ? 'Save alert' : 'Create alert'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
