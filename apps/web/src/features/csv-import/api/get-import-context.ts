import { useQuery } from '@tanstack/react-query';
import type { ImportContextResponse } from '@porchlight/domain/csv-import/import-api-schemas';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { apiFetch } from '@/lib/api-client';

export const importContextKey = (entity: ImportEntity) => ['imports', entity, 'context'] as const;

export function getImportContext(entity: ImportEntity): Promise<ImportContextResponse> {
  return apiFetch(`/api/${entity}/import-context`);
}

/** The plan's room and the account's stages and people, read when the dialog opens (fresh each time). */
export function useImportContext(entity: ImportEntity) {
  return useQuery({ queryKey: importContextKey(entity), queryFn: () => getImportContext(entity), staleTime: 0 });
}
