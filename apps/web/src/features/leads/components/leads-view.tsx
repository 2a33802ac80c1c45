import { useState, type ReactNode } from 'react';
import { SearchX, Tag, Trash2, Users, X } from 'lucide-react';
import { toast } from 'sonner';
import type { RowSelectionState } from '@tanstack/react-table';
import { PAGE_SIZES } from '@porchlight/domain/properties/list-query';
import { LEAD_SORTS, defaultLeadDirection, type LeadSort } from '@porchlight/domain/leads/lead-list-query';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@porchlight/domain/leads/lead-status';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { useBulkAddLeadTag, useBulkSetLeadStatus } from '../api/bulk-update-leads';
import { useDeleteLeads } from '../api/delete-leads';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { useLeadListParams } from '../hooks/use-lead-list-params';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadFormDialog } from './lead-form-dialog';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';


function AddTagButton({ onAdd, isBusy }: { onAdd: (tag: string) => void; isBusy: boolean }) {
  const [tag, setTag] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" isLoading={isBusy}>
          {!isBusy && <Tag aria-hidden="true" />}
          Add tag
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-3">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!tag.trim()) return;
            onAdd(tag.trim());
            setTag('');
            setOpen(false);
          }}
        >
          <Input aria-label="Tag to add" value={tag} onChange={(e) => setTag(e.target.value)} maxLength={50} placeholder="e.g. buyer" autoFocus />
          <Button type="submit" size="sm" disabled={!tag.trim()}>
            Add
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

