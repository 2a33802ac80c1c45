import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FlowResponse, TriggerResponse } from '@porchlight/domain/automations/automation-schemas';
import { flowProblems, type FlowStep } from '@porchlight/domain/automations/flow-steps';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { FlowEditor } from './flow-editor';

const server = startMswServer();

const steps: FlowStep[] = [
  { id: 'hello', type: 'send_email', subject: 'Welcome', body: 'Hi {{lead.firstName}}' },
  { id: 'wait', type: 'wait', amount: 2, unit: 'days' },
  { id: 'again', type: 'send_email', subject: 'Following up', body: 'Still looking?' },
];

const flowOf = (over: Partial<FlowResponse> = {}): FlowResponse => {
  const s = over.steps ?? steps;
  return {
    id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
    name: 'Welcome',
    description: '',
    status: 'draft',
    steps: s,
    stop_on_reply: true,
    problems: flowProblems(s),
    active_runs: 0,
    runs_this_month: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...over,
  };
};

const whenTrigger: TriggerResponse = {
  id: 't1',
  name: 'New lead',
  flow_id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
  flow_name: 'Welcome',
  enabled: true,
  config: { kind: 'lead_created', via: ['form', 'api', 'import'] },
  description: 'A lead is created or imported',
  last_fired_at: null,
  fired_this_month: 0,
  created_at: '2026-11-01T00:00:00.000Z',
};
const IMPORT_LINE = 'It also starts for every lead you import, unless the import is marked "Don\'t start automations for these leads".';

