import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { CreateLeadRequestSchema, type CreateLeadRequest, type LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { LEAD_QUALIFICATIONS, LEAD_QUALIFICATION_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '@porchlight/domain/leads/lead-status';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useSaveLead } from '../api/save-lead';
import { usePipeline } from '../api/get-pipeline';
import { formatAmountInput } from '@porchlight/domain/properties/field-schemas';
import type { PipelineStage } from '@porchlight/domain/pipeline/pipeline-stages';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { FormError } from '@/components/ui/form-error';
import { RecordFormFooter } from '@/components/record-list/record-form-footer';

type LeadFormValues = Record<keyof CreateLeadRequest, string>;

const TEXT_FIELDS = [
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['location', 'Location', 'text'],
  ['budget', 'Budget', 'text'],
  ['timeline', 'Timeline', 'text'],
  ['source', 'Source', 'text'],
  ['leadType', 'Lead type (buyer, seller...)', 'text'],
  ['preferredContact', 'Preferred contact', 'text'],
  ['bestTime', 'Best time to reach', 'text'],
  ['platform', 'Platform', 'text'],
  ['birthday', 'Birthday', 'date'],
  ['purchaseDate', 'Purchase (closing) date', 'date'],
] as const;

function formValues(lead?: LeadResponse): LeadFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    name: text(lead?.name),
    email: text(lead?.email),
    phone: text(lead?.phone),
    location: text(lead?.location),
    budget: text(lead?.budget),
    timeline: text(lead?.timeline),
    source: text(lead?.source),
    leadType: text(lead?.leadType),
    status: text(lead?.status),
    qualification: text(lead?.qualification),
    notes: text(lead?.notes),
    tags: lead?.tags.join(', ') ?? '',
    preferredContact: text(lead?.preferredContact),
    bestTime: text(lead?.bestTime),
    platform: text(lead?.platform),
    birthday: text(lead?.birthday),
    purchaseDate: text(lead?.purchaseDate),
    stageId: text(lead?.stageId),
    dealValue: lead?.dealValue ? formatAmountInput(String(lead.dealValue)) : '',
    expectedCloseDate: text(lead?.expectedCloseDate),
  };
}

type LeadFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lead?: LeadResponse;
  onSaved?: (lead: LeadResponse) => void;
};

/**
 * The stages load first, so the Stage box starts on the lead's stage (or the first, for a new lead).
 * One dialog shows the loading state and then the form: swapping one dialog for another would
 * lose the button that opened it, and Escape would leave focus on the page's body.
 */
export function LeadFormDialog(props: LeadFormDialogProps) {
  const pipeline = usePipeline();
  const save = useSaveLead();
  const { open, onOpenChange, lead } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        {pipeline.isPending ? (
          <>
            <DialogTitle>{lead ? 'Edit lead' : 'Add lead'}</DialogTitle>
            <DialogDescription className="sr-only">The form is loading.</DialogDescription>
            <div role="status" aria-label="Loading form" className="grid gap-3">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          </>
        ) : (
          // Without the stages (they failed to load) the form still saves; the lead keeps its stage.
          <LeadForm {...props} save={save} stages={pipeline.data?.stages ?? []} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LeadForm({
  onOpenChange,
  lead,
  onSaved,
  stages,
  save,
}: LeadFormDialogProps & { stages: PipelineStage[]; save: ReturnType<typeof useSaveLead> }) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, CreateLeadRequest>({
    resolver: zodResolver(CreateLeadRequestSchema) as unknown as Resolver<LeadFormValues, unknown, CreateLeadRequest>,
    defaultValues: { ...formValues(lead), stageId: lead?.stageId ?? stages[0]?.id ?? '' },
  });

  const onSubmit = async (body: CreateLeadRequest) => {
    setSaveError(null);
    try {
      // An edit sends every field, so a cleared box clears the value.
      const saved = await save.mutateAsync({ id: lead?.id, body: lead ? { ...body, tags: body.tags ?? [] } : body });
      toast.success(lead ? 'Lead updated' : 'Lead added');
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      const message = messageOf(error, 'Saving failed. Please try again.');
      // The server reads the phone in the account's country: its refusal belongs beside the box.
      const phone = /^phone: (.+)$/.exec(message);
      if (phone) return setError('phone', { message: phone[1] }, { shouldFocus: true });
      setSaveError(message);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{lead ? 'Edit lead' : 'Add lead'}</DialogTitle>
        <DialogDescription>Only the name is required.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label={lead ? 'Edit lead' : 'Add lead'}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name *" error={errors.name?.message} className="sm:col-span-2">
            {/* Focused when the form appears, after its loading state too: the agent types the name at once. */}
            <Input autoComplete="off" autoFocus {...register('name')} />
          </FormField>
          <FormField label="Status" error={errors.status?.message}>
            <NativeSelect {...register('status')}>
              <option value="">No status</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Qualification" error={errors.qualification?.message}>
            <NativeSelect {...register('qualification')}>
              <option value="">Not set</option>
              {LEAD_QUALIFICATIONS.map((q) => (
                <option key={q} value={q}>
                  {LEAD_QUALIFICATION_LABELS[q]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {stages.length > 0 && (
            <FormField label="Stage" error={errors.stageId?.message}>
              <NativeSelect {...register('stageId')}>
                {stages.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <FormField label="Deal value" error={errors.dealValue?.message}>
            <MoneyInput {...register('dealValue')} />
          </FormField>
          <FormField label="Expected close date" error={errors.expectedCloseDate?.message}>
            <Input type="date" {...register('expectedCloseDate')} />
          </FormField>
          {TEXT_FIELDS.map(([key, label, type]) => (
            <FormField key={key} label={label} error={errors[key]?.message}>
              {key === 'budget' ? <MoneyInput {...register(key)} /> : <Input type={type} {...register(key)} />}
            </FormField>
          ))}
          <FormField
            label="Tags"
            hint="Separate with commas"
            error={errors.tags?.message ?? (errors.tags as unknown as { [i: number]: { message?: string } } | undefined)?.[0]?.message}
            className="sm:col-span-2"
          >
            <Input {...register('tags')} />
          </FormField>
          <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea rows={3} {...register('notes')} />
          </FormField>
        </div>
        <FormError message={saveError} />
        <RecordFormFooter
          isSubmitting={isSubmitting}
          onCancel={() => onOpenChange(false)}
          submitLabel={lead ? 'Save changes' : 'Add lead'}
        />
      </form>
    </>
  );
}
