import { ArrowRight, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ONBOARDING_STEP_PAGE_NAMES } from './onboarding-step-content';
import type { OnboardingStep } from '@porchlight/domain/onboarding/onboarding';

type OnboardingGuideButtonsProps = {
  step: OnboardingStep;
  isLast: boolean;
  isHere: boolean;
  onSkip: () => void;
  onGoToStep: () => void;
  onNext: () => void;
  onFinish: () => void;
};

/** Skip tour, Go to <the step's page> (when elsewhere), and Next or Finish: the card's and the bar's. */
export function OnboardingGuideButtons({ step, isLast, isHere, onSkip, onGoToStep, onNext, onFinish }: OnboardingGuideButtonsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!isLast && (
        <Button variant="ghost" size="sm" onClick={onSkip}>
          Skip tour
        </Button>
      )}
      {!isHere && (
        <Button variant="outline" size="sm" onClick={onGoToStep}>
          Go to {ONBOARDING_STEP_PAGE_NAMES[step]}
        </Button>
      )}
      {isLast ? (
        <Button size="sm" onClick={onFinish}>
          <Check aria-hidden="true" />
          Finish
        </Button>
      ) : (
        <Button size="sm" onClick={onNext}>
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
