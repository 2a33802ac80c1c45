import { Compass, RotateCcw } from 'lucide-react';
import { ONBOARDING_STEP_COUNT } from '@porchlight/domain/onboarding/onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useOnboardingGuide } from '../hooks/use-onboarding-guide';

/** Settings, Profile: where the tutorial is restarted (reset, then start after 0.1 s). */
export function RestartOnboardingCard() {
  const guide = useOnboardingGuide();
  const { state, response } = guide;
  const status = !state
    ? null
    : state.isActive
      ? `In progress: step ${guide.stepNumber} of ${ONBOARDING_STEP_COUNT}, ${response?.completed_steps.length ?? 0} done.`
      : state.skipped
        ? 'You skipped the tour.'
        : `Not running. ${response?.completed_steps.length ?? 0} of ${ONBOARDING_STEP_COUNT} steps done.`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Compass className="size-4" aria-hidden="true" />
          Setup guide
        </CardTitle>
        <CardDescription>The eight-step tour of Porchlight: your profile, accounts, first property, lead and flow.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {guide.query.isError ? 'The tour’s state could not be loaded.' : status}
        </p>
        <Button variant="outline" onClick={guide.restart} disabled={!state} isLoading={guide.isSaving}>
          <RotateCcw aria-hidden="true" />
          Restart tour
        </Button>
      </CardContent>
    </Card>
  );
}