function serve(initial: FlowResponse, triggers: TriggerResponse[] = []) {
  let flow = initial;
  let list = triggers;
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/triggers', () => HttpResponse.json({ triggers: list })),
    http.post('*/api/triggers/preview', () =>
      HttpResponse.json({
        enrol_now: 0,
        matching: null,
        on_import: true,
        summary: ['It puts no one on the flow now: it starts for each new lead as they come in.', IMPORT_LINE],
      }),
    ),
    http.patch('*/api/triggers/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<TriggerResponse>;
      calls.push({ method: 'PATCH', path: `/api/triggers/${String(params.id)}`, body });
      list = list.map((t) => (t.id === params.id ? { ...t, ...body, description: 'A new lead is added (not imported)' } : t));
      return HttpResponse.json(list[0]);
    }),
    http.delete('*/api/triggers/:id', ({ params }) => {
      calls.push({ method: 'DELETE', path: `/api/triggers/${String(params.id)}`, body: null });
      list = list.filter((t) => t.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31', () => HttpResponse.json(flow)),
    http.patch('*/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31', async ({ request }) => {
      const body = (await request.json()) as Partial<FlowResponse>;
      calls.push({ method: 'PATCH', path: '/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31', body });
      flow = { ...flow, ...body, updated_at: new Date().toISOString() };
      return HttpResponse.json(flow);
    }),
    http.post('*/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31/status', async ({ request }) => {
      const body = (await request.json()) as { status: FlowResponse['status'] };
      calls.push({ method: 'POST', path: '/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31/status', body });
      flow = { ...flow, status: body.status, updated_at: new Date().toISOString() };
      return HttpResponse.json(flow);
    }),
  );
  return calls;
}

const stepButtons = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('button', { pressed: undefined })
    .filter((b) => b.hasAttribute('aria-pressed'));

describe('flow editor', () => {
  it('shows the steps in order; selecting one opens its settings beside the list', async () => {
    serve(flowOf());
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
    });
    expect(await screen.findByRole('textbox', { name: 'Flow name' })).toHaveValue('Welcome');
    expect(stepButtons().map((b) => b.textContent)).toEqual([
      '1Send e-mailSend e-mail "Welcome"',
      '2WaitWait 2 days',
      '3Send e-mailSend e-mail "Following up"',
    ]);
    await userEvent.click(stepButtons()[1]!);
    const panel = screen.getByRole('region', { name: 'Step 2 settings' });
    expect(within(panel).getByRole('spinbutton', { name: 'Wait' })).toHaveValue(2);
  });

  it('an unfinished step is marked, blocks saving and turning on; fixed, it saves', async () => {
    const calls = serve(flowOf());
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
    });
    await screen.findByRole('list', { name: 'Steps' });
    await userEvent.clear(within(screen.getByRole('region', { name: 'Step 1 settings' })).getByLabelText('Subject'));
    expect(screen.getByText('is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Needs attention')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeDisabled();
    expect(screen.getByText('Before it can be turned on: Save your changes before turning the flow on.')).toBeInTheDocument();
    await userEvent.type(within(screen.getByRole('region', { name: 'Step 1 settings' })).getByLabelText('Subject'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { steps: FlowStep[] }).steps[0]).toMatchObject({ subject: 'Hello there' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn on “Welcome”?' });
    expect(within(confirm).getByText('It has no trigger that is on: only the leads you add by hand go through it.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        path: '/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31/status',
        body: { status: 'active' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it("shows the flow's When; turning on says how many leads it would enrol now and that imports start it", async () => {
    const calls = serve(flowOf(), [whenTrigger]);
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
    });
    const when = await screen.findByRole('region', { name: 'When' });
    expect(await within(when).findByText('A lead is created or imported')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn on “Welcome”?' });
    expect(within(confirm).getByText('When: A lead is created or imported')).toBeInTheDocument();
    expect(await within(confirm).findByText(IMPORT_LINE)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    // Edited in place: imports left out.
    await userEvent.click(within(when).getByRole('button', { name: 'Edit New lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit trigger' });
    expect(within(dialog).queryByLabelText('Run this flow')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Also start for imported leads/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save trigger' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PATCH',
          path: '/api/triggers/t1',
          body: {
            name: 'New lead',
            flow_id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
            config: { kind: 'lead_created', via: ['form', 'api'] },
          },
        },
      ]),
    );
    expect(await within(when).findByText('A new lead is added (not imported)')).toBeInTheDocument();

    // Removed, after a confirmation.
    await userEvent.click(within(when).getByRole('button', { name: 'Remove New lead' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete trigger?' })).getByRole('button', { name: 'Delete trigger' }),
    );
    expect(await within(when).findByText(/No trigger: leads go through this flow only when you add them/)).toBeInTheDocument();
  });

  it('adding a trigger to a flow that is on asks first, with whom it would enrol now', async () => {
    const calls = serve(flowOf({ status: 'active' }));
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/triggers', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(whenTrigger, { status: 201 });
      }),
    );
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
    });
    const when = await screen.findByRole('region', { name: 'When' });
    await userEvent.click(within(when).getByRole('button', { name: 'Add a trigger' }));
    const form = await screen.findByRole('dialog', { name: 'New trigger' });
    await userEvent.type(within(form).getByLabelText('Name'), 'New lead');
    await userEvent.click(within(form).getByRole('button', { name: 'Create trigger' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add this trigger to a flow that is on?' });
    expect(
      await within(confirm).findByText('It puts no one on the flow now: it starts for each new lead as they come in.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    // Back keeps what was typed.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(within(await screen.findByRole('dialog', { name: 'New trigger' })).getByLabelText('Name')).toHaveValue('New lead');
    await userEvent.click(screen.getByRole('button', { name: 'Create trigger' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Add this trigger to a flow that is on?' })).getByRole('button', {
        name: 'Add trigger',
      }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'New lead', flow_id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('says why a saved flow cannot be turned on yet (ends on a wait)', async () => {
    serve(flowOf({ steps: steps.slice(0, 2) }));
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
    });
    expect(await screen.findByText('Before it can be turned on: The last step is a wait: nothing happens after it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeDisabled();
  });

  it('adds a step, and reorders with the keyboard on the drag handle', async () => {
    const calls = serve(flowOf());
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
    });
    await screen.findByRole('list', { name: 'Steps' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Step to add' }), 'notify');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    const panel = screen.getByRole('region', { name: 'Step 4 settings' });
    await userEvent.type(within(panel).getByLabelText('Title'), 'Call {{lead.name}}');

    // jsdom lays nothing out: give each step a place in a column, as a browser would.
    const list = screen.getByRole('list', { name: 'Steps' });
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li');
      const index = item && item.parentElement === list ? [...list.children].indexOf(item) : 0;
      return {
        x: 0,
        y: index * 60,
        top: index * 60,
        left: 0,
        width: 300,
        height: 50,
        right: 300,
        bottom: index * 60 + 50,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const handle = screen.getByRole('button', { name: 'Move step 1' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move step 1' })).not.toBe(handle));
    rect.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const saved = (calls[0]!.body as { steps: FlowStep[] }).steps;
    expect(saved.map((s) => s.id.length > 0 && s.type)).toEqual(['wait', 'send_email', 'send_email', 'notify']);
  });

  it('a flow that no longer exists offers the way back', async () => {
    server.use(http.get('*/api/flows/gone', () => HttpResponse.json({ error: 'Flow not found' }, { status: 404 })));
    renderWithRouter(<FlowEditor flowId="gone" />, { url: '/flows?flow=gone' });
    expect(await screen.findByText('This flow does not exist any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All flows' })).toHaveAttribute('href', '/flows');
  });

  it('test run: pick a lead, see what each step would do', async () => {
    serve(flowOf());
    server.use(
      http.get('*/api/leads', () =>
        HttpResponse.json({
          leads: [{ id: 'l1', name: 'Nora Quinn', email: 'nora@lead.test', phone: null }],
          total: 1,
          page: 1,
          limit: 10,
        }),
      ),
      http.post('*/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31/test-run', () =>
        HttpResponse.json({
          lead_id: 'l1',
          steps: [
            { index: 0, type: 'send_email', description: 'Send e-mail "Welcome"', outcome: 'Would e-mail nora@lead.test: "Welcome"' },
          ],
        }),
      ),
    );
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31&tab=test',
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Nora Quinn/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByText('Would e-mail nora@lead.test: "Welcome"')).toBeInTheDocument();
  });

  it('run history lists each run with its steps and highlights the linked run', async () => {
    serve(flowOf({ status: 'active' }));
    server.use(
      http.get('*/api/flows/0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31/runs', () =>
        HttpResponse.json({
          runs: [
            {
              id: 'r1',
              flow_id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31',
              flow_name: 'Welcome',
              lead_id: 'l1',
              lead_name: 'Nora Quinn',
              status: 'failed',
              current_step: null,
              next_step_at: null,
              reason: 'Step 1 was not sent: Nora unsubscribed',
              started_via: 'trigger',
              started_at: new Date().toISOString(),
              ended_at: null,
              steps: [
                {
                  index: 0,
                  step_id: 'hello',
                  type: 'send_email',
                  result: 'failed',
                  detail: 'Not sent: Nora unsubscribed',
                  at: new Date().toISOString(),
                },
              ],
            },
          ],
        }),
      ),
    );
    renderWithRouter(<FlowEditor flowId="0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31" />, {
      url: '/flows?flow=0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f31&tab=runs&run=r1',
    });
    const run = (await screen.findByText('Nora Quinn')).closest('li')!;
    expect(run).toHaveAttribute('aria-current', 'true');
    expect(within(run).getByText('Failed')).toBeInTheDocument();
    expect(within(run).getByText('Not sent: Nora unsubscribed')).toBeInTheDocument();
  });
});
