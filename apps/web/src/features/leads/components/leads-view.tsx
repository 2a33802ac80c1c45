import { useState, type ReactNode } from 'react';
import { Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PAGE_SIZES } from '@porchlight/domain/properties/list-params';
import { LEAD_SORTS, defaultLeadDirection, type LeadListQuery, type LeadSort } from '@porchlight/domain/leads/lead-list-query';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@porchlight/domain/leads/lead-status';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { RecordListBody } from '@/components/record-list/record-list-body';
import { SelectionBar } from '@/components/record-list/selection-bar';
import { useRecordList } from '@/components/record-list/use-record-list';
import { useBulkAddLeadTag, useBulkSetLeadStatus } from '../api/bulk-update-leads';
import { useDeleteLeads } from '../api/delete-leads';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { useLeadListParams } from '../hooks/use-lead-list-params';
import { useLeadsViewMode } from '../hooks/use-leads-view-mode';
import { LeadsViewSwitch } from './leads-view-switch';
import { PipelineView } from './pipeline/pipeline-view';
import type { PipelineCardActions } from './pipeline/pipeline-card';
import { EditStagesButton } from './pipeline/edit-stages-button';
import { usePipelineStages } from '../api/get-pipeline-stages';
import { useLeadColumns } from '../hooks/use-lead-columns';
import { LeadColumnsMenu } from './lead-columns-menu';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';
import { AddTagButton } from './add-tag-button';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// A lead's detail and the lead form (with its rules and form library) show after a click: not in
// the list's first scripts.
const LeadDetailDialog = lazyWithPrefetch(() => import('./lead-detail-dialog').then((m) => m.LeadDetailDialog));
const LeadFormDialog = lazyWithPrefetch(() => import('./lead-form-dialog').then((m) => m.LeadFormDialog));

const NOUNS = { one: 'lead', many: 'leads' };

/** Who a bulk message from this list goes to (the messaging feature's dialog renders it). */
export type LeadsMessageTarget = {
  audience: { lead_ids?: string[]; status?: string; tag?: string; source?: string; location?: string };
  description: string;
};

/**
 * The list's filters as a bulk audience: status, tag, source and location (the audience
 * segments' dimensions); undefined when a search, qualification, platform or stage filter is on, which
 * a bulk audience cannot express (the agent selects the leads instead).
 */
