import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { PropertyAlertRequestSchema, type PropertyAlertResponse } from '@porchlight/domain/automations/property-alerts';
import { parseAmount } from '@porchlight/domain/properties/field-schemas';
import { toPropertyType } from '@porchlight/domain/properties/property-types';
import { PropertyStatusOptions, PropertyTypeOptions } from '@/components/property-type-options';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useSavePropertyAlert } from '../api/property-alerts';
import { LeadPicker } from '@/components/lead-picker/lead-picker';

type Draft = Record<
  'name' | 'city' | 'zipcode' | 'min_price' | 'max_price' | 'min_beds' | 'min_baths' | 'property_type' | 'status' | 'notify_lead',
  string
> & { lead_id: string | null };

const toDraft = (a: PropertyAlertResponse | null, lead?: AlertLead): Draft => ({
  name: a?.name ?? '',
  city: a?.city ?? '',
  zipcode: a?.zipcode ?? '',
  min_price: a?.min_price?.toString() ?? '',
  max_price: a?.max_price?.toString() ?? '',
  min_beds: a?.min_beds?.toString() ?? '',
  min_baths: a?.min_baths?.toString() ?? '',
  // An alert saved before types came from the list shows as its type, when it names one.
  property_type: toPropertyType(a?.property_type) ?? '',
  status: a?.status ?? '',
  notify_lead: a?.notify_lead ?? 'none',
  lead_id: a?.lead_id ?? lead?.id ?? null,
});

const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(/[$,\s]/g, '')));
/** "650k" and "$650,000" are 650000; anything else goes as typed, so the server names the field. */
const money = (s: string) => (s.trim() === '' ? null : parseAmount(s.trim()));

/** The lead a saved search is made from (its page): the search is for that lead, no picker. */
export type AlertLead = { id: string; name: string };

type PropertyAlertDialogProps = { alert: PropertyAlertResponse | null; lead?: AlertLead; onClose: () => void };

/** A new or existing property alert (a saved search): area, price, beds, baths, type and status. */
export function PropertyAlertDialog({ alert, lead, onClose }: PropertyAlertDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(alert, lead));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePropertyAlert();
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...draft,
      min_price: money(draft.min_price),
      max_price: money(draft.max_price),
      min_beds: num(draft.min_beds),
      min_baths: num(draft.min_baths),
      enabled: alert?.enabled ?? true,
    };
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
          toast.success(lead ? 'Search saved' : alert ? 'Alert saved' : 'Alert created');
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
          <DialogTitle>
            {alert ? (lead ? 'Edit saved search' : 'Edit alert') : lead ? `New saved search for ${lead.name}` : 'New property alert'}
          </DialogTitle>
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
              <NativeSelect value={draft.property_type} onChange={(e) => set('property_type', e.target.value)}>
                <PropertyTypeOptions emptyLabel="Any type" />
              </NativeSelect>
            </FormField>
            <FormField label="Status">
              <NativeSelect value={draft.status} onChange={(e) => set('status', e.target.value)}>
                <PropertyStatusOptions emptyLabel="Any status" />
              </NativeSelect>
            </FormField>
          </div>
          {!lead && (
            <LeadPicker
              label="For a lead (optional)"
              selected={draft.lead_id ? [draft.lead_id] : []}
              onChange={(ids) => setDraft((d) => ({ ...d, lead_id: ids[0] ?? null }))}
            />
          )}
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
              {alert ? (lead ? 'Save search' : 'Save alert') : lead ? 'Save search' : 'Create alert'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
