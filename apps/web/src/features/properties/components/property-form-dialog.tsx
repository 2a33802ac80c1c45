import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { PROPERTY_FIELDS, PROPERTY_FIELD_GROUPS, type PropertyField } from '@porchlight/domain/properties/property-fields';
import {
  CreatePropertyRequestSchema,
  type CreatePropertyRequest,
  type PropertyResponse,
} from '@porchlight/domain/properties/property-schemas';
import { PROPERTY_TYPES } from '@porchlight/domain/properties/property-types';
import { PropertyStatusOptions, PropertyTypeOptions } from '@/components/property-type-options';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { useSaveProperty } from '../api/save-property';
import { propertyFormValues, type PropertyFormValues } from './property-form-values';
import { FormError } from '@/components/ui/form-error';
import { RecordFormFooter } from '@/components/record-list/record-form-footer';

type PropertyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The property to edit; none to add one. */
  property?: PropertyResponse;
  onSaved?: (property: PropertyResponse) => void;
};

const INPUT_MODE: Partial<Record<PropertyField['kind'], 'numeric' | 'decimal'>> = {
  int: 'numeric',
  tenths: 'decimal',
  dollars: 'decimal',
  cents: 'decimal',
};
const HINTS: Partial<Record<PropertyField['kind'], string>> = {
  list: 'Separate with commas',
  cents: 'Dollars and cents',
  tenths: 'Halves count: 2.5 is two full baths and a half',
};

/** Every field of a property, grouped; the basics open, the rest folded until needed. */
export function PropertyFormDialog({ open, onOpenChange, property, onSaved }: PropertyFormDialogProps) {
  const save = useSaveProperty();
  const [saveError, setSaveError] = useState<string | null>(null);
  const isEdit = Boolean(property);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<PropertyFormValues, unknown, CreatePropertyRequest>({
    resolver: zodResolver(CreatePropertyRequestSchema) as unknown as Resolver<PropertyFormValues, unknown, CreatePropertyRequest>,
    defaultValues: propertyFormValues(property),
  });

  const onSubmit = async (body: CreatePropertyRequest) => {
    setSaveError(null);
    try {
      // An edit sends only what was changed, so a field the form cannot show as stored (an
      // imported status outside the five) is never overwritten by accident.
      const changes = property
        ? (Object.fromEntries(Object.entries(body).filter(([key]) => key in dirtyFields)) as CreatePropertyRequest)
        : body;
      const saved = await save.mutateAsync({ id: property?.id, body: changes });
      toast.success(isEdit ? 'Property updated' : 'Property added');
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      setSaveError(messageOf(error, 'Saving failed. Please try again.'));
    }
  };

  const renderField = (field: PropertyField) => {
    const error = errors[field.key]?.message;
    const wide = field.kind === 'longText' || field.key === 'address' || field.key === 'openHouseDetails';
    if (field.kind === 'boolean') {
      return (
        <Controller
          key={field.key}
          control={control}
          name={field.key}
          render={({ field: f }) => (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={f.value === true} onCheckedChange={(v) => f.onChange(v === true)} onBlur={f.onBlur} />
              {field.label}
            </label>
          )}
        />
      );
    }
    let control_;
    if (field.kind === 'status') {
      control_ = (
        <NativeSelect {...register(field.key)}>
          <PropertyStatusOptions emptyLabel="No status" />
        </NativeSelect>
      );
    } else if (field.key === 'propertyType') {
      const stored = property?.propertyType;
      control_ = (
        <NativeSelect {...register(field.key)}>
          <PropertyTypeOptions emptyLabel="Not set" />
          {stored && !(PROPERTY_TYPES as readonly string[]).includes(stored) && <option value={stored}>{stored}</option>}
        </NativeSelect>
      );
    } else if (field.kind === 'dollars' || field.kind === 'cents') {
      control_ = <MoneyInput withCents={field.kind === 'cents'} {...register(field.key)} />;
    } else if (field.kind === 'longText') {
      control_ = <Textarea rows={4} {...register(field.key)} />;
    } else {
      const type = field.kind === 'date' ? 'date' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text';
      control_ = <Input type={type} inputMode={INPUT_MODE[field.kind]} {...register(field.key)} />;
    }
    const required = field.key === 'address' || field.key === 'currentPrice';
    return (
      <FormField
        key={field.key}
        label={required ? `${field.label} *` : field.label}
        error={typeof error === 'string' ? error : undefined}
        hint={HINTS[field.kind]}
        className={wide ? 'sm:col-span-2' : undefined}
      >
        {control_}
      </FormField>
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit property' : 'Add property'}</DialogTitle>
          <DialogDescription>Address and current price are required; everything else can be filled in later.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label={isEdit ? 'Edit property' : 'Add property'}>
          {PROPERTY_FIELD_GROUPS.map((group) => {
            const fields = PROPERTY_FIELDS.filter((f) => f.group === group.id);
            const hasError = fields.some((f) => errors[f.key]);
            const body = <div className="grid gap-4 pt-3 sm:grid-cols-2">{fields.map(renderField)}</div>;
            if (group.id === 'basics') {
              return (
                <fieldset key={group.id}>
                  <legend className="text-sm font-semibold">{group.label}</legend>
                  {body}
                </fieldset>
              );
            }
            return (
              <details key={group.id} open={hasError || undefined} className="rounded-md border border-border px-4 py-3">
                <summary className="cursor-pointer text-sm font-semibold">{group.label}</summary>
                {body}
              </details>
            );
          })}
          <FormError message={saveError} />
          <RecordFormFooter
            isSubmitting={isSubmitting}
            onCancel={() => onOpenChange(false)}
            submitLabel={isEdit ? 'Save changes' : 'Add property'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
