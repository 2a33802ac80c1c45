import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useLeadSearch } from '../api/appointments';

export type PickedLead = { id: string; name: string };

/** Finds a lead by name, e-mail or phone and adds them to the appointment (a list of buttons, keyboard-reachable). */
export function LeadPicker({ exclude, onPick, invalid }: { exclude: string[]; onPick: (lead: PickedLead) => void; invalid?: boolean }) {
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const found = useLeadSearch(search.trim(), isOpen);
  const listId = useId();
  const choices = (found.data ?? []).filter((l) => !exclude.includes(l.id));
  return (
    <div className="grid gap-1">
      <Input
        type="search"
        value={search}
        aria-label="Find a lead to add"
        // Names the list only while it is shown (a reference to nothing is an error to assistive tech).
        aria-controls={isOpen ? listId : undefined}
        aria-invalid={invalid || undefined}
        placeholder="Add a lead: name, e-mail or phone"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setSearch(e.target.value);
          setOpen(true);
        }}
      />
      {isOpen && (
        <ul id={listId} aria-label="Leads found" className="grid max-h-40 overflow-y-auto rounded-md border empty:hidden">
          {found.isPending && <li className="px-3 py-2 text-sm text-muted-foreground">Searching…</li>}
          {found.isSuccess && choices.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">No lead matches.</li>}
          {choices.map((lead) => (
            <li key={lead.id}>
              <button
                type="button"
                className="flex w-full items-baseline justify-between gap-2 px-3 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                onClick={() => {
                  onPick({ id: lead.id, name: lead.name });
                  setSearch('');
                  setOpen(false);
                }}
              >
                <span className="font-medium">{lead.name}</span>
                {lead.detail && <span className="truncate text-xs text-muted-foreground">{lead.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
