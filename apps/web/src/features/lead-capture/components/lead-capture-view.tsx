import { useId, useState, type ReactNode } from 'react';
import { Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { LEADS_ANSWERED_PER_WAY_DAY } from '@porchlight/domain/lead-capture/automatic-messages';
import {
  LEAD_FORM_FIELDS,
  LEAD_FORM_FIELD_LABELS,
  type LeadFormField,
  type LeadFormResponse,
  type LeadFormSettings,
} from '@porchlight/domain/lead-capture/lead-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { leadFormEmbedSnippet, leadFormUrl, useLeadForm, useNewLeadFormLink, useSaveLeadForm } from '../api/lead-form';
import { LeadEmailsCard } from './lead-emails-card';
import { LeadFormSubmissions } from './lead-form-submissions';
import { TextCountriesField } from './text-countries-field';

const settingsOf = ({
  publicId: _publicId,
  updatedAt: _updatedAt,
  textingCountry: _textingCountry,
  ...settings
}: LeadFormResponse): LeadFormSettings => settings;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}: select it and copy it by hand`);
  }
}

/** Where the form lives: its link and the snippet for the agent's own site. */
function ShareCard({ form }: { form: LeadFormResponse }) {
  const newLink = useNewLeadFormLink();
  const linkId = useId();
  const url = leadFormUrl(form.publicId);
  const snippet = leadFormEmbedSnippet(form.publicId, form.title);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share your form</CardTitle>
        <CardDescription>
          Send the link, put it in your e-mail signature and social profiles, or paste the snippet into your website.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={linkId}>Link</Label>
          <div className="flex gap-2">
            <Input
              id={linkId}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              aria-describedby={form.enabled ? undefined : `${linkId}-off`}
            />
            <Button type="button" variant="outline" onClick={() => void copy(url, 'Link')} aria-label="Copy link">
              <Copy className="size-4" aria-hidden="true" />
            </Button>
            <Button asChild variant="outline">
              <a href={url} target="_blank" rel="noreferrer" aria-label="Open the form">
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            </Button>
          </div>
          {!form.enabled && (
            <p id={`${linkId}-off`} className="text-xs text-muted-foreground">
              The form is off: visitors see that it is not available.
            </p>
          )}
        </div>
        <FormField label="Embed on your website">
          <Textarea readOnly rows={3} value={snippet} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void copy(snippet, 'Snippet')}>
            <Copy className="size-4" aria-hidden="true" />
            Copy snippet
          </Button>
          <Button
            type="button"
            variant="ghost"
            isLoading={newLink.isPending}
            onClick={() => {
              if (!window.confirm('Make a new link? The current link and snippet stop working at once.')) return;
              newLink.mutate(undefined, {
                onSuccess: () => toast.success('New link made: share it again'),
                onError: (e) => toast.error(messageOf(e)),
              });
            }}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            New link
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function SettingsCard({ form }: { form: LeadFormResponse }) {
  const save = useSaveLeadForm();
  const [draft, setDraft] = useState<LeadFormSettings>(() => settingsOf(form));
  const set = (patch: Partial<LeadFormSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const setReply = (patch: Partial<LeadFormSettings['autoReply']>) => setDraft((d) => ({ ...d, autoReply: { ...d.autoReply, ...patch } }));
  const toggleField = (field: LeadFormField, on: boolean) =>
    set({ fields: on ? [...draft.fields, field] : draft.fields.filter((f) => f !== field) });
  const error = save.error ? messageOf(save.error) : null;
  const fieldError = (field: string) => (error?.startsWith(`${field}: `) ? error.slice(field.length + 2) : undefined);
  // "autoReply.textCountries.0: ..." names the list's entry.
  const countriesError = error && /^autoReply\.textCountries[.:]/.test(error) ? error.replace(/^[^:]*: /, '') : undefined;

  return (
    <Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft, { onSuccess: (saved) => (setDraft(settingsOf(saved)), toast.success('Lead form saved')) });
        }}
      >
        <CardHeader>
          <CardTitle>Your lead form</CardTitle>
          <CardDescription>
            Each submission becomes a hot lead (or a note on the lead you already have with that e-mail or phone), and you are notified at
            once.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="lead-form-enabled">Taking submissions</Label>
            <Switch id="lead-form-enabled" checked={draft.enabled} onCheckedChange={(enabled) => set({ enabled })} />
          </div>
          <FormField label="Title" error={fieldError('title')}>
            <Input value={draft.title} maxLength={100} onChange={(e) => set({ title: e.target.value })} />
          </FormField>
          <FormField label="Introduction (optional)" error={fieldError('intro')}>
            <Textarea rows={2} value={draft.intro ?? ''} maxLength={500} onChange={(e) => set({ intro: e.target.value || null })} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Fields</legend>
            <p className="text-xs text-muted-foreground">Name and e-mail are always asked; a visitor leaves an e-mail or a phone number.</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {LEAD_FORM_FIELDS.map((field) => (
                <div key={field} className="flex items-center gap-2">
                  <Checkbox
                    id={`lead-form-field-${field}`}
                    checked={draft.fields.includes(field)}
                    onCheckedChange={(v) => toggleField(field, v === true)}
                  />
                  <Label htmlFor={`lead-form-field-${field}`} className="font-normal">
                    {LEAD_FORM_FIELD_LABELS[field]}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="lead-form-consent">Ask for consent to texts and e-mails</Label>
            <Switch id="lead-form-consent" checked={draft.askConsent} onCheckedChange={(askConsent) => set({ askConsent })} />
          </div>
          {draft.askConsent && (
            <FormField
              label="Consent text"
              hint="{agent} becomes your name. The visitor's agreement is noted on the lead."
              error={fieldError('consentText')}
            >
              <Textarea rows={3} value={draft.consentText} maxLength={500} onChange={(e) => set({ consentText: e.target.value })} />
            </FormField>
          )}
          <FormField label="Thank-you message" error={fieldError('thankYou')}>
            <Input value={draft.thankYou} maxLength={300} onChange={(e) => set({ thankYou: e.target.value })} />
          </FormField>
          <fieldset className="grid gap-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">Instant reply</legend>
            <FormField
              label="Reply to each new lead by"
              hint={`Goes out at once through your texting or e-mail, with opt-outs and quiet hours respected: to at most ${LEADS_ANSWERED_PER_WAY_DAY} new leads a day from the form; the others get a note to answer them yourself.`}
            >
              <NativeSelect
                value={draft.autoReply.channel ?? ''}
                onChange={(e) => setReply({ channel: e.target.value === 'sms' || e.target.value === 'email' ? e.target.value : null })}
              >
                <option value="">No instant reply</option>
                <option value="sms">Text message</option>
                <option value="email">E-mail</option>
              </NativeSelect>
            </FormField>
            {draft.autoReply.channel === 'email' && (
              <FormField label="Subject" hint="Without the lead's details: a stranger typed them." error={fieldError('autoReply.subject')}>
                <Input value={draft.autoReply.subject} maxLength={200} onChange={(e) => setReply({ subject: e.target.value })} />
              </FormField>
            )}
            {draft.autoReply.channel && (
              <FormField
                label="Message"
                hint="{{lead.firstName}} and {{agent.name}} are filled in for each lead."
                error={fieldError('autoReply.body')}
              >
                <Textarea rows={3} value={draft.autoReply.body} onChange={(e) => setReply({ body: e.target.value })} />
              </FormField>
            )}
            <TextCountriesField
              textingCountry={form.textingCountry}
              value={draft.autoReply.textCountries}
              onChange={(textCountries) => setReply({ textCountries })}
              error={countriesError}
            />
          </fieldset>
          <FormField
            label="Lead source"
            hint="Shown as the lead's source, so you can tell where leads come from."
            error={fieldError('source')}
          >
            <Input value={draft.source} maxLength={100} onChange={(e) => set({ source: e.target.value })} />
          </FormField>
          {error &&
            !countriesError &&
            !['title', 'intro', 'consentText', 'thankYou', 'source', 'autoReply.subject', 'autoReply.body'].some((f) => fieldError(f)) && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={save.isPending}>
            Save form
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/** Leads > Lead Capture: the agent's public form and how to share it, lead e-mails, and what came in. */
/** `routing`: the "Lead routing" card (the lead-routing feature, composed by the route). */
export function LeadCaptureView({ routing }: { routing?: ReactNode } = {}) {
  const form = useLeadForm();
  if (form.isPending) {
    return (
      <div role="status" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">Loading your lead form</span>
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (form.isError)
    return <ErrorState title="Could not load your lead form" message={messageOf(form.error)} onRetry={() => void form.refetch()} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <SettingsCard form={form.data} />
      <div className="grid gap-4">
        <ShareCard form={form.data} />
        {routing}
        <LeadFormSubmissions />
        <LeadEmailsCard />
      </div>
    </div>
  );
}
