import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Building2, FileUp, UserPlus } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { QuickAction } from '@/features/search/components/command-palette';
import { useCommandPaletteShortcut } from '@/features/search/hooks/use-command-palette-shortcut';
import { ImportDialog } from '../import-button';

// The palette and the dialogs it opens load on first use, not with the shell.
const CommandPalette = lazy(() => import('@/features/search/components/command-palette').then((m) => ({ default: m.CommandPalette })));
const LeadFormDialog = lazy(() => import('@/features/leads/components/lead-form-dialog').then((m) => ({ default: m.LeadFormDialog })));
const PropertyFormDialog = lazy(() =>
  import('@/features/properties/components/property-form-dialog').then((m) => ({ default: m.PropertyFormDialog })),
);

type OpenDialog = { kind: 'lead' } | { kind: 'property' } | { kind: 'import'; entity: ImportEntity } | null;

/**
 * The command palette (Ctrl/Cmd+K) and the dialogs its quick actions open: the same new-lead,
 * new-property and import dialogs as the Leads and Properties toolbars, over whatever screen is open.
 */
export function CommandPaletteHost() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const navigate = useNavigate();
  const toggle = useCallback(() => {
    setHasOpened(true);
    setOpen((open) => !open);
  }, []);
  useCommandPaletteShortcut(toggle);

  const actions = useMemo<QuickAction[]>(
    () => [
      { id: 'new-lead', label: 'New lead', icon: UserPlus, onSelect: () => setDialog({ kind: 'lead' }) },
      { id: 'new-property', label: 'New property', icon: Building2, onSelect: () => setDialog({ kind: 'property' }) },
      { id: 'import-leads', label: 'Import leads from CSV', icon: FileUp, onSelect: () => setDialog({ kind: 'import', entity: 'leads' }) },
      {
        id: 'import-properties',
        label: 'Import properties from CSV',
        icon: FileUp,
        onSelect: () => setDialog({ kind: 'import', entity: 'properties' }),
      },
    ],
    [],
  );
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <Suspense fallback={null}>
      {hasOpened && <CommandPalette open={isOpen} onOpenChange={setOpen} actions={actions} />}
      {dialog?.kind === 'lead' && (
        <LeadFormDialog open onOpenChange={closeDialog} onSaved={(lead) => void navigate(`/leads?id=${encodeURIComponent(lead.id)}`)} />
      )}
      {dialog?.kind === 'property' && (
        <PropertyFormDialog
          open
          onOpenChange={closeDialog}
          onSaved={(property) => void navigate(`/properties?id=${encodeURIComponent(property.id)}`)}
        />
      )}
      {dialog?.kind === 'import' && <ImportDialog entity={dialog.entity} open onOpenChange={closeDialog} />}
    </Suspense>
  );
}
