import type { ReactNode } from 'react';
import { Download, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RecordNouns } from './record-nouns';

type ListActionsProps = {
  nouns: RecordNouns;
  /** Buttons the screen adds first (the CSV import's "Import"). */
  actions?: ReactNode;
  onExport: () => void;
  isExporting: boolean;
  onAdd: () => void;
};

/** The right end of a list's toolbar: the screen's own buttons, "Export CSV" and "Add <record>". */
export function ListActions({ nouns, actions, onExport, isExporting, onAdd }: ListActionsProps) {
  return (
    <div className="ml-auto flex flex-wrap items-center gap-2">
      {actions}
      <Button variant="outline" onClick={onExport} isLoading={isExporting}>
        {!isExporting && <Download aria-hidden="true" />}
        {isExporting ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add {nouns.one}
      </Button>
    </div>
  );
}
