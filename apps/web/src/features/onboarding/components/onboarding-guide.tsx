import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Compass, X } from 'lucide-react';
import { ONBOARDING_STEP_COUNT } from '@porchlight/domain/onboarding/onboarding';
import { isDataOnboardingStep, isOnOnboardingStepPage, onboardingStepsLeft } from '@porchlight/domain/onboarding/onboarding-steps';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useOnboardingGuide } from '../hooks/use-onboarding-guide';
import { useRefreshOnboardingOnNavigation } from '../hooks/use-refresh-on-navigation';
import { useWatchExtensionSignIn } from '../hooks/use-watch-extension-sign-in';
import { OnboardingGuideBar } from './onboarding-guide-bar';
import { OnboardingGuideButtons } from './onboarding-guide-buttons';
import { ALMOST_SET_UP_CONTENT, ONBOARDING_STEP_CONTENT } from './onboarding-step-content';
import { DataStepStatus, StepsLeft } from './onboarding-step-status';

/** Pages that are mostly a list: the guide is a slim bar there, so the list keeps the screen. */
const LIST_PAGES = ['/leads', '/properties'];

/**
 * The onboarding tutorial (spec 001 §2): an inline card at the top of the page the current step
 * is about (a slim bar on list pages). It sits in the page's flow, never over it, so nothing on
 * the page is covered or blocked, on a phone as on a desktop. Hidden, it leaves a small "Setup
 * guide" button that floats beside the page's title rather than taking a line of its own.
 */
export function OnboardingGuide() {
  const guide = useOnboardingGuide();
  useRefreshOnboardingOnNavigation();
  const { pathname, search } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedByGuide = useRef(false);
  const { state, response, step } = guide;
  useWatchExtensionSignIn(
    Boolean(state?.isActive && state.showTutorial && step === 'extension' && response && !response.completed_steps.includes('extension')),
  );

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
      <div className="float-right mb-2 ml-3">
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
  // A reading step (welcome, completion) is read wherever the agent is; a data step
  // is done on its page, so elsewhere the guide says what it waits for and offers the way there.
  const isHere = stepsLeft.length > 0 || !isDataOnboardingStep(step) || isOnOnboardingStepPage(step, location);
  const withFocus = (action: () => void) => () => {
    movedByGuide.current = true;
    action();
  };
  const status = isDataOnboardingStep(step) && <DataStepStatus step={step} response={response} />;
  const details = (
    <>
      <p>{content.body}</p>
      {stepsLeft.length > 0 && <StepsLeft steps={stepsLeft} />}
    </>
  );
  const buttons = (
    <OnboardingGuideButtons
      step={step}
      isLast={isLast}
      isHere={isHere}
      onSkip={guide.skip}
      onGoToStep={withFocus(guide.goToStep)}
      onNext={withFocus(guide.next)}
      onFinish={guide.finish}
    />
  );

  if (LIST_PAGES.includes(pathname.replace(/\/+$/, ''))) {
    return (
      <OnboardingGuideBar
        stepNumber={guide.stepNumber}
        title={content.title}
        headingRef={headingRef}
        status={status || content.summary}
        details={details}
        progress={progress}
        progressText={progressText}
        buttons={buttons}
        onHide={guide.hide}
      />
    );
  }

  return (
    <section aria-labelledby="onboarding-guide-title" className="mb-6 rounded-lg border border-primary/30 bg-card p-4 shadow-xs sm:p-5">
      <div className="flex items-start gap-3">
        <span
          className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex"
          aria-hidden="true"
        >
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

      <div className="mt-2 space-y-2 text-sm text-muted-foreground sm:pl-12">
        {isHere ? details : null}
        {status}
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:pl-12">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Progress value={progress} aria-label="Setup progress" aria-valuetext={progressText} className="max-w-48" />
          <span className="shrink-0 text-xs text-muted-foreground">{progressText}</span>
        </div>
        {buttons}
      </div>
    </section>
  );
}
