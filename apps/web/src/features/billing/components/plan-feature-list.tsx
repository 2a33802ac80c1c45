import { Check, Lock } from 'lucide-react';
import { BOOLEAN_FEATURES, FEATURE_LABELS, NUMERIC_FEATURES, type PlanFeatures } from '@porchlight/domain/billing/plans';
import { formatLimit } from '@porchlight/domain/billing/format-money';

/** All twenty-one features of a plan: numbers ("Unlimited" for -1), then check or lock for the rest. */
export function PlanFeatureList({ features }: { features: PlanFeatures }) {
  return (
    <ul className="grid gap-1.5 text-sm">
      {NUMERIC_FEATURES.map((feature) => (
        <li key={feature} className="flex items-baseline justify-between gap-3">
          <span className="text-muted-foreground">{FEATURE_LABELS[feature]}</span>
          <span className="font-medium tabular-nums">{formatLimit(features[feature])}</span>
        </li>
      ))}
      {BOOLEAN_FEATURES.map((feature) => {
        const included = features[feature];
        return (
          <li key={feature} className="flex items-center justify-between gap-3">
            <span className={included ? 'text-foreground' : 'text-muted-foreground'}>{FEATURE_LABELS[feature]}</span>
            {included ? (
              <Check className="size-4 text-success" aria-label="Included" role="img" />
            ) : (
              <Lock className="size-4 text-muted-foreground" aria-label="Not included" role="img" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
