import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TrackingTaskResponse } from '@porchlight/domain/automations/tracking-tasks';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { TrackingTasksView } from './tracking-tasks-view';

const server = startMswServer();
const PROPERTY = '6a1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7b';

const taskOf = (over: Partial<TrackingTaskResponse> = {}): TrackingTaskResponse => ({
  id: 't1',
  kind: 'watch_property',
  status: 'active',
  title: 'Watch 12 Oak Lane',
  property_id: PROPERTY,
  lead_id: null,
  due_at: null,
  note: '',
  last_run_at: null,
  completed_at: null,
  url: null,
  listing_price: null,
  listing_status: null,
  last_error: null,
  executions: [],
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('tracking tasks', () => {
  it('lists tasks with their last run, and pauses one', async () => {
    const patches: unknown[] = [];
    let tasks = [taskOf({ executions: [{ cause: 'e', detail: 'Price dropped from $500,000 to $480,000', at: new Date().toISOString() }] })];
    server.use(
      http.get('*/api/tracking-tasks', () => HttpResponse.json({ tasks })),
      http.patch('*/api/tracking-tasks/t1', async ({ request }) => {
        const body = (await request.json()) as { status: 'paused' };
        patches.push(body);
        tasks = tasks.map((t) => ({ ...t, status: body.status }));
        return HttpResponse.json(tasks[0]);
      }),
    );
    renderWithRouter(<TrackingTasksView />);
    const row = within(await screen.findByRole('list', { name: 'Tracking tasks' })).getByRole('listitem');
    expect(row).toHaveTextContent('Last: Price dropped from $500,000 to $480,000');
    await userEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    expect(await within(row).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'paused' }]);
  });

  it('creates a watch task for a property picked by search', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/tracking-tasks', () => HttpResponse.json({ tasks: [] })),
      http.get('*/api/properties', () =>
        HttpResponse.json({ properties: [{ id: PROPERTY, address: '12 Oak Lane', city: 'Austin' }], total: 1, page: 1, limit: 10 }),
      ),
      http.post('*/api/tracking-tasks', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(taskOf(), { status: 201 });
      }),
    );
    renderWithRouter(<TrackingTasksView />);
    expect(await screen.findByText('No tracking tasks yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tracking task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('Pick a property')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /12 Oak Lane/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(posted).toEqual([{ kind: 'watch_property', property_id: PROPERTY, note: '' }]));
  });
  it('a listing watch shows what the page said, or why it could not be read', async () => {
    const url = 'https://homes.example/14-elm-street';
    server.use(
      http.get('*/api/tracking-tasks', () =>
        HttpResponse.json({
          tasks: [
            taskOf({
              id: 'l1',
              kind: 'watch_listing',
              title: 'Watch 14 Elm Street',
              url,
              listing_price: 435000,
              listing_status: 'Pending',
            }),
            taskOf({
              id: 'l2',
              kind: 'watch_listing',
              title: 'Watch homes.example/blog',
              property_id: null,
              url: 'https://homes.example/blog',
              last_error: 'This page has no price or status we can read (no schema.org or Open Graph data)',
            }),
          ],
        }),
      ),
    );
    renderWithRouter(<TrackingTasksView />);
    const [read, failed] = within(await screen.findByRole('list', { name: 'Tracking tasks' })).getAllByRole('listitem');
    expect(read).toHaveTextContent('Read every 6 hours · $435,000 · Pending');
    expect(within(read!).getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(within(failed!).getByRole('alert')).toHaveTextContent(
      'This page has no price or status we can read (no schema.org or Open Graph data). We try again every 6 hours; check the address or delete the task.',
    );
  });

  it('creates a listing watch: the address is checked, the property is optional', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/tracking-tasks', () => HttpResponse.json({ tasks: [] })),
      http.get('*/api/properties', () => HttpResponse.json({ properties: [], total: 0, page: 1, limit: 10 })),
      http.post('*/api/tracking-tasks', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(taskOf({ kind: 'watch_listing' }), { status: 201 });
      }),
    );
    renderWithRouter(<TrackingTasksView />);
    await userEvent.click(await screen.findByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tracking task' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Task'), 'watch_listing');
    await userEvent.type(within(dialog).getByLabelText('Listing page address'), 'ftp://homes.example/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('must be a web address starting with http:// or https://')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Listing page address'));
    await userEvent.type(within(dialog).getByLabelText('Listing page address'), 'https://homes.example/14-elm-street');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(posted).toEqual([{ kind: 'watch_listing', url: 'https://homes.example/14-elm-street', property_id: null, note: '' }]),
    );
  });
});
