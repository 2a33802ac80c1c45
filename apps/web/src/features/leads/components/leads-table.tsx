import { TruncatedText } from '@/components/ui/truncated-text';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { DataTable, type DataTableColumn, type DataTableSort, type DataTableSortRequest } from '@/components/ui/data-table';
import { LeadStatusBadge, QualificationBadge } from './lead-badges';
import { ResponseClockBadge } from './response-clock-badge';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** `isLinked`: the name opens the lead's page (a table cell; a phone's card is itself one button). */
function Contact({ lead, isLinked = false }: { lead: LeadResponse; isLinked?: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold" aria-hidden="true">
        {initials(lead.name) || '?'}
      </span>
      <div className="min-w-0">
        {isLinked ? (
          // The name opens the lead's page; the rest of the row opens the quick view.
          <Link to={`/leads/${lead.id}`} className="block truncate font-medium hover:underline" onClick={(e) => e.stopPropagation()}>
            {lead.name}
          </Link>
        ) : (
          <div className="truncate font-medium">{lead.name}</div>
        )}
        <div className="truncate text-xs text-muted-foreground">{lead.email ?? lead.phone ?? 'No contact details'}</div>
      </div>
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (!tags.length) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {tags.slice(0, 3).map((t) => (
        <span key={t} className="rounded bg-muted px-1.5 py-0.5 text-xs">
          {t}
        </span>
      ))}
      {tags.length > 3 && <span className="text-xs text-muted-foreground">+{tags.length - 3}</span>}
    </div>
  );
}

type LeadsTableProps = {
  leads: LeadResponse[];
  sort: DataTableSort;
  onSortChange: (sort: DataTableSortRequest) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  onOpen: (lead: LeadResponse) => void;
  highlightId: string | null;
};

export function LeadsTable({ leads, onOpen, ...rest }: LeadsTableProps) {
  const columns = useMemo<DataTableColumn<LeadResponse>[]>(
    () => [
      { id: 'name', header: 'Lead', sortable: true, className: 'min-w-56', cell: (l) => <Contact lead={l} isLinked /> },
      { id: 'status', header: 'Status', sortable: true, cell: (l) => <LeadStatusBadge status={l.status} /> },
      { id: 'qualification', header: 'Qualification', sortable: true, cell: (l) => <QualificationBadge qualification={l.qualification} /> },
      { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (l) => l.phone ?? '—' },
      { id: 'location', header: 'Location', sortable: true, cell: (l) => <TruncatedText text={l.location} /> },
      { id: 'source', header: 'Source', sortable: true, cell: (l) => l.source ?? '—' },
      { id: 'response', header: 'Response', cell: (l) => <ResponseClockBadge createdAt={l.createdAt} firstReplyAt={l.firstReplyAt ?? null} imported={Boolean(l.importId)} /> },
      { id: 'tags', header: 'Tags', cell: (l) => <Tags tags={l.tags} /> },
      { id: 'createdAt', header: 'Added', sortable: true, className: 'whitespace-nowrap', cell: (l) => new Date(l.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) },
    ],
    [],
  );
  return (
    <DataTable
      label="Leads"
      rows={leads}
      columns={columns}
      rowLabel={(l) => l.name}
      onOpenRow={onOpen}
      renderCard={(l) => (
        <div className="grid gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <Contact lead={l} />
            <LeadStatusBadge status={l.status} />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <QualificationBadge qualification={l.qualification} />
            {l.location && <span>{l.location}</span>}
            {l.source && <span>· {l.source}</span>}
          </div>
        </div>
      )}
      {...rest}
    />
  );
}
