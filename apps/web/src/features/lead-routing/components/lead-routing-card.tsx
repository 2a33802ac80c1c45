import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  CLAIM_MINUTES_MAX,
  CLAIM_MINUTES_MIN,
  LeadRoutingSettingsSchema,
  type LeadRoutingMode,
  type LeadRoutingResponse,
  type LeadRoutingSettings,
} from '@porchlight/domain/lead-routing/lead-routing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useLeadRouting, useSaveLeadRouting } from '../api/lead-routing';
import { RoutingRulesEditor } from './routing-rules-editor';

const MODES: { value: LeadRoutingMode; label: string; hint: string }[] = [
  { value: 'owner', label: 'To me', hint: 'Every new lead is yours.' },
  { value: 'round_robin', label: 'Round robin', hint: 'Teammates you choose take turns.' },
  { value: 'rules', label: 'By rule', hint: 'By source, area (ZIP or city) or price; the rest to whom you pick.' },
];

/** "Lead routing" on the Lead Capture tab: who gets a lead from the form or a lead e-mail. */
export function LeadRoutingCard() {
  const routing = useLeadRouting();
  if (routing.isPending) {
    return (
      <Card role="status" aria-label="Loading lead routing">
        <CardHeader>
          <Skeleton className="h-5 w-32" />
        </CardHeader>
        <CardContent className="grid gap-2">
          <Skeleton className="h-16 w-full" />
        </CardContent>
      </Card>
    );
  }
  if (routing.isError)
    return (
      <ErrorState
        title="Lead routing could not be loaded"
        message={routing.error.message}
        onRetry={() => routing.refetch()}
        isRetrying={routing.isFetching}
      />
    );
  // A new draft whenever the saved settings change (another device saved, or this one did).
  return <RoutingForm key={JSON.stringify(routing.data.settings)} routing={routing.data} />;
}

function RoutingForm({ routing }: { routing: LeadRoutingResponse }) {
  const save = useSaveLeadRouting();
  const [draft, setDraft] = useState<LeadRoutingSettings>(routing.settings);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<LeadRoutingSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const { agents } = routing;
  const teammates = agents.filter((a) => !a.isOwner);
  const nameOf = (id: string) => agents.find((a) => a.id === id)?.name ?? 'you';
  const next = routing.nextAgentId === agents.find((a) => a.isOwner)?.id ? 'you' : nameOf(routing.nextAgentId);
  const toggle = (id: string, on: boolean) => set({ rotation: on ? [...draft.rotation, id] : draft.rotation.filter((r) => r !== id) });

  function submit() {
    const parsed = LeadRoutingSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError(issue.message);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Lead routing saved'),
      onError: (e) => {
        setError(messageOf(e));
        toastErrorUnlessLimitReached(e, 'Lead routing could not be saved');
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead routing</CardTitle>
        <CardDescription>Who gets a lead from your form or a lead e-mail. Leads you add or import stay yours.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          {routing.settings.mode === 'rules' ? 'A lead no rule matches goes to ' : 'The next lead goes to '}
          <strong>{next}</strong>.
        </p>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">New leads go</legend>
          {MODES.map((mode) => {
            const locked = mode.value !== 'owner' && !routing.canRouteToTeam;
            return (
              <label key={mode.value} className="flex items-start gap-2 text-sm has-[:disabled]:opacity-60">
                <input
                  type="radio"
                  name="lead-routing-mode"
                  className="mt-1"
                  value={mode.value}
                  checked={draft.mode === mode.value}
                  disabled={locked}
                  onChange={() => set({ mode: mode.value })}
                />
                <span>
                  <span className="font-medium">{mode.label}</span>
                  <span className="block text-xs text-muted-foreground">{mode.hint}</span>
                </span>
              </label>
            );
          })}
          {!routing.canRouteToTeam && (
            <p className="text-xs text-muted-foreground">
              Routing to teammates needs a plan with team seats.{' '}
              <Link className="text-primary underline" to="/settings?tab=plan">
                See plans
              </Link>
            </p>
          )}
          {routing.canRouteToTeam && teammates.length === 0 && (
            <p className="text-xs text-muted-foreground">
              No teammates yet: invite them under{' '}
              <Link className="text-primary underline" to="/settings?tab=usage">
                Settings &gt; Usage
              </Link>
              .
            </p>
          )}
        </fieldset>
        {draft.mode !== 'owner' && (
          <>
            {draft.mode === 'rules' && <RoutingRulesEditor rules={draft.rules} agents={agents} onChange={(rules) => set({ rules })} />}
            {draft.mode === 'rules' && (
              <FormField label="A lead no rule matches goes to">
                <NativeSelect value={draft.fallbackId ?? ''} onChange={(e) => set({ fallbackId: e.target.value || null })}>
                  <option value="">Me</option>
                  {teammates.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">
                {draft.mode === 'round_robin' ? 'Taking turns' : 'Who takes over an unclaimed lead, in turn'}
              </legend>
              {agents.map((a) => (
                <div key={a.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`routing-agent-${a.id}`}
                    checked={draft.rotation.includes(a.id)}
                    onCheckedChange={(v) => toggle(a.id, v === true)}
                  />
                  <Label htmlFor={`routing-agent-${a.id}`} className="font-normal">
                    {a.isOwner ? `${a.name} (you)` : a.name}
                    {draft.rotation.includes(a.id) && (
                      <span className="ml-1 text-xs text-muted-foreground">#{draft.rotation.indexOf(a.id) + 1}</span>
                    )}
                  </Label>
                </div>
              ))}
            </fieldset>
            <FormField
              label="Minutes to claim a lead"
              hint={`${CLAIM_MINUTES_MIN}–${CLAIM_MINUTES_MAX}. Unclaimed by then, it goes to the next person and you are told. Replying or logging a call claims it too.`}
            >
              <Input
                type="number"
                min={CLAIM_MINUTES_MIN}
                max={CLAIM_MINUTES_MAX}
                value={draft.claimMinutes}
                onChange={(e) => set({ claimMinutes: Number(e.target.value) })}
                className="w-28"
              />
            </FormField>
          </>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
      <CardFooter className="gap-2">
        <Button type="button" onClick={submit} isLoading={save.isPending}>
          Save routing
        </Button>
        <Button type="button" variant="ghost" onClick={() => setDraft(routing.settings)} disabled={save.isPending}>
          Undo changes
        </Button>
      </CardFooter>
    </Card>
  );
}
