import { propertyStatusChip, type StatusTone } from '@porchlight/domain/properties/property-status';
import { cn } from '@/lib/cn';

const TONE_CLASSES: Record<StatusTone, string> = {
  positive: 'bg-success/15 text-success-text',
  attention: 'bg-brand/20 text-foreground',
  info: 'bg-primary/15 text-primary',
  muted: 'bg-muted text-muted-foreground',
  neutral: 'border border-border text-foreground',
};

export function PropertyStatusBadge({ status }: { status: string | null }) {
  const chip = propertyStatusChip(status);
  if (!chip) return <span className="text-muted-foreground">—</span>;
  return (
    <span
      className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium', TONE_CLASSES[chip.tone])}
    >
      {chip.label}
    </span>
  );
}
