import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { confidenceLevel } from '@porchlight/domain/csv-import/import-constants';
import { cn } from '@/lib/cn';

const LOOK = {
  high: {
    className: 'border-success/50 bg-success/10 text-success-text',
    Icon: CircleCheck,
    note: 'Most key columns were matched automatically.',
  },
  medium: {
    className: 'border-amber-500/50 bg-amber-500/10 text-amber-700 dark:text-amber-400',
    Icon: TriangleAlert,
    note: 'Some key columns were not matched. Check the mapping below.',
  },
  low: {
    className: 'border-destructive/50 bg-destructive/10 text-destructive-text',
    Icon: CircleAlert,
    note: 'Many key columns were not matched. Map them below.',
  },
} as const;

/** Spec 001 §5: green at 90 or more, yellow at 70 to 89, red below 70. */
export function ConfidenceBanner({ confidence, matched, of }: { confidence: number; matched: number; of: number }) {
  const level = confidenceLevel(confidence);
  const { className, Icon, note } = LOOK[level];
  return (
    <div role="status" data-level={level} className={cn('flex items-start gap-2 rounded-md border p-3 text-sm', className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Mapping confidence: {confidence}%</p>
        <p className="text-foreground/80">
          {matched} of {of} key fields matched. {note}
        </p>
      </div>
    </div>
  );
}
