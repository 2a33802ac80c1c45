import { SquareKanban, Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { LeadsViewMode } from '../hooks/use-leads-view-mode';

const VIEWS = [
  { value: 'table', label: 'Table', icon: Table2 },
  { value: 'board', label: 'Board', icon: SquareKanban },
] as const;

/** "Table | Board": the same leads as a list or as a pipeline by stage. */
export function LeadsViewSwitch({ view, onChange }: { view: LeadsViewMode; onChange: (view: LeadsViewMode) => void }) {
  return (
    <div role="group" aria-label="Leads view" className="inline-flex rounded-md border border-border p-0.5">
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          size="sm"
          variant={view === value ? 'secondary' : 'ghost'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
