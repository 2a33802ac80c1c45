import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TrackingTaskResponse } from '@porchlight/domain/automations/tracking-tasks';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { MyTasksView } from './my-tasks-view';

const server = startMswServer();
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const followUp = (id: string, lead: string, due_at: string, over: Partial<TrackingTaskResponse> = {}): TrackingTaskResponse => ({
  id,
  kind: 'follow_up',
  status: 'active',
  title: `Follow up with ${lead}`,
  property_id: null,
  lead_id: `lead-${id}`,
  due_at,
  note: '',
  last_run_at: null,
  completed_at: null,
  url: null,
  listing_price: null,
  listing_status: null,
  last_error: null,
  executions: [],
  created_at: hours(-100),
  ...over,
});

describe('My tasks', () => {
  it('lists follow-ups across leads, overdue first and marked, each linking to its lead; watches are left out', async () => {
    server.use(
      http.get('*/api/tracking-tasks', () =>
        HttpResponse.json({
          tasks: [
            followUp('t1', 'Later Lee', hours(72)),
            followUp('t2', 'Overdue Olga', hours(-30), { status: 'done', note: 'Send the comps' }),
            followUp('t3', 'Done Dan', hours(-50), { status: 'done', completed_at: hours(-40) }),
            { ...followUp('t4', 'nobody', hours(1)), kind: 'watch_property', title: 'Watch 12 Oak' },
          ],
        }),
      ),
    );
    renderWithRouter(<MyTasksView />);
    const todo = await screen.findByRole('list', { name: 'Follow-ups to do' });
    const rows = within(todo).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Follow up with Overdue Olga', 'Follow up with Later Lee']);
    expect(within(rows[0]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Send the comps')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/leads/lead-t2');
    expect(screen.getByRole('heading', { name: /To do \(2, 1 overdue\)/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Completed follow-ups' })).getByText('Follow up with Done Dan')).toBeInTheDocument();
    expect(screen.queryByText('Watch 12 Oak')).not.toBeInTheDocument();
  });

  it('completes a follow-up through the tracking tasks API', async () => {
    let task = followUp('t1', 'Ann Lee', hours(5));
    let asked: unknown;
    server.use(
      http.get('*/api/tracking-tasks', () => HttpResponse.json({ tasks: [task] })),
      http.patch('*/api/tracking-tasks/t1', async ({ request }) => {
        asked = await request.json();
        task = { ...task, status: 'done', completed_at: new Date().toISOString() };
        return HttpResponse.json(task);
      }),
    );
    renderWithRouter(<MyTasksView />);
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Complete: Follow up with Ann Lee' }));
    await waitFor(() => expect(asked).toEqual({ completed: true }));
    expect(await screen.findByRole('checkbox', { name: 'Reopen: Follow up with Ann Lee' })).toBeChecked();
    expect(screen.getByText('All done. Nothing is waiting.')).toBeInTheDocument();
  });

  it('shows an empty state, and Retry when the tasks cannot be loaded', async () => {
    server.use(http.get('*/api/tracking-tasks', () => HttpResponse.json({ tasks: [] })));
    const { unmount } = renderWithRouter(<MyTasksView />);
    expect(await screen.findByText('No follow-ups yet')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/tracking-tasks', () => HttpResponse.json({ error: 'Down' }, { status: 500 })));
    renderWithRouter(<MyTasksView />);
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
