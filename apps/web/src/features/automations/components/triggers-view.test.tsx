import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TriggerResponse } from '@porchlight/domain/automations/automation-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { TriggersView } from './triggers-view';

// The trigger form says how many leads the trigger would reach (POST /api/triggers/preview).
const server = startMswServer(
  http.post('*/api/triggers/preview', () =>
    HttpResponse.json({
      enrol_now: 0,
      matching: 3,
      on_import: false,
      summary: ['It puts no one on the flow now. Each time it fires, it starts for the 3 leads tagged "sphere".'],
    }),
  ),
);

const trigger = (over: Partial<TriggerResponse> = {}): TriggerResponse => ({
  id: 't1',
  name: 'New lead',
  flow_id: 'f1',
  flow_name: 'Welcome',
  enabled: true,
  config: { kind: 'lead_created', via: ['form', 'api', 'import'] },
  description: 'A lead is created or imported',
  last_fired_at: null,
  fired_this_month: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('My triggers', () => {
  it("lists each trigger with its flow, on/off, last fired and the month's count; the switch turns it off", async () => {
    const patches: unknown[] = [];
    let list = [
      trigger({ fired_this_month: 12, last_fired_at: new Date(Date.now() - 3_600_000).toISOString() }),
      trigger({ id: 't2', name: 'Price drop', enabled: false, description: "A property's price drops" }),
    ];
    server.use(
      http.get('*/api/triggers', () => HttpResponse.json({ triggers: list })),
      http.patch('*/api/triggers/:id', async ({ request, params }) => {
        const body = (await request.json()) as { enabled: boolean };
        patches.push({ id: params.id, ...body });
        list = list.map((t) => (t.id === params.id ? { ...t, enabled: body.enabled } : t));
        return HttpResponse.json(list.find((t) => t.id === params.id));
      }),
    );
    renderWithRouter(<TriggersView />, { url: '/triggers?tab=my-triggers' });
    const rows = within(await screen.findByRole('list', { name: 'My triggers' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('New lead')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/flows?flow=f1');
    expect(within(rows[0]!).getByText('12')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Never')).toBeInTheDocument();
    const toggle = within(rows[0]!).getByRole('switch', { name: 'New lead is on' });
    await userEvent.click(toggle);
    await waitFor(() => expect(patches).toEqual([{ id: 't1', enabled: false }]));
    expect(await within(rows[0]!).findByRole('switch', { name: 'New lead is off' })).not.toBeChecked();
  });

  it('highlights the trigger of a deep link', async () => {
    server.use(http.get('*/api/triggers', () => HttpResponse.json({ triggers: [trigger(), trigger({ id: 't2', name: 'Other' })] })));
    renderWithRouter(<TriggersView />, { url: '/triggers?trigger=t2&tab=my-triggers&highlight=true' });
    const rows = within(await screen.findByRole('list', { name: 'My triggers' })).getAllByRole('listitem');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
  });

  it('says what a trigger is when there are none, and offers the templates', async () => {
    server.use(http.get('*/api/triggers', () => HttpResponse.json({ triggers: [] })));
    renderWithRouter(<TriggersView />);
    expect(await screen.findByText('No triggers yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start from a template' })).toHaveAttribute('href', '/flows?tab=templates');
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/triggers', () =>
        fail ? HttpResponse.json({ error: 'The database is busy' }, { status: 503 }) : HttpResponse.json({ triggers: [trigger()] }),
      ),
    );
    renderWithRouter(<TriggersView />);
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('New lead')).toBeInTheDocument();
  });

  it('creates a weekly trigger for a flow, with the settings the API takes', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/triggers', () => HttpResponse.json({ triggers: [] })),
      http.get('*/api/flows', () =>
        HttpResponse.json({ flows: [{ id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f30', name: 'Sphere', status: 'active' }] }),
      ),
      http.post('*/api/triggers', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(trigger(), { status: 201 });
      }),
    );
    renderWithRouter(<TriggersView />);
    await userEvent.click(await screen.findByRole('button', { name: 'New trigger' }));
    const dialog = await screen.findByRole('dialog', { name: 'New trigger' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Monday check-in');
    await userEvent.selectOptions(within(dialog).getByLabelText('When'), 'schedule');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create trigger' }));
    expect(await within(dialog).findByText('is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Run for leads tagged'), 'sphere');
    expect(
      await within(dialog).findByText('It puts no one on the flow now. Each time it fires, it starts for the 3 leads tagged "sphere".'),
    ).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Sphere' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create trigger' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Monday check-in',
          flow_id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f30',
          enabled: true,
          config: { kind: 'schedule', weekday: 1, time: '08:00', lead_tag: 'sphere' },
        },
      ]),
    );
  });
  it("creates a date trigger: an open house asks for the leads' tag; days before, at a time", async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/triggers', () => HttpResponse.json({ triggers: [] })),
      http.get('*/api/flows', () =>
        HttpResponse.json({ flows: [{ id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f30', name: 'Reminder', status: 'active' }] }),
      ),
      http.post('*/api/triggers', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(trigger(), { status: 201 });
      }),
    );
    renderWithRouter(<TriggersView />);
    await userEvent.click(await screen.findByRole('button', { name: 'New trigger' }));
    const dialog = await screen.findByRole('dialog', { name: 'New trigger' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Open house tomorrow');
    await userEvent.selectOptions(within(dialog).getByLabelText('When'), 'date_arrives');
    expect(within(dialog).queryByLabelText('Run for leads tagged')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Date'), 'property_open_house');
    await userEvent.selectOptions(within(dialog).getByLabelText('Fire'), 'before');
    await userEvent.clear(within(dialog).getByLabelText('Days'));
    await userEvent.type(within(dialog).getByLabelText('Days'), '2');
    await userEvent.type(within(dialog).getByLabelText('Run for leads tagged'), 'open-house');
    await within(dialog).findByRole('option', { name: 'Reminder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create trigger' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Open house tomorrow',
          flow_id: '0b0c8f6e-1c1a-4c39-9d8f-0d7a0c1e2f30',
          enabled: true,
          config: { kind: 'date_arrives', field: 'property_open_house', when: 'before', days: 2, time: '08:00', lead_tag: 'open-house' },
        },
      ]),
    );
  });
});
