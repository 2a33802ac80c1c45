import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LayoutTemplate, Plus, Workflow } from 'lucide-react';
import { toast } from '@/lib/toast';
import { describeStep } from '@porchlight/domain/automations/flow-steps';
import { describeTrigger } from '@porchlight/domain/automations/triggers';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useCreateFlow, useFlows } from '../api/flows';
import { useFlowTemplates, useUseFlowTemplate, type FlowTemplateResponse } from '../api/flow-templates';
import { UseTemplateDialog } from './use-template-dialog';
import { FlowStatusBadge } from './flow-status-badge';

const editorLink = (id: string) => `/flows?flow=${encodeURIComponent(id)}`;

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-2" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** The agent's flows: status, steps, runs now and this month; a new blank flow opens the editor. */
export function FlowsList() {
  const flows = useFlows();
  const create = useCreateFlow();
  const navigate = useNavigate();
  const newFlow = () =>
    create.mutate(
      { name: 'Untitled flow', steps: [] },
      { onSuccess: (flow) => void navigate(editorLink(flow.id)), onError: (e) => toast.error(messageOf(e)) },
    );

  if (flows.isPending) return <ListSkeleton label="Loading flows" />;
  if (flows.isError)
    return (
      <ErrorState
        title="Your flows could not be loaded"
        message={messageOf(flows.error)}
        onRetry={() => void flows.refetch()}
        isRetrying={flows.isFetching}
      />
    );
  return (
    // grid-cols-1 (minmax(0, 1fr)): a long step summary truncates instead of widening the page on a phone.
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" asChild>
          <Link to="/flows?tab=templates">
            <LayoutTemplate aria-hidden="true" /> Templates
          </Link>
        </Button>
        <Button onClick={newFlow} isLoading={create.isPending}>
          <Plus aria-hidden="true" /> New flow
        </Button>
      </div>
      {flows.data.length === 0 ? (
        <EmptyState
          icon={Workflow}
          title="No flows yet"
          description="A flow is a list of steps a lead goes through: e-mails, texts, waits, reminders. Start from a ready template or a blank flow."
        >
          <Button variant="outline" asChild>
            <Link to="/flows?tab=templates">Browse templates</Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Flows">
          {flows.data.map((flow) => (
            <li key={flow.id}>
              <Link
                to={editorLink(flow.id)}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border bg-card px-4 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <p className="font-medium">{flow.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {flow.steps.length === 0 ? 'No steps yet' : flow.steps.map(describeStep).join(' → ')}
                  </p>
                </div>
                <span className="text-sm text-muted-foreground sm:ml-0">
                  {flow.active_runs} active · {flow.runs_this_month} this month
                </span>
                <FlowStatusBadge status={flow.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Ready flows for day one; using one makes a draft (and its trigger, once the agent saw what it would reach) and opens it. */
export function TemplatesGallery() {
  const templates = useFlowTemplates();
  const use = useUseFlowTemplate();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<FlowTemplateResponse | null>(null);
  const makeFromTemplate = (key: string) =>
    use.mutate(key, { onSuccess: (flow) => void navigate(editorLink(flow.id)), onError: (e) => toast.error(messageOf(e)) });
  if (templates.isPending) return <ListSkeleton label="Loading templates" />;
  if (templates.isError)
    return (
      <ErrorState
        title="Templates could not be loaded"
        message={messageOf(templates.error)}
        onRetry={() => void templates.refetch()}
        isRetrying={templates.isFetching}
      />
    );
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Flow templates">
        {templates.data.map((t) => (
          <li key={t.key}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <CardTitle>{t.name}</CardTitle>
                <CardDescription>{t.summary}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <ol className="grid gap-1 text-sm text-muted-foreground">
                  {t.trigger && <li className="font-medium text-foreground">When: {describeTrigger(t.trigger.config)}</li>}
                  {t.steps.map((s, i) => (
                    <li key={s.id}>
                      {i + 1}. {describeStep(s)}
                    </li>
                  ))}
                </ol>
              </CardContent>
              <CardFooter>
                <Button
                  variant="outline"
                  isLoading={use.isPending && use.variables === t.key}
                  onClick={() => (t.trigger ? setConfirming(t) : makeFromTemplate(t.key))}
                >
                  Use template
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      {confirming?.trigger && (
        <UseTemplateDialog
          template={{ ...confirming, trigger: confirming.trigger }}
          isUsing={use.isPending}
          onConfirm={() => makeFromTemplate(confirming.key)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
