import { useState, type ReactNode } from 'react';
import { Building2, SearchX, Star, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import type { RowSelectionState } from '@tanstack/react-table';
import { PAGE_SIZES } from '@porchlight/domain/properties/list-query';
import { defaultDirection, PROPERTY_SORTS, type PropertySort } from '@porchlight/domain/properties/property-list-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { useProperties } from '../api/get-properties';
import { useDeleteProperties } from '../api/delete-properties';
import { useExportProperties } from '../api/export-properties';
import { useWatchProperty } from '../api/watch-property';
import { usePropertyListParams } from '../hooks/use-property-list-params';
import { PropertiesTable } from './properties-table';
import { PropertiesToolbar } from './properties-toolbar';
import { PropertyDetailDialog } from './property-detail-dialog';
import { PropertyFormDialog } from './property-form-dialog';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';

type PropertiesViewProps = {
  /** The tracking tab: only watched properties. */
  watchedOnly?: boolean;
  /** Buttons the route adds to the toolbar (the CSV import's "Import"). */
  toolbarActions?: ReactNode;
};

type PendingDelete = { ids: string[]; name?: string } | null;


/** The property list: toolbar, table, paging, selection, detail, form and delete confirmation. */
export function PropertiesView({ watchedOnly = false, toolbarActions }: PropertiesViewProps) {
  const { query, setQuery, openId, isHighlight, setOpenId } = usePropertyListParams(watchedOnly ? { watched: true } : {});
  const list = useProperties(query);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [form, setForm] = useState<{ property?: PropertyResponse } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const deleteProperties = useDeleteProperties();
  const watch = useWatchProperty();
  const exportCsv = useExportProperties();

  const rows = list.data?.properties ?? [];
  const rowOnPage = openId ? rows.find((p) => p.id === openId) : undefined;
  // A highlight deep link marks the row when it is on this page; otherwise (or without
  // highlight) the property opens in its detail view.
  const highlightId = isHighlight ? (openId ?? (query.search ? rows[0]?.id : undefined) ?? null) : null;
  const detailId = openId && (!isHighlight || (list.isSuccess && !rowOnPage)) ? openId : null;
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const hasFilters = Boolean(query.search || query.status || query.type || query.minPrice !== undefined || query.maxPrice !== undefined || query.minBeds !== undefined || query.maxBeds !== undefined);

  const toggleWatch = (property: PropertyResponse) => {
    const watched = !property.isWatched;
    watch.mutate(
      { id: property.id, watched },
      {
        onSuccess: () => toast.success(watched ? `Watching ${property.address}` : `Stopped watching ${property.address}`),
        onError: (error) => toastErrorUnlessLimitReached(error, 'The watch could not be changed. Please try again.'),
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { ids } = pendingDelete;
    deleteProperties.mutate(ids, {
      onSuccess: ({ deleted }) => {
        toast.success(deleted === 1 ? 'Property deleted' : `${deleted} properties deleted`);
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

  const sort = { id: query.sort, desc: (query.dir ?? defaultDirection(query.sort)) === 'desc' };

  let body: ReactNode;
  if (list.isPending) body = <TableSkeleton columns={6} label="Loading properties" />;
  else if (list.isError) body = <ErrorState title="Properties could not be loaded" message={messageOf(list.error)} onRetry={() => list.refetch()} isRetrying={list.isFetching} />;
  else if (rows.length === 0 && list.data.total > 0)
    body = (
      <EmptyState icon={SearchX} title="Nothing on this page" description={`There are ${list.data.total.toLocaleString('en-US')} properties; this page is past the last one.`}>
        <Button variant="outline" onClick={() => setQuery({ page: 1 })}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  else if (list.data.total === 0 && hasFilters)
    body = (
      <EmptyState icon={SearchX} title="No properties match" description="Try another search or fewer filters.">
        <Button variant="outline" onClick={() => setQuery({ search: undefined, status: undefined, type: undefined, minPrice: undefined, maxPrice: undefined, minBeds: undefined, maxBeds: undefined })}>
          Clear search and filters
        </Button>
      </EmptyState>
    );
  else if (list.data.total === 0 && watchedOnly)
    body = <EmptyState icon={Star} title="No watched properties yet" description="Watch a property (the star in the list) to track it here: a price or status change on it alerts you." />;
  else if (list.data.total === 0)
    body = (
      <EmptyState icon={Building2} title="No properties yet" description="Add the listings you work with, or import them from a CSV file.">
        <Button onClick={() => setForm({})}>Add property</Button>
      </EmptyState>
    );
  else
    body = (
      <>
        <PropertiesTable
          properties={rows}
          sort={sort}
          onSortChange={(next) => {
            const key = (PROPERTY_SORTS as readonly string[]).includes(next.id) ? (next.id as PropertySort) : 'createdAt';
            setQuery({ sort: key, dir: next.desc === undefined ? defaultDirection(key) : next.desc ? 'desc' : 'asc' });
          }}
          selection={selection}
          onSelectionChange={setSelection}
          onOpen={(p) => setOpenId(p.id)}
          onToggleWatch={toggleWatch}
          highlightId={highlightId}
        />
        <Pagination
          page={query.page}
          limit={query.limit}
          total={list.data.total}
          pageSizes={PAGE_SIZES}
          noun="properties"
          onPageChange={(page) => setQuery({ page })}
          onLimitChange={(limit) => setQuery({ limit })}
        />
      </>
    );

  return (
    <div aria-busy={list.isFetching || undefined}>
      <PropertiesToolbar query={query} onChange={setQuery} onAdd={() => setForm({})} onExport={runExport} isExporting={exportCsv.isPending} actions={toolbarActions} />
      {selectedIds.length > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm" role="region" aria-label="Selected properties">
          <span className="font-medium">{selectedIds.length} selected</span>
          <Button size="sm" variant="destructive" onClick={() => setPendingDelete({ ids: selectedIds, name: rows.find((p) => p.id === selectedIds[0])?.address })}>
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
      <PropertyDetailDialog
        propertyId={detailId}
        initial={rowOnPage}
        onClose={() => setOpenId(null)}
        onEdit={(property) => setForm({ property })}
        onDelete={(property) => setPendingDelete({ ids: [property.id], name: property.address })}
        onToggleWatch={toggleWatch}
      />
      {form && <PropertyFormDialog open onOpenChange={(open) => !open && setForm(null)} property={form.property} onSaved={(saved) => !form.property && setOpenId(saved.id)} />}
      <DeleteConfirmationDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        itemType="property"
        count={pendingDelete?.ids.length ?? 1}
        itemName={pendingDelete?.name}
        isDeleting={deleteProperties.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
