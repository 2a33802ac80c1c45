import { useState, type ReactNode, type RefObject } from 'react';
import { ChevronDown, Compass, X } from 'lucide-react';
import { ONBOARDING_STEP_COUNT } from '@porchlight/domain/onboarding/onboarding';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

type OnboardingGuideBarProps = {
  stepNumber: number;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Where the step stands ("Waiting for a lead."), on the bar's line. */
  status: ReactNode;
  /** The step's text, shown on "Details". */
  details: ReactNode;
  progress: number;
  progressText: string;
  buttons: ReactNode;
  onHide: () => void;
};

/**
 * The setup guide on a list page: one slim bar above the list (its step, where it stands, its
 * buttons), the step's text behind "Details". The full card there pushed the table half off
 * the screen at 1280x800 (issue 46).
 */
export function OnboardingGuideBar({
  stepNumber,
  title,
  headingRef,
  status,
  details,
  progress,
  progressText,
  buttons,
  onHide,
}: OnboardingGuideBarProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section aria-labelledby="onboarding-guide-title" className="mb-3 rounded-lg border border-primary/30 bg-card px-3 py-1.5 shadow-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Compass className="hidden size-4 shrink-0 text-primary sm:block" aria-hidden="true" />
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          Setup guide · Step {stepNumber} of {ONBOARDING_STEP_COUNT}
        </p>
        <h2 id="onboarding-guide-title" ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
          {title}
        </h2>
        <div className="text-sm text-muted-foreground">{status}</div>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Progress value={progress} aria-label="Setup progress" aria-valuetext={progressText} className="hidden w-16 sm:block" />
          <span className="text-xs text-muted-foreground">{progressText}</span>
          <Button variant="ghost" size="sm" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
            Details
            <ChevronDown className={cn('transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
          </Button>
          {buttons}
          <Button variant="ghost" size="icon" className="size-8" onClick={onHide} aria-label="Hide setup guide">
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      {isOpen && <div className="space-y-2 pb-1.5 pt-1 text-sm text-muted-foreground">{details}</div>}
    </section>
  );
}
