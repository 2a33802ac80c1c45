import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rowSelectionFeature, tableFeatures, useTable, type ColumnDef, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { SKELETON_MIN_TABLE_WIDTH_PX } from '@porchlight/domain/layout/layout-constants';
import { cn } from '@/lib/cn';
import { Checkbox } from './checkbox';
import { NARROW_SCREEN_QUERY, useMediaQuery } from './use-media-query';

/** Past this many rows on a page the table renders only what is on screen. */
export const VIRTUALIZE_ABOVE_ROWS = 200;
const ROW_HEIGHT_PX = { comfortable: 53, compact: 32 } as const;
const HEADER_HEIGHT = { comfortable: 'h-10', compact: 'h-8' } as const;

// Sorting is the server's: headers ask for a new order, the rows arrive sorted.
const features = tableFeatures({ rowSelectionFeature });

export type DataTableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sort key this column sorts by, when it can sort. */
  sortable?: boolean;
  className?: string;
};

export type DataTableSort = { id: string; desc: boolean };
/** A header click: the same column flips direction; a new column leaves `desc` to the caller's default. */
export type DataTableSortRequest = { id: string; desc?: boolean };

type DataTableProps<T extends { id: string }> = {
  label: string;
  rows: T[];
  columns: DataTableColumn<T>[];
  sort: DataTableSort;
  onSortChange: (sort: DataTableSortRequest) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  /**
   * What a row is called for screen readers ("12 Oak St"). Like `columns`, a stable function
   * (module-level or memoised): cells render as components, so a new one remounts every cell
   * and loses what it holds, such as an open dialog.
   */
  rowLabel: (row: T) => string;
  onOpenRow: (row: T) => void;
  /** Below 768 px each row is a card. */
  renderCard: (row: T) => ReactNode;
  /** A button beside a card (a card is one button, which cannot hold another), e.g. Call. */
  renderCardAction?: (row: T) => ReactNode;
  highlightId?: string | null;
  /** compact: one line a row (32 px), 15+ rows at 1280x800, as agents coming from Follow Up Boss expect. */
  density?: keyof typeof ROW_HEIGHT_PX;
};

const apply = <S,>(updater: Updater<S>, current: S) => (typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater);

