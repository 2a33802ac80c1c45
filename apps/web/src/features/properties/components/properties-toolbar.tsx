import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { PropertyStatus } from '@porchlight/domain/properties/property-status';
import { PropertyStatusOptions, PropertyTypeOptions } from '@/components/property-type-options';
import type { PropertyListQuery } from '@porchlight/domain/properties/property-list-query';
import { ListActions } from '@/components/record-list/list-actions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SearchInput } from '@/components/ui/search-input';

type PropertiesToolbarProps = {
  query: PropertyListQuery;
  onChange: (patch: Partial<PropertyListQuery>, options?: { replace?: boolean }) => void;
  onAdd: () => void;
  onExport: () => void;
  isExporting: boolean;
  /** Extra buttons the screen adds (the CSV import's "Import" button). */
  actions?: ReactNode;
};

const FILTER_KEYS = ['status', 'type', 'minPrice', 'maxPrice', 'minBeds', 'maxBeds'] as const;

const numberOrUndefined = (value: string) => {
  const n = Number(value.replace(/[$,\s]/g, ''));
  return value.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.round(n);
};

export function PropertiesToolbar({ query, onChange, onAdd, onExport, isExporting, actions }: PropertiesToolbarProps) {
  const activeFilters = FILTER_KEYS.filter((k) => query[k] !== undefined).length;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <SearchInput
        label="Search properties"
        placeholder="Search address, city, ZIP, MLS, agent"
        value={query.search ?? ''}
        onSearch={(search) => onChange({ search }, { replace: true })}
      />
      <Button
        size="sm"
        variant={query.assigned === 'me' ? 'secondary' : 'ghost'}
        aria-pressed={query.assigned === 'me'}
        onClick={() => onChange({ assigned: query.assigned === 'me' ? undefined : 'me' })}
      >
        Mine
      </Button>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">
            <SlidersHorizontal aria-hidden="true" />
            Filters{activeFilters > 0 && ` (${activeFilters})`}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label="Property filters" className="grid gap-3 p-4">
          <div className="grid gap-1.5">
            <Label htmlFor="filter-status">Status</Label>
            <NativeSelect
              id="filter-status"
              value={query.status ?? ''}
              onChange={(e) => onChange({ status: (e.target.value || undefined) as PropertyStatus | undefined })}
            >
              <PropertyStatusOptions emptyLabel="Any status" />
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="filter-type">Type</Label>
            <NativeSelect id="filter-type" value={query.type ?? ''} onChange={(e) => onChange({ type: e.target.value || undefined })}>
              <PropertyTypeOptions emptyLabel="Any type" />
            </NativeSelect>
          </div>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1.5 text-sm font-medium">Price</legend>
            <Input
              aria-label="Minimum price"
              placeholder="Min $"
              inputMode="numeric"
              defaultValue={query.minPrice ?? ''}
              onBlur={(e) => onChange({ minPrice: numberOrUndefined(e.target.value) })}
            />
            <Input
              aria-label="Maximum price"
              placeholder="Max $"
              inputMode="numeric"
              defaultValue={query.maxPrice ?? ''}
              onBlur={(e) => onChange({ maxPrice: numberOrUndefined(e.target.value) })}
            />
          </fieldset>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1.5 text-sm font-medium">Bedrooms</legend>
            <Input
              aria-label="Minimum bedrooms"
              placeholder="Min"
              inputMode="numeric"
              defaultValue={query.minBeds ?? ''}
              onBlur={(e) => onChange({ minBeds: numberOrUndefined(e.target.value) })}
            />
            <Input
              aria-label="Maximum bedrooms"
              placeholder="Max"
              inputMode="numeric"
              defaultValue={query.maxBeds ?? ''}
              onBlur={(e) => onChange({ maxBeds: numberOrUndefined(e.target.value) })}
            />
          </fieldset>
          {activeFilters > 0 && (
            <Button
              variant="ghost"
              onClick={() =>
                onChange({
                  status: undefined,
                  type: undefined,
                  minPrice: undefined,
                  maxPrice: undefined,
                  minBeds: undefined,
                  maxBeds: undefined,
                })
              }
            >
              Clear filters
            </Button>
          )}
        </PopoverContent>
      </Popover>
      <ListActions
        nouns={{ one: 'property', many: 'properties' }}
        actions={actions}
        onExport={onExport}
        isExporting={isExporting}
        onAdd={onAdd}
      />
    </div>
  );
}
