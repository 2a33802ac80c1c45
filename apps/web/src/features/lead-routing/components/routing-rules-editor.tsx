import { Plus, Trash2 } from 'lucide-react';
import { ROUTING_RULES_MAX, type LeadRoutingRule, type RoutingAgent } from '@porchlight/domain/lead-routing/lead-routing';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

type Props = { rules: LeadRoutingRule[]; agents: RoutingAgent[]; onChange: (rules: LeadRoutingRule[]) => void };

const dollars = (v: string) => (v.trim() === '' ? null : Math.max(0, Math.round(Number(v.replace(/[$,\s]/g, '')) || 0)));
const areasOf = (v: string) =>
  v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** Rules in order: the first a lead matches decides; a blank condition matches any lead. */
export function RoutingRulesEditor({ rules, agents, onChange }: Props) {
  const set = (i: number, patch: Partial<LeadRoutingRule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="grid gap-3">
      {rules.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No rules yet. Add one: for example Zillow leads to one teammate, leads in 78704 to another.
        </p>
      )}
      {rules.map((rule, i) => (
        <fieldset key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-2">
          <legend className="px-1 text-xs font-medium text-muted-foreground">Rule {i + 1}</legend>
          <FormField label="Source (blank: any)">
            <Input
              value={rule.source ?? ''}
              maxLength={60}
              placeholder="Zillow"
              onChange={(e) => set(i, { source: e.target.value || null })}
            />
          </FormField>
          <FormField label="ZIP codes or cities (comma-separated)">
            <Input
              defaultValue={rule.areas.join(', ')}
              placeholder="78704, Round Rock"
              onBlur={(e) => set(i, { areas: areasOf(e.target.value) })}
            />
          </FormField>
          <FormField label="Price from ($)">
            <Input inputMode="numeric" value={rule.minPrice ?? ''} onChange={(e) => set(i, { minPrice: dollars(e.target.value) })} />
          </FormField>
          <FormField label="Price up to ($)">
            <Input inputMode="numeric" value={rule.maxPrice ?? ''} onChange={(e) => set(i, { maxPrice: dollars(e.target.value) })} />
          </FormField>
          <FormField label="Goes to">
            <NativeSelect value={rule.assigneeId} onChange={(e) => set(i, { assigneeId: e.target.value })}>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.isOwner ? `${a.name} (you)` : a.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex items-end justify-end">
            <Button type="button" variant="ghost" className="text-destructive" onClick={() => onChange(rules.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" />
              Remove rule {i + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      {rules.length < ROUTING_RULES_MAX && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => onChange([...rules, { source: null, areas: [], minPrice: null, maxPrice: null, assigneeId: agents[0]!.id }])}
        >
          <Plus aria-hidden="true" />
          Add rule
        </Button>
      )}
    </div>
  );
}
