import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@porchlight/domain/export/csv';
import type { LeadExportRequest } from '@porchlight/domain/leads/lead-list-query';
import { apiRequest } from '@/lib/api-client';
import { downloadText } from '@/lib/download';

/** A CSV download, not JSON: it stays on the plain wrapper. */
export async function exportLeads(filters: LeadExportRequest): Promise<string> {
  return (await apiRequest('/api/leads/export', { method: 'POST', body: JSON.stringify(filters), headers: { Accept: 'text/csv' } })).text();
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads, onSuccess: (csv) => downloadText(csv, exportFileName('leads'), 'text/csv;charset=utf-8') });
}
