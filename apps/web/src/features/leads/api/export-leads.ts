import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@porchlight/domain/export/csv';
import type { LeadExportRequest } from '@porchlight/domain/leads/lead-list-query';
import { apiFetch } from '@/lib/api-client';
import { downloadText } from '@/lib/download';

export function exportLeads(filters: LeadExportRequest): Promise<string> {
  return apiFetch<string>('/api/leads/export', { method: 'POST', body: JSON.stringify(filters), headers: { Accept: 'text/csv' } });
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads, onSuccess: (csv) => downloadText(csv, exportFileName('leads'), 'text/csv;charset=utf-8') });
}
