import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@porchlight/domain/export/csv';
import type { PropertyExportRequest } from '@porchlight/domain/properties/property-list-query';
import { apiRequest } from '@/lib/api-client';
import { downloadText } from '@/lib/download';

/** A CSV download, not JSON: it stays on the plain wrapper. */
export async function exportProperties(filters: PropertyExportRequest): Promise<string> {
  return (
    await apiRequest('/api/properties/export', { method: 'POST', body: JSON.stringify(filters), headers: { Accept: 'text/csv' } })
  ).text();
}

/** Downloads the current filtered list as CSV (counted against the plan's monthly exports). */
export function useExportProperties() {
  return useMutation({
    mutationFn: exportProperties,
    onSuccess: (csv) => downloadText(csv, exportFileName('properties'), 'text/csv;charset=utf-8'),
  });
}
