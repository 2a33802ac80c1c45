import { useState, type FormEvent } from 'react';
import {
  AnalyticsQuerySchema,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  type AnalyticsQuery,
  type PeriodPreset,
} from '@porchlight/domain/analytics/analytics-period';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

type PeriodPickerProps = { range: AnalyticsQuery; onChange: (range: AnalyticsQuery) => void; canUseCustom: boolean; unlockingPlan: string };

const CUSTOM = 'custom';

/** The presets for everyone; a custom from/to range with advanced analytics (named as locked otherwise). */
export function PeriodPicker({ range, onChange, canUseCustom, unlockingPlan }: PeriodPickerProps) {
  const isCustom = Boolean(range.from && range.to);
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState({ from: range.from ?? '', to: range.to ?? '' });
  const [error, setError] = useState<string | null>(null);
  const showDates = isEditing || isCustom;

  const choose = (value: string) => {
    if (value === CUSTOM) return setIsEditing(true);
    setIsEditing(false);
    onChange({ period: value as PeriodPreset });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AnalyticsQuerySchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose both dates');
    setError(null);
    setIsEditing(false);
    onChange({ from: draft.from, to: draft.to });
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="analytics-period">Period</Label>
        <NativeSelect
          id="analytics-period"
          className="w-48"
          value={showDates ? CUSTOM : (range.period ?? '30d')}
          onChange={(e) => choose(e.target.value)}
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
          <option value={CUSTOM} disabled={!canUseCustom}>
            {canUseCustom ? 'Custom range…' : `Custom range (${unlockingPlan} plan)`}
          </option>
        </NativeSelect>
      </div>
      {showDates && canUseCustom && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={apply} aria-label="Custom range">
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-from">From</Label>
            <Input
              id="analytics-from"
              type="date"
              className="w-40"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-to">To</Label>
            <Input
              id="analytics-to"
              type="date"
              className="w-40"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              required
            />
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
          {error && (
            <p role="alert" className="w-full text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
