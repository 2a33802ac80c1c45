import { useState, type ReactNode } from 'react';
import { Building2, Star } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PAGE_SIZES } from '@porchlight/domain/properties/list-params';
import { defaultDirection, PROPERTY_SORTS, type PropertySort } from '@porchlight/domain/properties/property-list-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { RecordListBody } from '@/components/record-list/record-list-body';
import { SelectionBar } from '@/components/record-list/selection-bar';
import { useRecordList } from '@/components/record-list/use-record-list';
import { useProperties } from '../api/get-properties';
import { useDeleteProperties } from '../api/delete-properties';
import { useExportProperties } from '../api/export-properties';
import { useWatchProperty } from '../api/watch-property';
import { usePropertyListParams } from '../hooks/use-property-list-params';
import { PropertiesTable } from './properties-table';
import { PropertiesToolbar } from './properties-toolbar';
import { PropertyDetailDialog } from './property-detail-dialog';
import { PropertyFormDialog } from './property-form-dialog';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';

type PropertiesViewProps = {
  /** The tracking tab: only watched properties. */
  watchedOnly?: boolean;
  /** Buttons the route adds to the toolbar (the CSV import's "Import"). */
  toolbarActions?: ReactNode;
  /** More bulk actions for the selected properties (another feature's, composed by the route). */
  renderBulkActions?: (selectedIds: string[]) => ReactNode;
};

const NOUNS = { one: 'property', many: 'properties' };

/** The property list: toolbar, table, paging, selection, detail, form and delete confirmation. */
export function PropertiesView({ watchedOnly = false, toolbarActions, renderBulkActions }: PropertiesViewProps) {
  const { query, setQuery, openId, isHighlight, setOpenId } = usePropertyListParams(watchedOnly ? { watched: true } : {});
  const list = useProperties(query);
  const [form, setForm] = useState<{ property?: PropertyResponse } | null>(null);
  const deleteProperties = useDeleteProperties();
  const watch = useWatchProperty();
  const exportCsv = useExportProperties();
  const rows = list.data?.properties ?? [];
  const records = useRecordList({
    nouns: NOUNS,
    rows,
    nameOf: (property) => property.address,
    link: { openId, isHighlight, search: query.search, isLoaded: list.isSuccess, setOpenId },
    deleteRecords: deleteProperties,
    exportRecords: exportCsv,
  });
  const hasFilters = Boolean(
    query.search ||
    query.status ||
    query.type ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.minBeds !== undefined ||
    query.maxBeds !== undefined,
  );

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

  const { page: _page, limit: _limit, ...filters } = query;
  const sort = { id: query.sort, desc: (query.dir ?? defaultDirection(query.sort)) === 'desc' };

  return (
    <div aria-busy={list.isFetching || undefined}>
      <PropertiesToolbar
        query={query}
        onChange={setQuery}
        onAdd={() => setForm({})}
        onExport={() => records.runExport(filters)}
        isExporting={exportCsv.isPending}
        actions={toolbarActions}
      />
      <SelectionBar
        count={records.selectedIds.length}
        nouns={NOUNS}
        onDelete={records.askToDeleteSelected}
        onClear={records.clearSelection}
      >
        {renderBulkActions?.(records.selectedIds)}
      </SelectionBar>
      <RecordListBody
        list={list}
        rowCount={rows.length}
        nouns={NOUNS}
        hasFilters={hasFilters}
        onClearFilters={() =>
          setQuery({
            search: undefined,
            status: undefined,
            type: undefined,
            minPrice: undefined,
            maxPrice: undefined,
            minBeds: undefined,
            maxBeds: undefined,
          })
        }
        onFirstPage={() => setQuery({ page: 1 })}
        empty={
          watchedOnly ? (
            <EmptyState
              icon={Star}
              title="No watched properties yet"
              description="Watch a property (the star in the list) to track it here: a price or status change on it alerts you."
            />
          ) : (
            <EmptyState
              icon={Building2}
              title="No properties yet"
              description="Add the listings you work with, or import them from a CSV file."
            >
              <Button onClick={() => setForm({})}>Add property</Button>
            </EmptyState>
          )
        }
      >
        <PropertiesTable
          properties={rows}
          sort={sort}
          onSortChange={(next) => {
            const key = (PROPERTY_SORTS as readonly string[]).includes(next.id) ? (next.id as PropertySort) : 'createdAt';
            setQuery({ sort: key, dir: next.desc === undefined ? defaultDirection(key) : next.desc ? 'desc' : 'asc' });
          }}
          selection={records.selection}
          onSelectionChange={records.setSelection}
          onOpen={(p) => setOpenId(p.id)}
          onToggleWatch={toggleWatch}
          highlightId={records.highlightId}
        />
        <Pagination
          page={query.page}
          limit={query.limit}
          total={list.data?.total ?? 0}
          totalCapped={list.data?.totalCapped}
          pageSizes={PAGE_SIZES}
          noun="properties"
          onPageChange={(page) => setQuery({ page })}
          onLimitChange={(limit) => setQuery({ limit })}
        />
      </RecordListBody>
      <PropertyDetailDialog
        propertyId={records.detailId}
        initial={records.rowOnPage}
        onClose={() => setOpenId(null)}
        onEdit={(property) => setForm({ property })}
        onDelete={(property) => records.askToDelete([property])}
        onToggleWatch={toggleWatch}
      />
      {form && (
        <PropertyFormDialog
          open
          onOpenChange={(open) => !open && setForm(null)}
          property={form.property}
          onSaved={(saved) => !form.property && setOpenId(saved.id)}
        />
      )}
      <DeleteConfirmationDialog
        open={records.pendingDelete !== null}
        onOpenChange={(open) => !open && records.cancelDelete()}
        itemType="property"
        count={records.pendingDelete?.ids.length ?? 1}
        itemName={records.pendingDelete?.name}
        isDeleting={deleteProperties.isPending}
        onConfirm={records.confirmDelete}
      />
    </div>
  );
}
