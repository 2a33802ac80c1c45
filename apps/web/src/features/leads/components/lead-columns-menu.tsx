import { Columns3 } from 'lucide-react';
import { ALWAYS_SHOWN_LEAD_COLUMNS, LEAD_TABLE_COLUMNS, type LeadTableColumnId } from '@porchlight/domain/leads/lead-table-columns';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

type LeadColumnsMenuProps = { hidden: readonly LeadTableColumnId[]; onToggle: (id: LeadTableColumnId) => void };

/** "Columns": which of the table's columns show; the choice is remembered for the agent. */
export function LeadColumnsMenu({ hidden, onToggle }: LeadColumnsMenuProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Columns to show" className="w-56 p-2">
        <fieldset className="grid gap-0.5">
          <legend className="px-2 pb-1 text-xs font-medium text-muted-foreground">Show columns</legend>
          {LEAD_TABLE_COLUMNS.filter((c) => !ALWAYS_SHOWN_LEAD_COLUMNS.includes(c.id)).map((column) => (
            <label key={column.id} className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent">
              <Checkbox checked={!hidden.includes(column.id)} onCheckedChange={() => onToggle(column.id)} />
              {column.label}
            </label>
          ))}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
