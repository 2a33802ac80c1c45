import { TruncatedText } from '@/components/ui/truncated-text';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import type { LeadTableColumnId } from '@porchlight/domain/leads/lead-table-columns';
import { DataTable, type DataTableColumn, type DataTableSort, type DataTableSortRequest } from '@/components/ui/data-table';
import { LeadStatusBadge, QualificationBadge } from './lead-badges';
import { ResponseClockBadge } from './response-clock-badge';
import { displayPhone } from '@porchlight/domain/leads/phone-display';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const none = <span className="text-muted-foreground">—</span>;

/** A phone's card: the name, and how to reach them. */
function Contact({ lead }: { lead: LeadResponse }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold" aria-hidden="true">
        {initials(lead.name) || '?'}
      </span>
      <div className="min-w-0">
        <div className="truncate font-medium">{lead.name}</div>
        <div className="truncate text-xs text-muted-foreground">{lead.email ?? displayPhone(lead.phone) ?? 'No contact details'}</div>
      </div>
    </div>
  );
}

/** The table's one-line name: it opens the lead's page; the rest of the row opens the quick view. */
function NameLink({ lead }: { lead: LeadResponse }) {
  return (
    <Link to={`/leads/${lead.id}`} className="block max-w-64 truncate font-medium hover:underline" onClick={(e) => e.stopPropagation()}>
      {lead.name}
    </Link>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (!tags.length) return none;
  return (
    // One tag and how many more, so the row stays one line and Added stays on screen at 1280 px.
    <div className="flex max-w-36 items-center gap-1 overflow-hidden" title={tags.join(', ')}>
      {tags.slice(0, 1).map((t) => (
        <span key={t} className="truncate whitespace-nowrap rounded bg-muted px-1.5 py-0.5 text-xs">
          {t}
        </span>
      ))}
      {tags.length > 1 && <span className="shrink-0 text-xs text-muted-foreground">+{tags.length - 1}</span>}
    </div>
  );
}

const addedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const leadName = (lead: LeadResponse) => lead.name;

type RenderCall = (lead: LeadResponse & { phone: string }) => ReactNode;

/** The number, and where calling is on, a button that calls it (issue 52). */
function PhoneCell({ lead, renderCall }: { lead: LeadResponse; renderCall?: RenderCall }) {
  if (!lead.phone) return none;
  return (
    <span className="flex items-center gap-1">
      {displayPhone(lead.phone)}
      {renderCall?.({ ...lead, phone: lead.phone })}
    </span>
  );
}

/** Every column the agent can choose from (lead-table-columns.ts names and orders them). */
const allColumns = (renderCall?: RenderCall): (DataTableColumn<LeadResponse> & { id: LeadTableColumnId })[] => [
  { id: 'name', header: 'Lead', sortable: true, className: 'min-w-36', cell: (l) => <NameLink lead={l} /> },
  { id: 'stage', header: 'Stage', className: 'whitespace-nowrap', cell: (l) => l.stageName ?? none },
  { id: 'status', header: 'Status', sortable: true, cell: (l) => <LeadStatusBadge status={l.status} /> },
  { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (l) => <PhoneCell lead={l} renderCall={renderCall} /> },
  { id: 'email', header: 'Email', cell: (l) => (l.email ? <span className="block max-w-52 truncate">{l.email}</span> : none) },
  { id: 'source', header: 'Source', sortable: true, className: 'whitespace-nowrap', cell: (l) => l.source ?? none },
  { id: 'tags', header: 'Tags', cell: (l) => <Tags tags={l.tags} /> },
  {
    id: 'response',
    header: 'Response',
    cell: (l) => <ResponseClockBadge createdAt={l.createdAt} firstReplyAt={l.firstReplyAt ?? null} imported={Boolean(l.importId)} />,
  },
  { id: 'qualification', header: 'Qualification', sortable: true, cell: (l) => <QualificationBadge qualification={l.qualification} /> },
  { id: 'location', header: 'Location', sortable: true, cell: (l) => <TruncatedText text={l.location} /> },
  { id: 'assigned', header: 'Assigned to', className: 'whitespace-nowrap', cell: (l) => l.assignedName ?? none },
  { id: 'createdAt', header: 'Added', sortable: true, className: 'whitespace-nowrap', cell: (l) => addedOn(l.createdAt) },
];

type LeadsTableProps = {
  leads: LeadResponse[];
  /** The columns the agent hid (Columns). */
  hiddenColumns: readonly LeadTableColumnId[];
  sort: DataTableSort;
  onSortChange: (sort: DataTableSortRequest) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  onOpen: (lead: LeadResponse) => void;
  highlightId: string | null;
  /** A call button for a lead with a phone, in the Phone column and on a phone's card. */
  renderCall?: RenderCall;
};

/** The leads as dense one-line rows (cards on a phone), with the columns the agent chose. */
export function LeadsTable({ leads, onOpen, hiddenColumns, renderCall, ...rest }: LeadsTableProps) {
  const columns = useMemo(() => allColumns(renderCall).filter((c) => !hiddenColumns.includes(c.id)), [hiddenColumns, renderCall]);
  return (
    <DataTable
      label="Leads"
      rows={leads}
      columns={columns}
      density="compact"
      rowLabel={leadName}
      onOpenRow={onOpen}
      renderCardAction={renderCall ? (l) => l.phone && renderCall({ ...l, phone: l.phone }) : undefined}
      renderCard={(l) => (
        <div className="grid gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <Contact lead={l} />
            <LeadStatusBadge status={l.status} />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {l.stageName && <span className="font-medium text-foreground">{l.stageName}</span>}
            <QualificationBadge qualification={l.qualification} hideWhenEmpty />
            {l.location && <span>{l.location}</span>}
            {l.source && <span>· {l.source}</span>}
          </div>
        </div>
      )}
      {...rest}
    />
  );
}
