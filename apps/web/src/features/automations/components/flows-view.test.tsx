import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RunResponse } from '@porchlight/domain/automations/automation-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { FlowsList, TemplatesGallery } from './flows-view';
import { AddToFlowSelect } from './add-to-flow-select';
import { LeadFlows } from './lead-flows';

const server = startMswServer();

describe('flows list and templates', () => {
  it('an empty list explains flows and leads to the templates', async () => {
    server.use(http.get('*/api/flows', () => HttpResponse.json({ flows: [] })));
    renderWithRouter(<FlowsList />);
    expect(await screen.findByText('No flows yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse templates' })).toHaveAttribute('href', '/flows?tab=templates');
  });

  it('using a template first says what its trigger would reach, then makes the draft and opens its editor', async () => {
    let used = 0;
    server.use(
      http.get('*/api/flow-templates', () =>
        HttpResponse.json({
          templates: [
            {
              key: 'new-lead-welcome',
              name: 'New-lead welcome',
              summary: 'Welcome e-mail at once.',
              steps: [{ id: 'w', type: 'wait', amount: 2, unit: 'days' }],
              trigger: { name: 'New lead', config: { kind: 'lead_created', via: ['form', 'api'] } },
            },
          ],
        }),
      ),
      http.post('*/api/triggers/preview', () =>
        HttpResponse.json({
          enrol_now: 0,
          matching: null,
          on_import: false,
          summary: ['It puts no one on the flow now: it starts for each new lead as they come in.'],
        }),
      ),
      http.post('*/api/flow-templates/new-lead-welcome/use', () => {
        used += 1;
        return HttpResponse.json({ id: 'new-flow' }, { status: 201 });
      }),
    );
    renderWithRouter(<TemplatesGallery />, { url: '/flows?tab=templates' });
    const card = (await screen.findByText('New-lead welcome')).closest('li')!;
    expect(within(card).getByText('When: A new lead is added (not imported)')).toBeInTheDocument();
    expect(within(card).getByText('1. Wait 2 days')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Use template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use “New-lead welcome”?' });
    expect(
      await within(dialog).findByText('It puts no one on the flow now: it starts for each new lead as they come in.'),
    ).toBeInTheDocument();
    expect(used).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use template' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/flows?flow=new-flow'));
  });
});

describe("the lead's flows", () => {
  it('lists the open runs with pause and stop', async () => {
    const run: RunResponse = {
      id: 'r1',
      flow_id: 'f1',
      flow_name: 'Nurture',
      lead_id: 'l1',
      lead_name: 'Nora',
      status: 'waiting',
      current_step: 1,
      next_step_at: null,
      reason: null,
      started_via: 'hand',
      started_at: new Date().toISOString(),
      ended_at: null,
      steps: [],
    };
    const actions: string[] = [];
    let runs = [run, { ...run, id: 'r2', flow_name: 'Old', status: 'completed' as const }];
    server.use(
      http.get('*/api/flow-runs', () => HttpResponse.json({ runs })),
      http.post('*/api/flow-runs/r1/action', async ({ request }) => {
        const { action } = (await request.json()) as { action: string };
        actions.push(action);
        runs = runs.map((r) => (r.id === 'r1' ? { ...r, status: action === 'stop' ? 'stopped' : 'paused' } : r)) as typeof runs;
        return HttpResponse.json(runs[0]);
      }),
    );
    renderWithRouter(<LeadFlows leadId="l1" />);
    expect(await screen.findByRole('link', { name: 'Nurture' })).toHaveAttribute('href', '/flows?flow=f1&tab=runs&run=r1');
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
    expect(screen.getByText('at step 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/Not on any flow/)).toBeInTheDocument();
    expect(actions).toEqual(['pause', 'stop']);
  });
});

describe('adding selected leads to a flow (leads table)', () => {
  it('offers the flows that are on and enrols the selection', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/flows', () =>
        HttpResponse.json({
          flows: [
            { id: 'f1', name: 'Nurture', status: 'active' },
            { id: 'f2', name: 'Draft one', status: 'draft' },
          ],
        }),
      ),
      http.post('*/api/flows/f1/enrol', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ started: 2, already_on_flow: 0 });
      }),
    );
    renderWithRouter(<AddToFlowSelect leadIds={['l1', 'l2']} />);
    const select = screen.getByRole('combobox', { name: 'Add selected leads to a flow' });
    await screen.findByRole('option', { name: 'Nurture' });
    expect(screen.queryByRole('option', { name: 'Draft one' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'f1');
    await waitFor(() => expect(posted).toEqual([{ lead_ids: ['l1', 'l2'] }]));
  });
});
