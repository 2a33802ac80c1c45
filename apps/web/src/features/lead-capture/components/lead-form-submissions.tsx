import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import type { LeadFormSubmissionView } from '@porchlight/domain/lead-capture/lead-form';
import { formatTimeAgo } from '@porchlight/domain/time/format-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { isLimitReached } from '@/lib/limit-reached';
import { useCreateHeldLead, useLeadFormSubmissions } from '../api/lead-form';

const OUTCOME_LABELS: Record<LeadFormSubmissionView['outcome'], string> = {
  created: 'New lead',
  matched: 'Existing lead',
  held: 'Waiting: lead limit reached',
};

function SubmissionRow({ submission }: { submission: LeadFormSubmissionView }) {
  const create = useCreateHeldLead();
  const contact = [submission.email, submission.phone].filter(Boolean).join(' · ');
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{submission.name}</span>
        <Badge variant={submission.outcome === 'held' ? 'destructive' : submission.outcome === 'created' ? 'default' : 'secondary'}>
          {OUTCOME_LABELS[submission.outcome]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {contact}
        {contact && ' · '}
        <time dateTime={submission.createdAt}>{formatTimeAgo(submission.createdAt)}</time>
        {submission.consent && ' · agreed to be contacted'}
      </p>
      {submission.message && <p className="line-clamp-2 text-sm">{submission.message}</p>}
      <div>
        {submission.leadId ? (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={`/leads?id=${submission.leadId}&highlight=true`}>View lead</Link>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            isLoading={create.isPending}
            onClick={() =>
              create.mutate(submission.id, {
                onSuccess: () => toast.success(`${submission.name} is now a lead`),
                // A 402 has its own toast (naming the limit, with "See plans").
                onError: (error) => !isLimitReached(error) && toast.error(messageOf(error)),
              })
            }
          >
            Create lead
          </Button>
        )}
      </div>
    </li>
  );
}

/** The form's recent submissions, newest first; one held past the plan's limit can be made a lead here. */
export function LeadFormSubmissions() {
  const submissions = useLeadFormSubmissions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent submissions</CardTitle>
        <CardDescription>The last 50, newest first. Nothing a visitor sends is lost.</CardDescription>
      </CardHeader>
      <CardContent>
        {submissions.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading submissions</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : submissions.isError ? (
          <ErrorState
            title="Could not load the submissions"
            message={messageOf(submissions.error)}
            onRetry={() => void submissions.refetch()}
          />
        ) : submissions.data.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="No submissions yet"
            description="Share your form's link or put it on your website; what visitors send shows here and in your leads."
          />
        ) : (
          <ul className="divide-y divide-border" aria-label="Submissions">
            {submissions.data.map((s) => (
              <SubmissionRow key={s.id} submission={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
