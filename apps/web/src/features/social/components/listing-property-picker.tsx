import { useId, useState } from 'react';
import { Home } from 'lucide-react';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useListingPropertySearch } from '../api/search-listing-properties';

type ListingPropertyPickerProps = {
  template: string;
  onTemplateChange: (template: string) => void;
  onPick: (property: PropertyResponse) => void;
};

/** "Share a listing": the editable template, and the agent's properties to fill it from. */
export function ListingPropertyPicker({ template, onTemplateChange, onPick }: ListingPropertyPickerProps) {
  const [search, setSearch] = useState('');
  const ids = { template: useId(), search: useId() };
  const results = useListingPropertySearch(search.trim(), true);
  const properties = results.data?.properties ?? [];
  return (
    <div className="grid gap-2 rounded-md border border-border p-3">
      <Label htmlFor={ids.template}>Listing template</Label>
      <Textarea
        id={ids.template}
        rows={3}
        value={template}
        onChange={(e) => onTemplateChange(e.target.value)}
        aria-describedby={`${ids.template}-hint`}
      />
      <p id={`${ids.template}-hint`} className="text-xs text-muted-foreground">
        {'{address}, {price}, {beds}, {baths}, {sqft} and {link} are filled from the property; a part it has no value for is left out.'}
      </p>
      <Label htmlFor={ids.search}>Property</Label>
      <Input id={ids.search} type="search" placeholder="Search by address" value={search} onChange={(e) => setSearch(e.target.value)} />
      <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label="Properties">
        {properties.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent"
              onClick={() => onPick(p)}
            >
              <Home className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <span className="block font-medium">{p.address}</span>
                <span className="block text-xs text-muted-foreground">
                  {[
                    formatMoney(p.currentPrice),
                    p.bedrooms != null ? `${p.bedrooms} beds` : '',
                    p.bathrooms != null ? `${p.bathrooms} baths` : '',
                  ]
                    .filter((s) => s && s !== 'N/A')
                    .join(' · ')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {results.isSuccess && properties.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {search.trim() ? `No property matches "${search.trim()}".` : 'You have no properties yet.'}
        </p>
      )}
      {results.isError && <p className="text-sm text-destructive-text">The properties could not be loaded.</p>}
    </div>
  );
}
