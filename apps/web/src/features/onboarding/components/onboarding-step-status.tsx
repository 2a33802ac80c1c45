import { Link } from 'react-router';
import { Check, Circle } from 'lucide-react';
import type { OnboardingStep } from '@porchlight/domain/onboarding/onboarding';
import type { OnboardingResponse } from '@porchlight/domain/onboarding/onboarding-api';
import { ONBOARDING_STEP_PAGES } from '@porchlight/domain/onboarding/onboarding-steps';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { useSendVerificationLink } from '@/lib/email-verification';
import { useSessionUser } from '@/lib/session-store';
import { ONBOARDING_STEP_CONTENT, PROFILE_REQUIREMENT_NAMES } from './onboarding-step-content';

/** "a, b and c". */
const listed = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** What a data step waits for: the profile names only what the saved profile lacks (issue 46). */
function pendingText(step: OnboardingStep, response: OnboardingResponse): string | undefined {
  if (step !== 'profile') return ONBOARDING_STEP_CONTENT[step].pendingText;
  const missing = response.profile_missing.map((part) => PROFILE_REQUIREMENT_NAMES[part]);
  return missing.length ? `Waiting for ${listed(missing)}.` : undefined;
}

/** The address is part of the profile step: the way to a new link is right there, not in another screen. */
function VerifyEmailAction() {
  const email = useSessionUser()?.email;
  const send = useSendVerificationLink();
  if (!email) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 font-normal">
      <span>
        Open the link we sent to <strong className="break-all font-medium text-foreground">{email}</strong>.
      </span>
      <Button type="button" variant="outline" size="sm" isLoading={send.isPending} onClick={() => send.mutate(email)}>
        Send the link again
      </Button>
      {send.isSuccess && <span role="status">A new link is on its way.</span>}
      {send.isError && (
        <span className="text-destructive-text">{messageOf(send.error, 'The link could not be sent. Try again in a minute.')}</span>
      )}
    </div>
  );
}

/** Whether a data step is done, or what it still waits for. */
export function DataStepStatus({ step, response }: { step: OnboardingStep; response: OnboardingResponse }) {
  const isDone = response.completed_steps.includes(step);
  const text = isDone ? ONBOARDING_STEP_CONTENT[step].doneText : pendingText(step, response);
  if (!text) return null;
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-1.5 font-medium text-foreground">
        {isDone ? (
          <Check className="size-4 text-green-600" aria-hidden="true" />
        ) : (
          <Circle className="size-4 text-muted-foreground" aria-hidden="true" />
        )}
        {text}
      </p>
      {!isDone && step === 'profile' && response.profile_missing.includes('verified_email') && <VerifyEmailAction />}
    </div>
  );
}

/** The steps still to do, each a link to its page (the last step, before it may say "You are set up"). */
export function StepsLeft({ steps }: { steps: OnboardingStep[] }) {
  return (
    <ul className="grid gap-1" aria-label="Steps still to do">
      {steps.map((step) => (
        <li key={step} className="flex items-center gap-1.5">
          <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <Link to={ONBOARDING_STEP_PAGES[step]} className="font-medium text-primary underline-offset-4 hover:underline">
            {ONBOARDING_STEP_CONTENT[step].title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