/** The lead list: toolbar, table, paging, bulk actions, detail, form and delete confirmation. */
export function LeadsView({ toolbarActions }: { toolbarActions?: ReactNode }) {
  const { query, setQuery, openId, isHighlight, setOpenId } = useLeadListParams();
  const list = useLeads(query);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [form, setForm] = useState<{ lead?: LeadResponse } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<{ ids: string[]; name?: string } | null>(null);
  const deleteLeads = useDeleteLeads();
  const setStatus = useBulkSetLeadStatus();
  const addTag = useBulkAddLeadTag();
  const exportCsv = useExportLeads();

  const rows = list.data?.leads ?? [];
  const rowOnPage = openId ? rows.find((l) => l.id === openId) : undefined;
  const highlightId = isHighlight ? (openId ?? (query.search ? rows[0]?.id : undefined) ?? null) : null;
  const detailId = openId && (!isHighlight || (list.isSuccess && !rowOnPage)) ? openId : null;
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const hasFilters = Boolean(query.search || query.status || query.qualification || query.source || query.tag || query.location || query.platform);
  const sort = { id: query.sort, desc: (query.dir ?? defaultLeadDirection(query.sort)) === 'desc' };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { ids } = pendingDelete;
    deleteLeads.mutate(ids, {
      onSuccess: ({ deleted }) => {
        toast.success(deleted === 1 ? 'Lead deleted' : `${deleted} leads deleted`);
        setSelection((s) => Object.fromEntries(Object.entries(s).filter(([id]) => !ids.includes(id))));
        if (openId && ids.includes(openId)) setOpenId(null);
        setPendingDelete(null);
      },
      onError: (error) => {
        toastErrorUnlessLimitReached(error, 'Deleting failed. Please try again.');
        setPendingDelete(null);
      },
    });
  };

  const runExport = () => {
    const { page: _page, limit: _limit, ...filters } = query;
    exportCsv.mutate(filters, {
      onSuccess: () => toast.success('Export ready', { description: 'Your CSV file is downloading.' }),
      // A 402 (exportLimit) is shown once, by the app's limit toast with "See plans".
      onError: (error) => toastErrorUnlessLimitReached(error, 'Please try again.', 'Export failed'),
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <TableSkeleton columns={6} label="Loading leads" />;
  else if (list.isError) body = <ErrorState title="Leads could not be loaded" message={messageOf(list.error)} onRetry={() => list.refetch()} isRetrying={list.isFetching} />;
  else if (rows.length === 0 && list.data.total > 0)
    body = (
      <EmptyState icon={SearchX} title="Nothing on this page" description={`There are ${list.data.total.toLocaleString('en-US')} leads; this page is past the last one.`}>
        <Button variant="outline" onClick={() => setQuery({ page: 1 })}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  else if (list.data.total === 0 && hasFilters)
    body = (
      <EmptyState icon={SearchX} title="No leads match" description="Try another search or fewer filters.">
        <Button variant="outline" onClick={() => setQuery({ search: undefined, status: undefined, qualification: undefined, source: undefined, tag: undefined, location: undefined, platform: undefined })}>
          Clear search and filters
        </Button>
      </EmptyState>
    );
  else if (list.data.total === 0)
    body = (
      <EmptyState icon={Users} title="No leads yet" description="Add the people you are working with, or import them from a CSV file.">
        <Button onClick={() => setForm({})}>Add lead</Button>
      </EmptyState>
    );
  else
    body = (
      <>
        <LeadsTable
          leads={rows}
          sort={sort}
          onSortChange={(next) => {
            const key = (LEAD_SORTS as readonly string[]).includes(next.id) ? (next.id as LeadSort) : 'createdAt';
            setQuery({ sort: key, dir: next.desc === undefined ? defaultLeadDirection(key) : next.desc ? 'desc' : 'asc' });
          }}
          selection={selection}
          onSelectionChange={setSelection}
          onOpen={(l) => setOpenId(l.id)}
          highlightId={highlightId}
        />
        <Pagination page={query.page} limit={query.limit} total={list.data.total} pageSizes={PAGE_SIZES} noun="leads" onPageChange={(page) => setQuery({ page })} onLimitChange={(limit) => setQuery({ limit })} />
      </>
    );

  return (
    <div aria-busy={list.isFetching || undefined}>
      <LeadsToolbar query={query} onChange={setQuery} onAdd={() => setForm({})} onExport={runExport} isExporting={exportCsv.isPending} actions={toolbarActions} />
      {selectedIds.length > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm" role="region" aria-label="Selected leads">
          <span className="font-medium">{selectedIds.length} selected</span>
          <NativeSelect
            aria-label="Set status of selected leads"
            className="w-40"
            value=""
            onChange={(e) => {
              const value = e.target.value;
              if (!value) return;
              const status = value === 'none' ? null : (value as LeadStatus);
              setStatus.mutate({ ids: selectedIds, status }, { onSuccess: ({ updated }) => toast.success(`Status set on ${updated} ${updated === 1 ? 'lead' : 'leads'}`), onError: (error) => toastErrorUnlessLimitReached(error, 'Something went wrong. Please try again.') });
            }}
          >
            <option value="">Set status...</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
            <option value="none">No status</option>
          </NativeSelect>
          <AddTagButton
            isBusy={addTag.isPending}
            onAdd={(tag) =>
              addTag.mutate({ ids: selectedIds, tag }, { onSuccess: ({ updated }) => toast.success(`Tag "${tag}" added to ${updated} ${updated === 1 ? 'lead' : 'leads'}`), onError: (error) => toastErrorUnlessLimitReached(error, 'Something went wrong. Please try again.') })
            }
          />
          <Button size="sm" variant="destructive" onClick={() => setPendingDelete({ ids: selectedIds, name: rows.find((l) => l.id === selectedIds[0])?.name })}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection({})}>
            <X aria-hidden="true" />
            Clear selection
          </Button>
        </div>
      )}
      {body}
      <LeadDetailDialog leadId={detailId} initial={rowOnPage} onClose={() => setOpenId(null)} onEdit={(lead) => setForm({ lead })} onDelete={(lead) => setPendingDelete({ ids: [lead.id], name: lead.name })} />
      {form && <LeadFormDialog open onOpenChange={(open) => !open && setForm(null)} lead={form.lead} onSaved={(saved) => !form.lead && setOpenId(saved.id)} />}
      <DeleteConfirmationDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        itemType="lead"
        count={pendingDelete?.ids.length ?? 1}
        itemName={pendingDelete?.name}
        isDeleting={deleteLeads.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
