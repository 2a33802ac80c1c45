import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useLeadSearch } from './search-leads';

type LeadPickerProps = { multiple?: boolean; selected: string[]; onChange: (ids: string[]) => void; label: string };

/** Search the book and pick one lead (radio) or several (checkboxes). */
export function LeadPicker({ multiple = false, selected, onChange, label }: LeadPickerProps) {
  const [search, setSearch] = useState('');
  const leads = useLeadSearch(search.trim());
  const name = useId();
  const toggle = (id: string) => onChange(multiple ? (selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]) : [id]);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <Input
        type="search"
        aria-label="Search leads"
        placeholder="Search by name, e-mail or phone"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {leads.isPending ? (
        <Spinner />
      ) : leads.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Leads could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void leads.refetch()}>
            Retry
          </button>
        </p>
      ) : leads.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{search ? 'No lead matches.' : 'You have no leads yet.'}</p>
      ) : (
        <ul className="grid max-h-56 gap-1 overflow-y-auto">
          {leads.data.map((lead) => (
            <li key={lead.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={selected.includes(lead.id)}
                  onChange={() => toggle(lead.id)}
                />
                <span className="font-medium">{lead.name}</span>
                <span className="truncate text-muted-foreground">{lead.email ?? lead.phone ?? ''}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
