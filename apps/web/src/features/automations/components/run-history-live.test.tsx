import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RunResponse } from '@porchlight/domain/automations/automation-schemas';
import type { StepDelivery } from '@porchlight/domain/automations/step-delivery';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadFlows } from './lead-flows';
import { RunHistory } from './run-history';

const server = startMswServer();

const run: RunResponse = {
  id: 'r1',
  flow_id: 'f1',
  flow_name: 'Welcome',
  lead_id: 'l1',
  lead_name: 'Nora Quinn',
  status: 'running',
  current_step: 0,
  next_step_at: null,
  reason: null,
  started_via: 'trigger',
  started_at: new Date().toISOString(),
  ended_at: null,
  steps: [],
};
const afterEmail: RunResponse = {
  ...run,
  status: 'waiting',
  current_step: 1,
  steps: [
    {
      index: 0,
      step_id: 'welcome',
      type: 'send_email',
      result: 'done',
      detail: 'E-mail "Nice to meet you" queued',
      at: new Date().toISOString(),
      delivery: { channel: 'email', state: 'sent', error: null, message_id: 'm0' },
    },
  ],
};

describe('live run history', () => {
  it('a flow_run_update for the flow reloads its run history without a refresh', async () => {
    let runs = [run];
    server.use(http.get('*/api/flows/f1/runs', () => HttpResponse.json({ runs })));
    renderWithRouter(
      <RealtimeProvider options={fakeRealtimeOptions}>
        <RunHistory flowId="f1" highlightRunId={null} />
      </RealtimeProvider>,
    );
    expect(await screen.findByText('Nora Quinn')).toBeInTheDocument();
    expect(screen.queryByText('E-mail "Nice to meet you" queued')).not.toBeInTheDocument();

    runs = [afterEmail];
    (await FakeEventSource.opened()).emit('flow_run_update', { flowId: 'f1', runId: 'r1', leadId: 'l1' });
    expect(await screen.findByText('E-mail "Nice to meet you" queued')).toBeInTheDocument();
  });

  it("a flow_run_update for the lead reloads the lead's flows (a stopped run leaves the list)", async () => {
    let runs: RunResponse[] = [afterEmail];
    server.use(http.get('*/api/flow-runs', () => HttpResponse.json({ runs })));
    renderWithRouter(
      <RealtimeProvider options={fakeRealtimeOptions}>
        <LeadFlows leadId="l1" />
      </RealtimeProvider>,
    );
    expect(await screen.findByText('Welcome')).toBeInTheDocument();

    runs = [{ ...afterEmail, status: 'stopped', reason: 'The lead replied' }];
    (await FakeEventSource.opened()).emit('flow_run_update', { flowId: 'f1', runId: 'r1', leadId: 'l1' });
    expect(await screen.findByText(/not on any flow/i)).toBeInTheDocument();
  });
});

describe("a send step's delivery (issue 45)", () => {
  const textStep = (delivery: StepDelivery): RunResponse['steps'][number] => ({
    index: 0,
    step_id: 'text',
    type: 'send_sms',
    result: 'done',
    detail: 'Text queued',
    at: new Date().toISOString(),
    delivery,
  });
  const retrying: StepDelivery = { channel: 'sms', state: 'retrying', error: 'Twilio did not answer (503)', message_id: 'm1' };
  const sent: StepDelivery = { ...retrying, state: 'sent', error: null };
  // A one-step flow: the run is over at once, its text still on its way.
  const textRun: RunResponse = {
    ...run,
    id: 'r2',
    flow_name: 'Listing text',
    status: 'completed',
    current_step: null,
    ended_at: new Date().toISOString(),
    steps: [textStep(retrying)],
  };

  it("the flow's run history shows the text retrying with the error, then sent when the message moves", async () => {
    let runs = [textRun];
    server.use(http.get('*/api/flows/f1/runs', () => HttpResponse.json({ runs })));
    renderWithRouter(
      <RealtimeProvider options={fakeRealtimeOptions}>
        <RunHistory flowId="f1" highlightRunId={null} />
      </RealtimeProvider>,
    );
    const step = (await screen.findByText('Text queued')).closest('li')!;
    expect(within(step).getByText('Retrying')).toBeInTheDocument();
    expect(within(step).getByText('Twilio did not answer (503)')).toBeInTheDocument();

    runs = [{ ...textRun, steps: [textStep(sent)] }];
    (await FakeEventSource.opened()).emit('message', { lead_id: 'l1', message_id: 'm1' });
    expect(await within(step).findByText('Sent')).toBeInTheDocument();
    expect(within(step).queryByText('Twilio did not answer (503)')).not.toBeInTheDocument();
  });

  it("the lead's flows keep a run that ended while its text is on its way, with where it is, until it is sent", async () => {
    let runs = [textRun];
    server.use(http.get('*/api/flow-runs', () => HttpResponse.json({ runs })));
    renderWithRouter(
      <RealtimeProvider options={fakeRealtimeOptions}>
        <LeadFlows leadId="l1" />
      </RealtimeProvider>,
    );
    const item = (await screen.findByRole('link', { name: 'Listing text' })).closest('li')!;
    expect(within(item).getByText('Completed')).toBeInTheDocument();
    expect(within(item).getByText('Retrying')).toHaveTextContent('Text: Retrying');
    expect(within(item).getByText('Twilio did not answer (503)')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();

    runs = [{ ...textRun, steps: [textStep(sent)] }];
    (await FakeEventSource.opened()).emit('message', { lead_id: 'l1', message_id: 'm1' });
    expect(await screen.findByText(/not on any flow/i)).toBeInTheDocument();
  });

  it('an open run shows its last message, failed with the reason', async () => {
    const failed: StepDelivery = { channel: 'email', state: 'failed', error: 'Mailbox unavailable', message_id: 'm2' };
    const open: RunResponse = {
      ...run,
      status: 'waiting',
      current_step: 1,
      steps: [{ ...textStep(failed), type: 'send_email', detail: 'E-mail "Hi" queued' }],
    };
    server.use(http.get('*/api/flow-runs', () => HttpResponse.json({ runs: [open] })));
    renderWithRouter(<LeadFlows leadId="l1" />);
    const item = (await screen.findByRole('link', { name: 'Welcome' })).closest('li')!;
    expect(within(item).getByText('Step 1:', { exact: false })).toBeInTheDocument();
    expect(within(item).getByText('Failed')).toHaveTextContent('E-mail: Failed');
    expect(within(item).getByText('Mailbox unavailable')).toBeInTheDocument();
  });
});