/**
 * The list screens' table: server-sorted (headers ask for a new sort), selectable with Shift
 * ranges, at least 800 px wide, virtualised past a few hundred rows, cards on narrow screens.
 * A highlighted row (deep link) is scrolled into view.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const {
    label,
    rows,
    columns,
    sort,
    onSortChange,
    selection,
    onSelectionChange,
    rowLabel,
    onOpenRow,
    renderCard,
    renderCardAction,
    highlightId,
    density = 'comfortable',
  } = props;
  const rowHeight = ROW_HEIGHT_PX[density];
  const cellPadding = density === 'compact' ? 'px-2' : 'px-3';
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);

  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () => [
      {
        id: '__select',
        header: ({ table }) => (
          <Checkbox
            aria-label="Select all on this page"
            checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
            onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={`Select ${rowLabel(row.original)}`}
            checked={row.getIsSelected()}
            onClick={(event) => {
              event.stopPropagation();
              row.getToggleSelectedHandler()(event);
            }}
          />
        ),
      },
      ...columns.map((column): ColumnDef<typeof features, T> => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
      })),
    ],
    [columns, rowLabel],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => row.id,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) => onSelectionChange(apply(updater, selection)),
  });

  const tableRows = table.getRowModel().rows;
  const isVirtual = !isNarrow && tableRows.length > VIRTUALIZE_ABOVE_ROWS;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: isVirtual ? tableRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 12,
  });

  const highlightIndex = highlightId ? tableRows.findIndex((r) => r.id === highlightId) : -1;
  useEffect(() => {
    if (highlightIndex < 0) return;
    if (isVirtual) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
    // Let the row render before scrolling the page to it.
    const frame = requestAnimationFrame(() => {
      document.querySelector(`[data-row-id="${CSS.escape(highlightId!)}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
    // Scroll when the highlighted row arrives, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightIndex, highlightId, isVirtual]);

  if (isNarrow) {
    return (
      <ul aria-label={label} className="grid gap-3">
        {tableRows.map((row) => (
          <li
            key={row.id}
            data-row-id={row.id}
            data-highlighted={row.id === highlightId || undefined}
            className={cn(
              'flex items-start gap-3 rounded-lg border border-border bg-card p-4',
              row.id === highlightId && 'ring-2 ring-brand',
              row.getIsSelected() && 'bg-accent/50',
            )}
          >
            <Checkbox
              aria-label={`Select ${rowLabel(row.original)}`}
              checked={row.getIsSelected()}
              onClick={row.getToggleSelectedHandler()}
              className="mt-1"
            />
            <button type="button" className="min-w-0 flex-1 text-left" onClick={() => onOpenRow(row.original)}>
              {renderCard(row.original)}
            </button>
            {renderCardAction?.(row.original)}
          </li>
        ))}
      </ul>
    );
  }

  const virtualItems = isVirtual ? virtualizer.getVirtualItems() : [];
  const visibleRows = isVirtual ? virtualItems.map((item) => tableRows[item.index]!) : tableRows;
  const paddingTop = isVirtual && virtualItems.length ? virtualItems[0]!.start : 0;
  const paddingBottom = isVirtual && virtualItems.length ? virtualizer.getTotalSize() - virtualItems[virtualItems.length - 1]!.end : 0;

  const openOnKey = (event: KeyboardEvent, row: T) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpenRow(row);
  };

  return (
    <div
      ref={scrollRef}
      className={cn('overflow-x-auto rounded-lg border border-border', isVirtual && 'max-h-[calc(100dvh-14rem)] overflow-y-auto')}
    >
      <table
        aria-label={label}
        aria-rowcount={tableRows.length + 1}
        className="w-full border-collapse text-sm"
        style={{ minWidth: SKELETON_MIN_TABLE_WIDTH_PX }}
      >
        <thead className="sticky top-0 z-10 bg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-border">
              {group.headers.map((header) => {
                const column = columns.find((c) => c.id === header.column.id);
                const canSort = column?.sortable ?? false;
                const sorted = sort.id === header.column.id ? (sort.desc ? 'desc' : 'asc') : false;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={cn(
                      HEADER_HEIGHT[density],
                      'text-left align-middle font-medium text-muted-foreground',
                      cellPadding,
                      canSort && 'p-0',
                      header.column.id === '__select' && 'w-10',
                      column?.className,
                    )}
                  >
                    {canSort ? (
                      // The whole header cell is the button: a click anywhere on it sorts.
                      <button
                        type="button"
                        className={cn(
                          'flex w-full items-center',
                          HEADER_HEIGHT[density],
                          'gap-1 text-left',
                          cellPadding,
                          'hover:bg-muted-foreground/10 hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                        )}
                        onClick={() => onSortChange(sorted ? { id: header.column.id, desc: sorted === 'asc' } : { id: header.column.id })}
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {paddingTop > 0 && <tr aria-hidden="true" style={{ height: paddingTop }} />}
          {visibleRows.map((row) => (
            <tr
              key={row.id}
              data-row-id={row.id}
              data-highlighted={row.id === highlightId || undefined}
              aria-selected={row.getIsSelected()}
              tabIndex={0}
              onClick={() => onOpenRow(row.original)}
              onKeyDown={(event) => openOnKey(event, row.original)}
              className={cn(
                'cursor-pointer border-b border-border last:border-0 hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                row.getIsSelected() && 'bg-accent/50',
                row.id === highlightId && 'bg-brand/15 outline-2 -outline-offset-2 outline-brand',
              )}
              style={{ height: rowHeight }}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cn(
                    'align-middle',
                    cellPadding,
                    density === 'compact' ? 'py-0.5' : 'py-2',
                    columns.find((c) => c.id === cell.column.id)?.className,
                  )}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {paddingBottom > 0 && <tr aria-hidden="true" style={{ height: paddingBottom }} />}
        </tbody>
      </table>
    </div>
  );
}
