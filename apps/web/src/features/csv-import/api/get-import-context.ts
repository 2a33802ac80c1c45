import { useQuery } from '@tanstack/react-query';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { api, jsonOf } from '@/lib/api';

export const importContextKey = (entity: ImportEntity) => ['imports', entity, 'context'] as const;

export const getImportContext = (entity: ImportEntity) => jsonOf(api.csvImport[entity]['import-context'].$get());

/** The plan's room and the account's stages and people, read when the dialog opens (fresh each time). */
export function useImportContext(entity: ImportEntity) {
  return useQuery({ queryKey: importContextKey(entity), queryFn: () => getImportContext(entity), staleTime: 0 });
}
