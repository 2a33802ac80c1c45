import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ArrowRight, Check, Compass, X } from 'lucide-react';
import { ONBOARDING_STEP_COUNT } from '@porchlight/domain/onboarding/onboarding';
import { isDataOnboardingStep, isOnOnboardingStepPage, onboardingStepsLeft } from '@porchlight/domain/onboarding/onboarding-steps';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useOnboardingGuide } from '../hooks/use-onboarding-guide';
import { useRefreshOnboardingOnNavigation } from '../hooks/use-refresh-on-navigation';
import { ALMOST_SET_UP_CONTENT, ONBOARDING_STEP_CONTENT, ONBOARDING_STEP_PAGE_NAMES } from './onboarding-step-content';
import { DataStepStatus, StepsLeft } from './onboarding-step-status';

/**
 * The onboarding tutorial (spec 001 §2): an inline card at the top of the page the current step
 * is about. It sits in the page's flow, never over it, so nothing on the page is covered or
 * blocked, on a phone as on a desktop. Hidden, it leaves a small "Setup guide" button.
 */
export function OnboardingGuide() {
  const guide = useOnboardingGuide();
  useRefreshOnboardingOnNavigation();
  const { pathname, search } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedByGuide = useRef(false);
  const { state, response, step } = guide;

  // After Next, keyboard and screen-reader users land on the new step's title.
  useEffect(() => {
    if (!movedByGuide.current) return;
    movedByGuide.current = false;
    headingRef.current?.focus();
  }, [step, pathname]);

  if (!state?.isActive || !response) return null;
  const location = `${pathname}${search}`;
  const progress = response.progress_percent;
  const doneCount = response.completed_steps.length;
  const progressText = `${doneCount} of ${ONBOARDING_STEP_COUNT} steps done`;

  if (!state.showTutorial) {
    return (
      <div className="mb-4 flex justify-end">
        <Button variant="outline" size="sm" onClick={() => guide.show(location)} aria-label={`Show setup guide, ${progressText}`}>
          <Compass aria-hidden="true" />
          Setup guide · {doneCount}/{ONBOARDING_STEP_COUNT}
        </Button>
      </div>
    );
  }

  const isLast = guide.stepNumber === ONBOARDING_STEP_COUNT;
  // "You are set up" only once every other step is done; until then the last step lists what is left, on any page.
  const stepsLeft = isLast ? onboardingStepsLeft(response.completed_steps) : [];
  const content = stepsLeft.length ? ALMOST_SET_UP_CONTENT : ONBOARDING_STEP_CONTENT[step];
  const isHere = stepsLeft.length > 0 || isOnOnboardingStepPage(step, location);
  const withFocus = (action: () => void) => () => {
    movedByGuide.current = true;
    action();
  };

  return (
    <section aria-labelledby="onboarding-guide-title" className="mb-6 rounded-lg border border-primary/30 bg-card p-4 shadow-xs sm:p-5">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex" aria-hidden="true">
          <Compass className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Setup guide · Step {guide.stepNumber} of {ONBOARDING_STEP_COUNT}
          </p>
          <h2 id="onboarding-guide-title" ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-semibold outline-none">
            {content.title}
          </h2>
        </div>
        <Button variant="ghost" size="icon" className="-mr-2 -mt-2 shrink-0" onClick={guide.hide} aria-label="Hide setup guide">
          <X aria-hidden="true" />
        </Button>
      </div>

      {isHere ? (
        <div className="mt-2 space-y-2 text-sm text-muted-foreground sm:pl-12">
          <p>{content.body}</p>
          {isDataOnboardingStep(step) && <DataStepStatus step={step} response={response} />}
          {stepsLeft.length > 0 && <StepsLeft steps={stepsLeft} />}
        </div>
      ) : (
        <div className="mt-2 text-sm text-muted-foreground sm:pl-12">
          <p>This step is on {ONBOARDING_STEP_PAGE_NAMES[step]}.</p>
        </div>
      )}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:pl-12">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Progress value={progress} aria-label="Setup progress" aria-valuetext={progressText} className="max-w-48" />
          <span className="shrink-0 text-xs text-muted-foreground">{progressText}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!isLast && (
            <Button variant="ghost" size="sm" onClick={guide.skip}>
              Skip tour
            </Button>
          )}
          {!isHere && (
            <Button variant="outline" size="sm" onClick={withFocus(guide.goToStep)}>
              Go to {ONBOARDING_STEP_PAGE_NAMES[step]}
            </Button>
          )}
          {isLast ? (
            <Button size="sm" onClick={guide.finish}>
              <Check aria-hidden="true" />
              Finish
            </Button>
          ) : (
            <Button size="sm" onClick={withFocus(guide.next)}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
