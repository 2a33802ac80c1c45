import { Trash2 } from 'lucide-react';
import { CONDITION_FIELDS, CONDITION_OPERATORS, UNARY_OPERATORS } from '@porchlight/domain/automations/conditions';
import { STEP_LABELS } from '@porchlight/domain/automations/flow-steps';
import { WAIT_UNITS, WEEKDAY_NAMES } from '@porchlight/domain/automations/schedule';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@porchlight/domain/leads/lead-status';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { stepErrors, summaryOf, type DraftStep } from './draft-steps';

type StepSettingsProps = { step: DraftStep; index: number; steps: DraftStep[]; onChange: (step: DraftStep) => void; onRemove: () => void };

const MERGE_HINT = 'Merge fields: {{lead.firstName}}, {{lead.name}}, {{agent.name}}';
const words = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
const list = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The selected step's settings, beside the list; errors show as the agent types. */
export function StepSettings({ step, index, steps, onChange, onRemove }: StepSettingsProps) {
  const errors = stepErrors(step);
  const set = (key: string, value: unknown) => onChange({ ...step, [key]: value });
  const condition = (step.condition ?? { kind: 'replied', replied: false }) as {
    kind: 'field' | 'replied';
    replied?: boolean;
    field?: string;
    operator?: string;
    value?: string;
  };
  const setCondition = (next: Record<string, unknown>) => set('condition', next);
  const later = steps.slice(index + 1);

  return (
    <section aria-label={`Step ${index + 1} settings`} className="grid gap-4 rounded-lg border bg-card p-4">
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">
            Step {index + 1}: {STEP_LABELS[step.type]}
          </h2>
          <p className="text-sm text-muted-foreground">{summaryOf(step)}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={`Delete step ${index + 1}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </header>

      {step.type === 'send_email' && (
        <>
          <FormField label="Subject" error={errors.subject}>
            <Input value={text(step.subject)} onChange={(e) => set('subject', e.target.value)} />
          </FormField>
          <FormField label="Message" error={errors.body} hint={MERGE_HINT}>
            <Textarea rows={6} value={text(step.body)} onChange={(e) => set('body', e.target.value)} />
          </FormField>
        </>
      )}
      {step.type === 'send_sms' && (
        <FormField label="Text" error={errors.body} hint={`${MERGE_HINT}. Texts wait for 8:00-21:00 on the lead's clock.`}>
          <Textarea rows={4} value={text(step.body)} onChange={(e) => set('body', e.target.value)} />
        </FormField>
      )}
      {step.type === 'wait' && (
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Wait" error={errors.amount}>
            <Input
              type="number"
              min={1}
              value={String(step.amount ?? '')}
              onChange={(e) => set('amount', e.target.value === '' ? '' : Number(e.target.value))}
            />
          </FormField>
          <FormField label="Unit">
            <NativeSelect value={text(step.unit)} onChange={(e) => set('unit', e.target.value)}>
              {WAIT_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      {step.type === 'wait_until' && (
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Next">
            <NativeSelect value={String(step.weekday)} onChange={(e) => set('weekday', Number(e.target.value))}>
              {WEEKDAY_NAMES.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="At (your time zone)" error={errors.time}>
            <Input type="time" value={text(step.time)} onChange={(e) => set('time', e.target.value)} />
          </FormField>
        </div>
      )}
      {step.type === 'notify' && (
        <>
          <FormField label="Title" error={errors.title} hint={MERGE_HINT}>
            <Input value={text(step.title)} onChange={(e) => set('title', e.target.value)} />
          </FormField>
          <FormField label="Note" error={errors.message}>
            <Textarea rows={3} value={text(step.message)} onChange={(e) => set('message', e.target.value)} />
          </FormField>
        </>
      )}
      {step.type === 'create_task' && (
        <>
          <FormField
            label="Due in days"
            error={errors.due_in_days}
            hint="0: due at once. The task reminds you when it is due (Properties > Tracking)."
          >
            <Input
              type="number"
              min={0}
              value={String(step.due_in_days ?? '')}
              onChange={(e) => set('due_in_days', e.target.value === '' ? '' : Number(e.target.value))}
            />
          </FormField>
          <FormField label="Note" error={errors.note}>
            <Textarea rows={3} value={text(step.note)} onChange={(e) => set('note', e.target.value)} />
          </FormField>
        </>
      )}
      {step.type === 'update_lead' && (
        <>
          <FormField label="Status" error={errors.status}>
            <NativeSelect
              value={step.status === undefined ? 'keep' : step.status === null ? 'none' : String(step.status)}
              onChange={(e) => {
                const v = e.target.value;
                const { status: _old, ...rest } = step;
                onChange(v === 'keep' ? (rest as DraftStep) : { ...step, status: v === 'none' ? null : v });
              }}
            >
              <option value="keep">Leave as it is</option>
              <option value="none">No status</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Add tags" hint="Separate tags with commas">
            <Input defaultValue={words(step.add_tags)} onBlur={(e) => set('add_tags', list(e.target.value))} />
          </FormField>
          <FormField label="Remove tags" hint="Separate tags with commas">
            <Input defaultValue={words(step.remove_tags)} onBlur={(e) => set('remove_tags', list(e.target.value))} />
          </FormField>
        </>
      )}
      {step.type === 'branch' && (
        <>
          <FormField label="If">
            <NativeSelect
              value={condition.kind === 'replied' ? (condition.replied ? 'replied' : 'not-replied') : 'field'}
              onChange={(e) => {
                const v = e.target.value;
                setCondition(
                  v === 'field'
                    ? { kind: 'field', field: 'status', operator: 'equals', value: '' }
                    : { kind: 'replied', replied: v === 'replied' },
                );
              }}
            >
              <option value="not-replied">The lead has not replied</option>
              <option value="replied">The lead replied</option>
              <option value="field">A lead field…</option>
            </NativeSelect>
          </FormField>
          {condition.kind === 'field' && (
            <div className="grid grid-cols-3 gap-2">
              <FormField label="Field">
                <NativeSelect value={condition.field} onChange={(e) => setCondition({ ...condition, field: e.target.value })}>
                  {CONDITION_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {f.replace('_', ' ')}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Is">
                <NativeSelect value={condition.operator} onChange={(e) => setCondition({ ...condition, operator: e.target.value })}>
                  {CONDITION_OPERATORS.map((o) => (
                    <option key={o} value={o}>
                      {o.replaceAll('_', ' ')}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              {!UNARY_OPERATORS.includes(condition.operator as never) && (
                <FormField label="Value" error={errors['condition.value']}>
                  <Input value={condition.value ?? ''} onChange={(e) => setCondition({ ...condition, value: e.target.value })} />
                </FormField>
              )}
            </div>
          )}
          <FormField label="Otherwise">
            <NativeSelect value={text(step.otherwise) || 'end'} onChange={(e) => set('otherwise', e.target.value)}>
              <option value="end">Stop the run</option>
              {later.map((s, i) => (
                <option key={s.id} value={s.id}>
                  Jump to step {index + i + 2}: {summaryOf(s)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </>
      )}
      {step.type === 'stop_if_replied' && (
        <p className="text-sm text-muted-foreground">The run ends here if the lead has replied since it started; otherwise it goes on.</p>
      )}
    </section>
  );
}
