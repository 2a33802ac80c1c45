import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS_PATH } from '@/lib/limit-reached';

/** In place of a chart the plan does not include: which plan unlocks it, and the way there. */
export function LockedChart({ plan }: { plan: string }) {
  return (
    <div className="flex h-64 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border bg-muted/40 px-4 text-center">
      <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">Available on the {plan} plan and above</p>
      <p className="max-w-xs text-sm text-muted-foreground">Advanced analytics adds this chart, custom date ranges and CSV downloads.</p>
      <Link to={PLANS_PATH} className="text-sm font-medium text-primary underline underline-offset-2">
        See plans
      </Link>
    </div>
  );
}
