import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { useSendVerificationLink } from '@/lib/email-verification';

type VerifyEmailNoticeProps = { email: string; className?: string };

/**
 * Messaging leads needs a verified address: says so where the agent meets it (the composer,
 * Settings > Profile) and sends a new link from there (issue 46). The draft beside it stays.
 */
export function VerifyEmailNotice({ email, className }: VerifyEmailNoticeProps) {
  const send = useSendVerificationLink();
  return (
    <div
      role="alert"
      className={`flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50 ${className ?? ''}`}
    >
      <p className="flex items-start gap-2">
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Verify your e-mail address before messaging leads. We sent a link to <strong className="break-all">{email}</strong> when you
          signed up: open it, then come back.
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" isLoading={send.isPending} onClick={() => send.mutate(email)}>
          Send a new link
        </Button>
        {send.isSuccess && <span role="status">A new link is on its way to {email}.</span>}
        {send.isError && (
          <span className="text-destructive">{messageOf(send.error, 'The link could not be sent. Try again in a minute.')}</span>
        )}
      </div>
    </div>
  );
}
