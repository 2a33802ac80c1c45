import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Pause, Play, Plus, Trash2, UserPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { FlowResponse } from '@porchlight/domain/automations/automation-schemas';
import { STEP_LABELS, STEP_TYPES, flowProblems, type FlowStep, type StepType } from '@porchlight/domain/automations/flow-steps';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, messageOf } from '@/lib/api-client';
import { useDeleteFlow, useFlow, useSetFlowStatus, useUpdateFlow } from '../api/flows';
import { newDraftStep, parsedStep, type DraftStep } from './draft-steps';
import { EnrolDialog } from './enrol-dialog';
import { FlowTriggers } from './flow-triggers';
import { TurnOnDialog } from './turn-on-dialog';
import { FlowStatusBadge } from './flow-status-badge';
import { RunHistory } from './run-history';
import { StepList } from './step-list';
import { StepSettings } from './step-settings';
import { TestRunPanel } from './test-run-panel';

const EDITOR_TABS = ['steps', 'runs', 'test'] as const;
type EditorTab = (typeof EDITOR_TABS)[number];

/** /flows?flow=<id>: the flow's editor, its run history and its test run. */
export function FlowEditor({ flowId }: { flowId: string }) {
  const flow = useFlow(flowId);
  if (flow.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading flow">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (flow.isError) {
    if (flow.error instanceof ApiError && flow.error.status === 404) {
      return (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>This flow does not exist any more.</p>
          <Button variant="outline" asChild>
            <Link to="/flows">All flows</Link>
          </Button>
        </div>
      );
    }
    return (
      <ErrorState
        title="The flow could not be loaded"
        message={messageOf(flow.error)}
        onRetry={() => void flow.refetch()}
        isRetrying={flow.isFetching}
      />
    );
  }
  // A saved change gives the form the server's version afresh.
  return <FlowEditorForm key={flow.data.updated_at} flow={flow.data} />;
}

