import { Lock } from 'lucide-react';
import { BOOLEAN_FEATURES, FEATURE_LABELS, planUnlocking, type PlanFeatures } from '@porchlight/domain/billing/plans';

/** Features the current plan leaves off, each with the plan that switches it on. */
export function LockedFeatures({ entitlements }: { entitlements: PlanFeatures }) {
  const locked = BOOLEAN_FEATURES.filter((feature) => !entitlements[feature]);
  if (locked.length === 0) return null;
  return (
    <section aria-labelledby="locked-features-title" className="rounded-lg border border-border bg-card p-4">
      <h3 id="locked-features-title" className="mb-2 text-sm font-semibold">
        Not included in your plan
      </h3>
      <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
        {locked.map((feature) => {
          const unlocking = planUnlocking(feature);
          return (
            <li key={feature} className="flex items-center gap-2">
              <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <span className="font-medium">{FEATURE_LABELS[feature]}</span>
                <span className="text-muted-foreground">
                  {unlocking ? `: available on ${unlocking.name} and above` : ': not offered on any plan yet'}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
