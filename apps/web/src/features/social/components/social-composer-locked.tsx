import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { planIncluding } from '@porchlight/domain/billing/plans';
import { Button } from '@/components/ui/button';
import { PLANS_PATH, SEE_PLANS_LABEL } from '@/lib/limit-reached';

/** The composer on a plan without social posts (trial): what unlocks it, and the way there. */
export function SocialComposerLocked() {
  const plan = planIncluding('maxSocialPosts');
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border bg-muted/40 px-4 py-8 text-center">
      <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Posting to social media is available on the {plan?.name ?? 'paid'} plan and above</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Share listings and updates to Facebook, Instagram, LinkedIn and X from here, now or on a schedule.
      </p>
      <Button asChild>
        <Link to={PLANS_PATH}>{SEE_PLANS_LABEL}</Link>
      </Button>
    </div>
  );
}