function FlowEditorForm({ flow }: { flow: FlowResponse }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: EditorTab = EDITOR_TABS.includes(params.get('tab') as EditorTab) ? (params.get('tab') as EditorTab) : 'steps';
  const [name, setName] = useState(flow.name);
  const [stopOnReply, setStopOnReply] = useState(flow.stop_on_reply);
  const [steps, setSteps] = useState<DraftStep[]>(() => flow.steps.map((s) => ({ ...s }) as DraftStep));
  const [selectedId, setSelectedId] = useState<string | null>(flow.steps[0]?.id ?? null);
  const [newType, setNewType] = useState<StepType>('send_email');
  const [enrolling, setEnrolling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmingOn, setConfirmingOn] = useState(false);
  const update = useUpdateFlow(flow.id);
  const setStatus = useSetFlowStatus(flow.id);
  const remove = useDeleteFlow();

  const parsed = steps.map(parsedStep);
  const invalidIds = new Set(steps.filter((_, i) => parsed[i] === null).map((s) => s.id));
  const allValid = invalidIds.size === 0;
  const problems = allValid ? flowProblems(parsed as FlowStep[]) : [];
  const isDirty = name !== flow.name || stopOnReply !== flow.stop_on_reply || JSON.stringify(steps) !== JSON.stringify(flow.steps);
  const selectedIndex = steps.findIndex((s) => s.id === selectedId);
  const selected = selectedIndex >= 0 ? steps[selectedIndex] : undefined;
  const firstInvalid = steps.findIndex((s) => invalidIds.has(s.id));

  const selectTab = (value: string) => setParams((p) => ({ flow: p.get('flow') ?? flow.id, tab: value }));
  const save = () =>
    update.mutate(
      { name, stop_on_reply: stopOnReply, steps: parsed as FlowStep[] },
      { onSuccess: () => toast.success('Flow saved'), onError: (e) => toast.error(messageOf(e)) },
    );
  const addStep = () => {
    const step = newDraftStep(newType, steps);
    setSteps([...steps, step]);
    setSelectedId(step.id);
  };
  const changeStep = (next: DraftStep) => setSteps(steps.map((s) => (s.id === next.id ? next : s)));
  const removeStep = (id: string) => {
    const rest = steps.filter((s) => s.id !== id);
    setSteps(rest);
    setSelectedId(rest[Math.max(0, selectedIndex - 1)]?.id ?? null);
  };
  const turnOnBlocker = isDirty
    ? 'Save your changes before turning the flow on.'
    : !allValid
      ? `Finish step ${firstInvalid + 1} first.`
      : problems[0]?.message;

  return (
    // grid-cols-1 (minmax(0, 1fr)) everywhere: a long step summary truncates instead of widening the page on a phone.
    <div className="grid grid-cols-1 gap-4">
      {/* Phone first: the name takes a row of its own and the actions wrap under it, never wider than the screen. */}
      <div className="flex min-w-0 flex-wrap items-center gap-2 sm:gap-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/flows">
            <ArrowLeft aria-hidden="true" /> All flows
          </Link>
        </Button>
        <FlowStatusBadge status={flow.status} />
        <Input
          aria-label="Flow name"
          className="order-last h-9 w-full min-w-0 font-medium sm:order-none sm:w-auto sm:max-w-sm sm:flex-1"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={save} disabled={!isDirty || !allValid || name.trim() === ''} isLoading={update.isPending}>
            Save
          </Button>
          {flow.status === 'active' ? (
            <>
              <Button variant="outline" onClick={() => setEnrolling(true)}>
                <UserPlus aria-hidden="true" /> Add leads
              </Button>
              <Button
                variant="outline"
                isLoading={setStatus.isPending}
                onClick={() => setStatus.mutate('paused', { onError: (e) => toast.error(messageOf(e)) })}
              >
                <Pause aria-hidden="true" /> Pause
              </Button>
            </>
          ) : (
            <Button disabled={Boolean(turnOnBlocker)} title={turnOnBlocker} onClick={() => setConfirmingOn(true)}>
              <Play aria-hidden="true" /> Turn on
            </Button>
          )}
          <Button variant="ghost" size="icon" aria-label="Delete flow" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {turnOnBlocker && flow.status !== 'active' && (
        <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
          Before it can be turned on: {turnOnBlocker}
        </p>
      )}

      <FlowTriggers flowId={flow.id} isFlowActive={flow.status === 'active'} />

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Flow views">
          <TabsTrigger value="steps">Steps</TabsTrigger>
          <TabsTrigger value="runs">Run history</TabsTrigger>
          <TabsTrigger value="test">Test run</TabsTrigger>
        </TabsList>
        <TabsContent value="steps">
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div className="grid min-w-0 grid-cols-1 content-start gap-3">
              {steps.length === 0 ? (
                <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                  No steps yet: add the first one below.
                </p>
              ) : (
                <StepList steps={steps} selectedId={selectedId} invalidIds={invalidIds} onSelect={setSelectedId} onReorder={setSteps} />
              )}
              <div className="flex gap-2">
                <NativeSelect
                  aria-label="Step to add"
                  className="flex-1"
                  value={newType}
                  onChange={(e) => setNewType(e.target.value as StepType)}
                >
                  {STEP_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {STEP_LABELS[type]}
                    </option>
                  ))}
                </NativeSelect>
                <Button variant="outline" onClick={addStep}>
                  <Plus aria-hidden="true" /> Add step
                </Button>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={stopOnReply} onChange={(e) => setStopOnReply(e.target.checked)} />
                Stop a lead's run as soon as they reply
              </label>
            </div>
            {selected ? (
              <StepSettings
                step={selected}
                index={selectedIndex}
                steps={steps}
                onChange={changeStep}
                onRemove={() => removeStep(selected.id)}
              />
            ) : (
              <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                Select a step to change its settings.
              </p>
            )}
          </div>
        </TabsContent>
        <TabsContent value="runs">
          <RunHistory flowId={flow.id} highlightRunId={params.get('run')} />
        </TabsContent>
        <TabsContent value="test">
          <TestRunPanel flowId={flow.id} hasUnsavedChanges={isDirty} />
        </TabsContent>
      </Tabs>
      {confirmingOn && (
        <TurnOnDialog
          flow={flow}
          isTurningOn={setStatus.isPending}
          onClose={() => setConfirmingOn(false)}
          onConfirm={() =>
            setStatus.mutate('active', {
              onSuccess: () => {
                setConfirmingOn(false);
                toast.success('The flow is on');
              },
              onError: (e) => toast.error(messageOf(e)),
            })
          }
        />
      )}
      {enrolling && <EnrolDialog flowId={flow.id} onClose={() => setEnrolling(false)} />}
      <DeleteConfirmationDialog
        open={deleting}
        onOpenChange={setDeleting}
        itemType="flow"
        itemName={flow.name}
        isDeleting={remove.isPending}
        onConfirm={() => remove.mutate(flow.id, { onSuccess: () => void navigate('/flows'), onError: (e) => toast.error(messageOf(e)) })}
      />
    </div>
  );
}
