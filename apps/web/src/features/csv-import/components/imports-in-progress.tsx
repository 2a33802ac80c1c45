import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { importPercent } from '@porchlight/domain/csv-import/import-file';
import { isRunningImport, useImports } from '../api/get-imports';

/**
 * Beside the Import button: an import the agent left running ("Importing listings.csv… 45%"),
 * so leaving the dialog, or the page, never hides it. When it ends the list reloads; the
 * notification says how it went.
 */
export function ImportsInProgress({ entity }: { entity: ImportEntity }) {
  const { data } = useImports(entity);
  const queryClient = useQueryClient();
  const running = data?.imports.filter(isRunningImport) ?? [];
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && running.length === 0) void queryClient.invalidateQueries({ queryKey: [entity] });
    wasRunning.current = running.length > 0;
  }, [entity, queryClient, running.length]);
  const first = running[0];
  if (!first) return null;
  const more = running.length > 1 ? ` (+${running.length - 1} more)` : '';
  return (
    <span
      role="status"
      className="inline-flex max-w-64 items-center gap-1.5 truncate rounded-md bg-muted px-2 py-1 text-xs text-muted-foreground"
    >
      <Loader2 aria-hidden className="size-3.5 shrink-0 animate-spin" />
      <span className="truncate">
        Importing {first.file_name}… {importPercent(first)}%{more}
      </span>
    </span>
  );
}
