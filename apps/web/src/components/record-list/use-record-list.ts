import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { RowSelectionState } from '@tanstack/react-table';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { capitalised, type RecordNouns } from './record-nouns';

type Callbacks<T> = { onSuccess: (result: T) => void; onError: (error: unknown) => void };

type RecordListOptions<Row extends { id: string }, Filters> = {
  nouns: RecordNouns;
  rows: Row[];
  /** What a delete confirmation names the first record by (an address, a name). */
  nameOf: (row: Row) => string;
  /** The deep link: ?id= and highlight=true, with the list's search. */
  link: { openId: string | null; isHighlight: boolean; search?: string; isLoaded: boolean; setOpenId: (id: string | null) => void };
  deleteRecords: { mutate(ids: string[], callbacks: Callbacks<{ deleted: number }>): void };
  exportRecords: { mutate(filters: Filters, callbacks: Callbacks<unknown>): void };
};

export type PendingDelete = { ids: string[]; name?: string } | null;

/** What a record list does besides showing rows: selection, delete with confirmation, export and deep links. */
export function useRecordList<Row extends { id: string }, Filters>({
  nouns,
  rows,
  nameOf,
  link,
  deleteRecords,
  exportRecords,
}: RecordListOptions<Row, Filters>) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const { openId, isHighlight, search, isLoaded, setOpenId } = link;

  const rowOnPage = openId ? rows.find((row) => row.id === openId) : undefined;
  // A highlight deep link marks the row when it is on this page; otherwise (or without
  // highlight) the record opens in its detail view.
  const highlightId = isHighlight ? (openId ?? (search ? rows[0]?.id : undefined) ?? null) : null;
  const detailId = openId && (!isHighlight || (isLoaded && !rowOnPage)) ? openId : null;

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { ids } = pendingDelete;
    deleteRecords.mutate(ids, {
      onSuccess: ({ deleted }) => {
        toast.success(deleted === 1 ? `${capitalised(nouns.one)} deleted` : `${deleted} ${nouns.many} deleted`);
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

  const runExport = (filters: Filters) =>
    exportRecords.mutate(filters, {
      onSuccess: () => toast.success('Export ready', { description: 'Your CSV file is downloading.' }),
      // A 402 (exportLimit) is shown once, by the app's limit toast with "See plans".
      onError: (error) => toastErrorUnlessLimitReached(error, 'Please try again.', 'Export failed'),
    });

  return {
    selection,
    setSelection,
    selectedIds,
    clearSelection: () => setSelection({}),
    pendingDelete,
    askToDelete: (targets: Row[]) =>
      setPendingDelete({ ids: targets.map((row) => row.id), name: targets[0] ? nameOf(targets[0]) : undefined }),
    askToDeleteSelected: () => {
      const first = rows.find((row) => row.id === selectedIds[0]);
      setPendingDelete({ ids: selectedIds, name: first ? nameOf(first) : undefined });
    },
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    runExport,
    rowOnPage,
    highlightId,
    detailId,
  };
}
