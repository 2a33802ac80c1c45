import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  PIPELINE_STAGES_MAX,
  SavePipelineStagesRequestSchema,
  type PipelineStageResponse,
  type SavePipelineStagesInput,
  type SavePipelineStagesRequest,
} from '@porchlight/domain/pipeline/pipeline-stages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { RecordFormFooter } from '@/components/record-list/record-form-footer';
import { messageOf } from '@/lib/api-client';
import { useSavePipelineStages } from '../../api/save-pipeline-stages';
import { leadCount } from './pipeline-format';

type Removed = { id: string; name: string; leadCount: number; moveTo: string };
type EditStagesDialogProps = { stages: PipelineStageResponse[]; onClose: () => void };

/** Rename, reorder, add and remove stages; a removed stage's leads go where the agent says. */
export function EditStagesDialog({ stages, onClose }: EditStagesDialogProps) {
  const save = useSavePipelineStages();
  const [removed, setRemoved] = useState<Removed[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SavePipelineStagesInput, unknown, SavePipelineStagesRequest>({
    resolver: zodResolver(SavePipelineStagesRequestSchema),
    defaultValues: { stages: stages.map(({ id, name }) => ({ id, name })), moveLeadsTo: {} },
  });
  const list = useFieldArray({ control, name: 'stages', keyName: 'key' });
  const kept = list.fields.filter((f) => f.id);
  const countOf = (id: string | undefined) => stages.find((s) => s.id === id)?.leadCount ?? 0;

  const removeAt = (index: number) => {
    const field = list.fields[index]!;
    if (field.id) {
      const name = stages.find((s) => s.id === field.id)?.name ?? getValues(`stages.${index}.name`);
      const moveTo = kept.find((k) => k.id !== field.id)?.id ?? '';
      setRemoved((r) => [...r, { id: field.id!, name, leadCount: countOf(field.id), moveTo }]);
    }
    list.remove(index);
  };

  const onSubmit = async ({ stages: next }: SavePipelineStagesRequest) => {
    setSaveError(null);
    const keptIds = new Set(next.flatMap((s) => (s.id ? [s.id] : [])));
    const stranded = removed.find((r) => r.leadCount > 0 && !keptIds.has(r.moveTo));
    if (stranded) return setSaveError(`Choose a stage for the ${leadCount(stranded.leadCount)} in ${stranded.name}.`);
    const moveLeadsTo = Object.fromEntries(removed.filter((r) => r.leadCount > 0).map((r) => [r.id, r.moveTo]));
    try {
      await save.mutateAsync({ stages: next, moveLeadsTo });
      toast.success('Stages saved');
      onClose();
    } catch (error) {
      setSaveError(messageOf(error, 'Saving the stages failed. Please try again.'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit stages</DialogTitle>
          <DialogDescription>The board shows them left to right. New leads start in the first stage.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label="Edit stages">
          <ol className="grid gap-2">
            {list.fields.map((field, index) => {
              const name = stages.find((s) => s.id === field.id)?.name ?? `new stage ${index + 1}`;
              return (
                <li key={field.key} className="flex items-start gap-1">
                  <FormField
                    label={`Stage ${index + 1}`}
                    error={errors.stages?.[index]?.name?.message}
                    className="min-w-0 flex-1 [&>label]:sr-only"
                  >
                    <Input maxLength={40} autoComplete="off" {...register(`stages.${index}.name`)} />
                  </FormField>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => list.move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${name} down`}
                    disabled={index === list.fields.length - 1}
                    onClick={() => list.move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="text-destructive"
                    aria-label={`Remove ${name}`}
                    disabled={list.fields.length === 1}
                    onClick={() => removeAt(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
          <FormError message={errors.stages?.message ?? errors.stages?.root?.message} />
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={list.fields.length >= PIPELINE_STAGES_MAX}
            onClick={() => list.append({ name: '' }, { shouldFocus: true })}
          >
            <Plus aria-hidden="true" />
            Add stage
          </Button>
          {removed.some((r) => r.leadCount > 0) && (
            <fieldset className="grid gap-3 rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-medium">Leads of removed stages</legend>
              {removed
                .filter((r) => r.leadCount > 0)
                .map((r) => (
                  <FormField key={r.id} label={`Move the ${leadCount(r.leadCount)} in ${r.name} to`}>
                    <NativeSelect
                      value={r.moveTo}
                      onChange={(e) => setRemoved((all) => all.map((x) => (x.id === r.id ? { ...x, moveTo: e.target.value } : x)))}
                    >
                      <option value="">Choose a stage...</option>
                      {kept.map((k) => (
                        <option key={k.id} value={k.id}>
                          {stages.find((s) => s.id === k.id)?.name}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                ))}
            </fieldset>
          )}
          <FormError message={saveError} />
          <RecordFormFooter isSubmitting={isSubmitting} onCancel={onClose} submitLabel="Save stages" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
