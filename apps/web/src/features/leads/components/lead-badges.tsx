import { LEAD_QUALIFICATION_LABELS, isLeadQualification, leadStatusChip } from '@porchlight/domain/leads/lead-status';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { cn } from '@/lib/cn';
import { ResponseClockBadge } from './response-clock-badge';

const TONES = {
  hot: 'bg-destructive/15 text-destructive-text',
  warm: 'bg-brand/25 text-foreground',
  cold: 'bg-primary/15 text-primary',
} as const;

/** The hot, warm or cold chip; a dash for a lead without one. */
export function LeadStatusBadge({ status }: { status: string | null }) {
  const chip = leadStatusChip(status);
  if (!chip) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', TONES[chip.tone])}>{chip.label}</span>
  );
}

/** The qualification chip; a dash for a lead without one in a table, nothing (`hideWhenEmpty`) on the lead's page. */
export function QualificationBadge({ qualification, hideWhenEmpty = false }: { qualification: string | null; hideWhenEmpty?: boolean }) {
  if (!isLeadQualification(qualification)) return hideWhenEmpty ? null : <span className="text-muted-foreground">—</span>;
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border border-border px-2 py-0.5 text-xs',
        qualification === 'qualified' || qualification === 'pre-qualified' ? 'text-success' : 'text-muted-foreground',
      )}
    >
      {LEAD_QUALIFICATION_LABELS[qualification]}
    </span>
  );
}

/** Under the lead's name, on its page and in the quick view: qualification, response clock and tags. */
export function LeadHeaderBadges({ lead, className }: { lead: LeadResponse; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <QualificationBadge qualification={lead.qualification} hideWhenEmpty />
      <ResponseClockBadge
        createdAt={lead.createdAt}
        firstReplyAt={lead.firstReplyAt ?? null}
        hideWhenEmpty
        imported={Boolean(lead.importId)}
      />
      {lead.tags.map((t) => (
        <span key={t} className="rounded bg-muted px-1.5 py-0.5 text-xs">
          {t}
        </span>
      ))}
    </div>
  );
}