export function filterTarget(query: LeadListQuery): LeadsMessageTarget | undefined {
  if (query.search || query.qualification || query.platform || query.stage) return undefined;
  const audience: LeadsMessageTarget['audience'] = {};
  const parts: string[] = [];
  if (query.status) {
    audience.status = query.status === 'none' ? '' : query.status;
    parts.push(query.status === 'none' ? 'no status' : `status ${LEAD_STATUS_LABELS[query.status]}`);
  }
  for (const key of ['tag', 'source', 'location'] as const) {
    if (query[key] === undefined) continue;
    audience[key] = query[key];
    parts.push(`${key} ${query[key]}`);
  }
  return { audience, description: parts.length ? `leads with ${parts.join(', ')}` : 'all your leads' };
}
const leadCount = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`;

/** The lead list: toolbar, table, paging, bulk actions, detail, form and delete confirmation. */
type LeadsViewProps = {
  toolbarActions?: ReactNode;
  renderConversation?: (leadId: string) => ReactNode;
  /** A "Message" button for the chosen leads or the filtered list (bulk SMS / e-mail). */
  renderBulkMessage?: (target: LeadsMessageTarget, label: string) => ReactNode;
  renderFlows?: (leadId: string) => ReactNode;
  /** On the lead's detail: its assignee and Claim (lead routing). */
  renderAssignment?: (lead: LeadResponse) => ReactNode;
  /** On the lead's detail: click to call (the calls feature). */
  renderCall?: (lead: LeadResponse & { phone: string }) => ReactNode;
  /** In a row's Phone column and on a phone's lead card: click to call, as a small button. */
  renderRowCall?: (lead: LeadResponse & { phone: string }) => ReactNode;
  /** More bulk actions for the selected leads (another feature's, composed by the route); `clearSelection` after one that used them up (a merge). */
  renderBulkActions?: (selectedIds: string[], clearSelection: () => void) => ReactNode;
  /** On each card of the board: another feature's action on its lead (booking an appointment). */
  renderCardActions?: PipelineCardActions;
};

export function LeadsView({
  toolbarActions,
  renderConversation,
  renderBulkMessage,
  renderFlows,
  renderBulkActions,
  renderAssignment,
  renderCall,
  renderRowCall,
  renderCardActions,
}: LeadsViewProps) {
  const { query, setQuery, openId, isHighlight, setOpenId } = useLeadListParams();
  const { view, setView } = useLeadsViewMode();
  const list = useLeads(query, { enabled: view === 'table' });
  const [form, setForm] = useState<{ lead?: LeadResponse } | null>(null);
  const deleteLeads = useDeleteLeads();
  const setStatus = useBulkSetLeadStatus();
  const addTag = useBulkAddLeadTag();
  const exportCsv = useExportLeads();
  const rows = list.data?.leads ?? [];
  const records = useRecordList({
    nouns: NOUNS,
    rows,
    nameOf: (lead) => lead.name,
    link: { openId, isHighlight, search: query.search, isLoaded: list.isSuccess, setOpenId },
    deleteRecords: deleteLeads,
    exportRecords: exportCsv,
  });
  const { selectedIds } = records;
  const stages = usePipelineStages({ enabled: view === 'table' });
  const columns = useLeadColumns();
  const hasFilters = Boolean(
    query.search ||
    query.status ||
    query.qualification ||
    query.source ||
    query.tag ||
    query.location ||
    query.platform ||
    query.stage ||
    query.assigned,
  );
  const clearFilters = () =>
    setQuery({
      search: undefined,
      status: undefined,
      qualification: undefined,
      source: undefined,
      tag: undefined,
      location: undefined,
      platform: undefined,
      stage: undefined,
      assigned: undefined,
    });
  const { page: _page, limit: _limit, ...filters } = query;
  const { sort: _sort, dir: _dir, stage: _stage, ...boardFilters } = filters;
  const sort = { id: query.sort, desc: (query.dir ?? defaultLeadDirection(query.sort)) === 'desc' };
  const listTarget = renderBulkMessage && filterTarget(query);
  const bulkFailed = (error: unknown) => toastErrorUnlessLimitReached(error, 'Something went wrong. Please try again.');

  const viewSwitch = <LeadsViewSwitch view={view} onChange={setView} />;
  const dialogs = (
    <>
      <LeadDetailDialog
        leadId={records.detailId}
        initial={records.rowOnPage}
        onClose={() => setOpenId(null)}
        onOpenLead={setOpenId}
        onEdit={(lead) => setForm({ lead })}
        onDelete={(lead) => records.askToDelete([lead])}
        renderConversation={renderConversation}
        renderFlows={renderFlows}
        renderAssignment={renderAssignment}
        renderCall={renderCall}
      />
      {form && (
        <LeadFormDialog
          open
          onOpenChange={(open) => !open && setForm(null)}
          lead={form.lead}
          onSaved={(saved) => !form.lead && setOpenId(saved.id)}
        />
      )}
      <DeleteConfirmationDialog
        open={records.pendingDelete !== null}
        onOpenChange={(open) => !open && records.cancelDelete()}
        itemType="lead"
        count={records.pendingDelete?.ids.length ?? 1}
        itemName={records.pendingDelete?.name}
        isDeleting={deleteLeads.isPending}
        onConfirm={records.confirmDelete}
      />
    </>
  );

  return (
    <div className="min-w-0" aria-busy={(view === 'table' && list.isFetching) || undefined}>
      <LeadsToolbar
        leading={viewSwitch}
        query={query}
        onChange={setQuery}
        onAdd={() => setForm({})}
        onExport={() => records.runExport(filters)}
        isExporting={exportCsv.isPending}
        stages={view === 'table' ? stages.data?.stages : undefined}
        viewControl={view === 'board' ? <EditStagesButton /> : <LeadColumnsMenu hidden={columns.hidden} onToggle={columns.toggle} />}
        actions={
          <>
            {listTarget && renderBulkMessage?.(listTarget, hasFilters ? 'Message these leads' : 'Message all leads')}
            {toolbarActions}
          </>
        }
      />
      {view === 'board' ? (
        <PipelineView
          filters={boardFilters}
          hasFilters={hasFilters}
          onClearFilters={clearFilters}
          onOpen={setOpenId}
          cardActions={renderCardActions}
        />
      ) : (
        <>
          <SelectionBar count={selectedIds.length} nouns={NOUNS} onDelete={records.askToDeleteSelected} onClear={records.clearSelection}>
            <NativeSelect
              aria-label="Set status of selected leads"
              className="w-40"
              value=""
              onChange={(e) => {
                const value = e.target.value;
                if (!value) return;
                const status = value === 'none' ? null : (value as LeadStatus);
                setStatus.mutate(
                  { ids: selectedIds, status },
                  { onSuccess: ({ updated }) => toast.success(`Status set on ${leadCount(updated)}`), onError: bulkFailed },
                );
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
                addTag.mutate(
                  { ids: selectedIds, tag },
                  { onSuccess: ({ updated }) => toast.success(`Tag "${tag}" added to ${leadCount(updated)}`), onError: bulkFailed },
                )
              }
            />
            {renderBulkMessage?.(
              { audience: { lead_ids: selectedIds }, description: `${leadCount(selectedIds.length)} selected` },
              'Message',
            )}
            {renderBulkActions?.(selectedIds, records.clearSelection)}
          </SelectionBar>
          <RecordListBody
            list={list}
            rowCount={rows.length}
            nouns={NOUNS}
            hasFilters={hasFilters}
            onClearFilters={clearFilters}
            onFirstPage={() => setQuery({ page: 1 })}
            empty={
              <EmptyState
                icon={Users}
                title="No leads yet"
                description="Add the people you are working with, or import them from a CSV file."
              >
                <Button onClick={() => setForm({})}>Add lead</Button>
              </EmptyState>
            }
          >
            <LeadsTable
              leads={rows}
              hiddenColumns={columns.hidden}
              sort={sort}
              onSortChange={(next) => {
                const key = (LEAD_SORTS as readonly string[]).includes(next.id) ? (next.id as LeadSort) : 'createdAt';
                setQuery({ sort: key, dir: next.desc === undefined ? defaultLeadDirection(key) : next.desc ? 'desc' : 'asc' });
              }}
              selection={records.selection}
              onSelectionChange={records.setSelection}
              onOpen={(l) => setOpenId(l.id)}
              highlightId={records.highlightId}
              renderCall={renderRowCall}
            />
            <Pagination
              page={query.page}
              limit={query.limit}
              total={list.data?.total ?? 0}
              totalCapped={list.data?.totalCapped}
              pageSizes={PAGE_SIZES}
              noun="leads"
              onPageChange={(page) => setQuery({ page })}
              onLimitChange={(limit) => setQuery({ limit })}
            />
          </RecordListBody>
        </>
      )}
      {dialogs}
    </div>
  );
}
