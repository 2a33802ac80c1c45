import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import {
  LEAD_FORM_FIELD_LABELS,
  LEAD_FORM_LEAD_TYPES,
  type LeadFormField,
  type PublicLeadForm,
} from '@porchlight/domain/lead-capture/lead-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePublicLeadForm, useSubmitPublicLeadForm } from '../api/public-form';

type Values = Record<'name' | 'email' | LeadFormField, string>;
const EMPTY: Values = { name: '', email: '', phone: '', location: '', budget: '', timeline: '', leadType: '', message: '' };

/** "email: Enter a valid e-mail address" -> the field and its message; other errors are the form's. */
function splitError(message: string): { field: string | null; text: string } {
  const match = /^(\w+): (.+)$/.exec(message);
  return match ? { field: match[1]!, text: match[2]! } : { field: null, text: message };
}

function Frame({ embedded, children }: { embedded: boolean; children: React.ReactNode }) {
  return (
    <main className={cn('flex min-h-dvh justify-center bg-background px-4', embedded ? 'py-4' : 'items-start py-10 sm:items-center')}>
      <section
        className={cn('w-full max-w-md text-card-foreground', !embedded && 'rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8')}
      >
        {children}
      </section>
    </main>
  );
}

type ControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

/** The control of one field; FormField hands it the id and descriptions that tie it to its label. */
function FieldInput({
  field,
  value,
  onChange,
  ...control
}: ControlProps & { field: LeadFormField; value: string; onChange: (v: string) => void }) {
  if (field === 'message')
    return <Textarea {...control} rows={4} value={value} onChange={(e) => onChange(e.target.value)} maxLength={2000} />;
  if (field === 'leadType') {
    return (
      <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose…</option>
        {LEAD_FORM_LEAD_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </NativeSelect>
    );
  }
  const type = field === 'phone' ? 'tel' : 'text';
  const autoComplete = field === 'phone' ? 'tel' : 'off';
  return <Input {...control} type={type} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />;
}

function TheForm({ publicId, form }: { publicId: string; form: PublicLeadForm }) {
  const submit = useSubmitPublicLeadForm(publicId);
  const [values, setValues] = useState<Values>(EMPTY);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  if (submit.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{submit.data.thankYou}</h1>
        <p className="text-sm text-muted-foreground">{form.agentName} has your details.</p>
      </div>
    );
  }

  const error = submit.error ? splitError(messageOf(submit.error)) : null;
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  const formError =
    error && (error.field === null || error.field === 'ticket' || !['name', 'email', ...form.fields].includes(error.field))
      ? error.text
      : null;
  const expired = isApiError(submit.error) && error?.field === 'ticket';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = Object.fromEntries(
      Object.entries(values).filter(([key]) => key === 'name' || key === 'email' || form.fields.includes(key as LeadFormField)),
    );
    submit.mutate({ ...chosen, name: values.name, ...(form.askConsent ? { consent } : {}), ticket: form.ticket, website: honeypot });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <header className="grid gap-1.5">
        <h1 className="text-xl font-semibold tracking-tight">{form.title}</h1>
        {form.intro && <p className="text-sm text-muted-foreground">{form.intro}</p>}
      </header>
      <FormField label="Name" error={fieldError('name')}>
        <Input autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} required />
      </FormField>
      <FormField
        label="E-mail"
        error={fieldError('email')}
        hint={form.fields.includes('phone') ? 'An e-mail address or a phone number, so I can reply.' : undefined}
      >
        <Input type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
      </FormField>
      {form.fields.map((field) => (
        <FormField key={field} label={LEAD_FORM_FIELD_LABELS[field]} error={fieldError(field)}>
          <FieldInput field={field} value={values[field]} onChange={set(field)} />
        </FormField>
      ))}
      {/* Hidden from people (and from screen readers): only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} name="website" />
        </label>
      </div>
      {form.askConsent && (
        <div className="flex items-start gap-2">
          <Checkbox id="lead-form-consent" checked={consent} onCheckedChange={(v) => setConsent(v === true)} className="mt-0.5" />
          <Label htmlFor="lead-form-consent" className="text-xs font-normal leading-relaxed text-muted-foreground">
            {form.consentText}
          </Label>
        </div>
      )}
      {formError && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive-text"
        >
          <p>{formError}</p>
          {expired && (
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => window.location.reload()}>
              Reload the form
            </Button>
          )}
        </div>
      )}
      <Button type="submit" isLoading={submit.isPending} className="w-full">
        {submit.isPending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}

/** /f/:publicId: the agent's lead form as a visitor sees it (hosted, or framed with ?embed=1). */
export function PublicLeadFormPage({ publicId, embedded }: { publicId: string; embedded: boolean }) {
  const form = usePublicLeadForm(publicId);
  return (
    <Frame embedded={embedded}>
      {form.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading the form</span>
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : form.isError ? (
        <div role="alert" className="grid gap-2 py-6 text-center">
          <h1 className="text-lg font-semibold">Form not available</h1>
          <p className="text-sm text-muted-foreground">
            {messageOf(form.error, 'The form could not be loaded. Check your connection and reload the page.')}
          </p>
        </div>
      ) : (
        <TheForm publicId={publicId} form={form.data} />
      )}
    </Frame>
  );
}
