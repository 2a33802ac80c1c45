import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RunResponse } from '@porchlight/domain/automations/automation-schemas';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadFlows } from './lead-flows';
import { RunHistory } from './run-history';

const server = startMswServer();

const run: RunResponse = { id: 'r1', flow_id: 'f1', flow_name: 'Welcome', lead_id: 'l1', lead_name: 'Nora Quinn', status: 'running', current_step: 0, next_step_at: null, reason: null, started_via: 'trigger', started_at: new Date().toISOString(), ended_at: null, steps: [] };
const afterEmail: RunResponse = { ...run, status: 'waiting', current_step: 1, steps: [{ index: 0, step_id: 'welcome', type: 'send_email', result: 'done', detail: 'E-mail "Nice to meet you" queued', at: new Date().toISOString() }] };

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
