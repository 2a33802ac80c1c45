import { useQuery } from '@tanstack/react-query';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { api, jsonOf } from '@/lib/api';

/** The import statuses a job is working on (an upload belongs to the dialog that sends it). */
const RUNNING = new Set<ImportFileView['status']>(['queued', 'reading', 'writing']);
export const isRunningImport = (view: ImportFileView) => RUNNING.has(view.status);

export const importsKey = (entity: ImportEntity) => ['imports', entity] as const;

export const getImports = (entity: ImportEntity) => jsonOf(api.csvImport[entity].imports.$get());

/** The agent's recent imports of the entity, asked again every 2 s while one is running. */
export function useImports(entity: ImportEntity) {
  return useQuery({
    queryKey: importsKey(entity),
    queryFn: () => getImports(entity),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.imports.some(isRunningImport) ? 2_000 : false),
  });
}
