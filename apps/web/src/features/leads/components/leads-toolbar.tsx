import { useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { LeadListQuery } from '@porchlight/domain/leads/lead-list-query';
import { LEAD_QUALIFICATIONS, LEAD_QUALIFICATION_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '@porchlight/domain/leads/lead-status';
import { ListActions } from '@/components/record-list/list-actions';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SearchInput } from '@/components/ui/search-input';
import type { AudienceResponse } from '@porchlight/domain/leads/audience';
import { useAudience } from '../api/get-audience';
import { LeadFilterInput } from './lead-filter-input';

type LeadsToolbarProps = {
  query: LeadListQuery;
  onChange: (patch: Partial<LeadListQuery>, options?: { replace?: boolean }) => void;
  onAdd: () => void;
  onExport: () => void;
  isExporting: boolean;
  /** Extra buttons the screen adds (the CSV import's "Import" button). */
  actions?: ReactNode;
  /** The table's Stage filter; the board leaves it out (its columns are the stages). */
  stages?: { id: string; name: string }[];
  /** The view's own button beside the filters (the table's Columns, the board's Edit stages). */
  viewControl?: ReactNode;
  /** First on the line (Table | Board): one row less above the leads. */
  leading?: ReactNode;
};

const FILTER_KEYS = ['status', 'qualification', 'source', 'tag', 'location', 'platform'] as const;
const TEXT_FILTERS = [
  { key: 'source', label: 'Source' },
  { key: 'tag', label: 'Tag' },
  { key: 'location', label: 'Location' },
  { key: 'platform', label: 'Platform' },
] as const;

/** The values the agent's leads have for a filter, most used first (the audience's top segments). */
const suggestionsOf = (audience: AudienceResponse | undefined, key: (typeof TEXT_FILTERS)[number]['key']): string[] =>
  key === 'platform' || !audience ? [] : audience.segments[key].flatMap((s) => (s.filter?.[key] ? [s.filter[key]] : []));

type StageSelectProps = {
  stages: { id: string; name: string }[];
  value: string | undefined;
  onChange: (stage: string | undefined) => void;
  id?: string;
  className?: string;
  'aria-label'?: string;
};

function StageSelect({ stages, value, onChange, ...rest }: StageSelectProps) {
  return (
    <NativeSelect {...rest} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">Any stage</option>
      {stages.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </NativeSelect>
  );
}

export function LeadsToolbar({ query, onChange, onAdd, onExport, isExporting, actions, stages, viewControl, leading }: LeadsToolbarProps) {
  const active = FILTER_KEYS.filter((k) => query[k] !== undefined).length;
  const onPhone = active + (query.assigned === 'me' ? 1 : 0) + (stages && query.stage ? 1 : 0);
  const [isOpen, setIsOpen] = useState(false);
  const audience = useAudience({ enabled: isOpen });
  return (
    // Every control 32 px high and a tighter margin: the chrome above the table stays lean, so 15+
    // rows show at 1280x800 (issue 46). The popovers' contents are portaled, so they keep their size.
    <div className="mb-3 flex flex-wrap items-center gap-2 [&_button]:h-8 [&_input]:h-8 [&_select]:h-8">
      {leading}
      <SearchInput
        label="Search leads"
        placeholder="Search name, email, phone, location"
        value={query.search ?? ''}
        onSearch={(search) => onChange({ search }, { replace: true })}
      />
      {/* On a phone the quick toggles and the stage live in Filters, so the leads start near the top. */}
      <div className="hidden gap-1 sm:flex" role="group" aria-label="Status">
        {LEAD_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={query.status === s ? 'secondary' : 'ghost'}
            aria-pressed={query.status === s}
            onClick={() => onChange({ status: query.status === s ? undefined : s })}
          >
            {LEAD_STATUS_LABELS[s]}
          </Button>
        ))}
      </div>
      <Button
        size="sm"
        className="hidden sm:inline-flex"
        variant={query.assigned === 'me' ? 'secondary' : 'ghost'}
        aria-pressed={query.assigned === 'me'}
        onClick={() => onChange({ assigned: query.assigned === 'me' ? undefined : 'me' })}
      >
        Assigned to me
      </Button>
      {stages && (
        <div className="hidden sm:block">
          <StageSelect aria-label="Stage" className="w-40" stages={stages} value={query.stage} onChange={(stage) => onChange({ stage })} />
        </div>
      )}
      <Popover open={isOpen} onOpenChange={setIsOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" size="sm">
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {/* A phone's Filters also holds the stage and "Assigned to me", so its count includes them. */}
            {onPhone > 0 && <span className="sm:hidden">{` (${onPhone})`}</span>}
            {active > 0 && <span className="hidden sm:inline">{` (${active})`}</span>}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label="Lead filters" className="grid gap-3 p-4">
          <label className="flex min-h-11 items-center gap-2 text-sm sm:hidden">
            <input
              type="checkbox"
              className="size-4"
              checked={query.assigned === 'me'}
              onChange={(e) => onChange({ assigned: e.target.checked ? 'me' : undefined })}
            />
            Assigned to me
          </label>
          {stages && (
            <div className="grid gap-1.5 sm:hidden">
              <Label htmlFor="lead-filter-stage">Stage</Label>
              <StageSelect id="lead-filter-stage" stages={stages} value={query.stage} onChange={(stage) => onChange({ stage })} />
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="lead-filter-status">Status</Label>
            <NativeSelect
              id="lead-filter-status"
              value={query.status ?? ''}
              onChange={(e) => onChange({ status: (e.target.value || undefined) as LeadListQuery['status'] })}
            >
              <option value="">Any status</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
              <option value="none">No status</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="lead-filter-qualification">Qualification</Label>
            <NativeSelect
              id="lead-filter-qualification"
              value={query.qualification ?? ''}
              onChange={(e) => onChange({ qualification: (e.target.value || undefined) as LeadListQuery['qualification'] })}
            >
              <option value="">Any qualification</option>
              {LEAD_QUALIFICATIONS.map((q) => (
                <option key={q} value={q}>
                  {LEAD_QUALIFICATION_LABELS[q]}
                </option>
              ))}
              <option value="none">Not set</option>
            </NativeSelect>
          </div>
          {TEXT_FILTERS.map(({ key, label }) => (
            <LeadFilterInput
              key={key}
              id={`lead-filter-${key}`}
              label={label}
              value={query[key]}
              suggestions={suggestionsOf(audience.data, key)}
              onApply={(value) => onChange({ [key]: value }, { replace: true })}
            />
          ))}
          {active > 0 && (
            <Button
              variant="ghost"
              onClick={() =>
                onChange({
                  status: undefined,
                  qualification: undefined,
                  source: undefined,
                  tag: undefined,
                  location: undefined,
                  platform: undefined,
                })
              }
            >
              Clear filters
            </Button>
          )}
        </PopoverContent>
      </Popover>
      {viewControl}
      <ListActions nouns={{ one: 'lead', many: 'leads' }} actions={actions} onExport={onExport} isExporting={isExporting} onAdd={onAdd} />
    </div>
  );
}
