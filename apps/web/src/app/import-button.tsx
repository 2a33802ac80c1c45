import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { Button } from '@/components/ui/button';
import { importsKey } from '@/features/csv-import/api/get-imports';
import { ImportsInProgress } from '@/features/csv-import/components/imports-in-progress';
import { useActiveBook } from '@/lib/book';
import { invalidateSubscription } from '@/lib/subscription/subscription-query';

// The dialog, its mapping rules and the CSV parser load on the first click, not with the list.
const CsvImportDialog = lazy(() =>
  import('@/features/csv-import/components/csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })),
);

/** The CSV import dialog, loaded when first opened (the toolbars' Import button and the command palette). */
export function ImportDialog({
  entity,
  open,
  onOpenChange,
}: {
  entity: ImportEntity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const openChange = (next: boolean) => {
    onOpenChange(next);
    // An import left running when the dialog closes shows beside the button.
    if (!next) void queryClient.invalidateQueries({ queryKey: importsKey(entity) });
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CsvImportDialog
        entity={entity}
        open={open}
        onOpenChange={openChange}
        onImport={async (file, options) => (await import('@/features/csv-import/api/import-file')).importFile(entity, file, options)}
        onImported={() => {
          // New rows change the lists, the audience and the plan's usage.
          void queryClient.invalidateQueries({ queryKey: [entity] });
          void invalidateSubscription(queryClient);
        }}
      />
    </Suspense>
  );
}

/** The "Import" button of the properties and leads toolbars, with its CSV import dialog. */
export function ImportButton({ entity }: { entity: ImportEntity }) {
  const [isOpen, setOpen] = useState(false);
  // Imports write into the agent's own book (decision 027): not offered while a team's is open.
  if (useActiveBook()) return null;
  return (
    <>
      <ImportsInProgress entity={entity} />
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        Import
      </Button>
      <ImportDialog entity={entity} open={isOpen} onOpenChange={setOpen} />
    </>
  );
}
