import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ActivityFeedResponse } from '@porchlight/domain/dashboard/activity-feed';
import { buildDashboardMetrics, type DashboardCounts, type DashboardMetricsResponse } from '@porchlight/domain/dashboard/dashboard-metrics';
import type { DashboardPeriod } from '@porchlight/domain/dashboard/dashboard-period';
import type { DashboardTodayResponse } from '@porchlight/domain/dashboard/dashboard-today';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LiveDashboard } from '../hooks/use-live-dashboard';
import { DashboardOverview } from './dashboard-overview';

const server = startMswServer();

const counts = (leads: number): DashboardCounts => ({
  leads,
  leadsAtStart: 8,
  properties: 3,
  propertiesAtStart: 3,
  activeTasks: 2,
  activeTasksAtStart: 0,
  taskExecutions: 4,
  taskExecutionsPrevious: 4,
  flowRuns: 1,
  flowRunsPrevious: 0,
  automatedMessages: 30,
  automatedMessagesPrevious: 10,
  automatedChores: 0,
  automatedChoresPrevious: 0,
  pipelineValue: 1_250_000,
  pipelineValueAtStart: 1_000_000,
});
const lead = (id: string, name: string, extra: Partial<DashboardTodayResponse['newLeads']['items'][number]> = {}) => ({
  id,
  name,
  status: null,
  source: 'Zillow',
  created_at: new Date(Date.now() - 60_000).toISOString(),
  first_reply_at: null,
  ...extra,
});
const empty = { count: 0, items: [] };

function serve(state: { leads: number; today: DashboardTodayResponse; periods: string[] }) {
  server.use(
    http.get('*/api/dashboard/metrics', ({ request }) => {
      const period = (new URL(request.url).searchParams.get('period') ?? 'day') as DashboardPeriod;
      state.periods.push(period);
      return HttpResponse.json({
        period,
        from: '',
        to: '',
        comparison: period === 'week' ? 'vs previous 7 days' : 'vs previous 24 hours',
        metrics: buildDashboardMetrics(period, counts(state.leads)),
      } satisfies DashboardMetricsResponse);
    }),
    http.get('*/api/dashboard/today', () => HttpResponse.json(state.today)),
    http.get('*/api/dashboard/activity', () =>
      HttpResponse.json({
        items: [
          {
            id: 'e1',
            at: new Date().toISOString(),
            text: 'New lead Ana Ruiz from Zillow',
            href: '/leads?id=l1&highlight=true',
            tone: 'lead',
          },
        ],
        next_before: null,
      } satisfies ActivityFeedResponse),
    ),
  );
}

const today = (): DashboardTodayResponse => ({
  followUpsDue: {
    count: 1,
    items: [{ id: 't1', title: 'Call about the offer', lead_id: 'l9', lead_name: 'Cy Diaz', due_at: new Date().toISOString() }],
  },
  newLeads: { count: 1, items: [lead('l1', 'Ana Ruiz')] },
  notContacted: { ...empty, days: 14 },
  repliesWaiting: {
    count: 1,
    items: [{ lead_id: 'l2', lead_name: 'Bo Chen', channel: 'sms', preview: 'Is it still available?', at: new Date().toISOString() }],
  },
  hotLeads: empty,
  priceChanges: {
    count: 1,
    items: [{ property_id: 'p1', address: '12 Oak St', from: 450_000, to: 430_000, at: new Date().toISOString() }],
  },
});

const renderDashboard = (url = '/dashboard') =>
  renderWithRouter(
    <RealtimeProvider options={fakeRealtimeOptions}>
      <LiveDashboard />
      <DashboardOverview leadClock={(l) => <span>clock for {l.name}</span>} />
    </RealtimeProvider>,
    { url },
  );

describe('the dashboard overview', () => {
  it('shows the six metric cards with their change and how each is computed', async () => {
    serve({ leads: 10, today: today(), periods: [] });
    renderDashboard();
    const leads = await screen.findByTestId('metric-leads');
    expect(leads).toHaveTextContent('10');
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/leads');
    expect(screen.getByTestId('metric-pipelineValue')).toHaveTextContent('$1.3M');
    expect(screen.getByTestId('metric-timeSaved')).toHaveTextContent('1h 38m');
    expect(screen.getAllByText('vs previous 24 hours')).toHaveLength(5);
    expect(screen.getByText('No earlier figure to compare')).toBeInTheDocument();
    // Leads 10 against 8, executions 5 against 4, the pipeline 1.25M against 1M.
    expect(screen.getAllByText('+25%')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'How Pipeline Value is computed' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Active, Pending or Price Reduced');
  });

  it('changes period in the URL and asks for that period', async () => {
    const state = { leads: 10, today: today(), periods: [] as string[] };
    serve(state);
    renderDashboard();
    await screen.findByTestId('metric-leads');
    await userEvent.click(screen.getByRole('radio', { name: 'This week' }));
    expect(await screen.findAllByText('vs previous 7 days')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?period=week');
    expect(state.periods).toEqual(['day', 'week']);
  });

  it("lists today's work, each item linking to where it is done", async () => {
    serve({ leads: 10, today: today(), periods: [] });
    renderDashboard();
    const followUps = await screen.findByRole('region', { name: /Follow-ups due/ });
    expect(within(followUps).getByRole('link', { name: /Call about the offer/ })).toHaveAttribute('href', '/leads?id=l9&highlight=true');
    const replies = screen.getByRole('region', { name: /Replies waiting/ });
    expect(within(replies).getByRole('link', { name: /Bo Chen/ })).toHaveAttribute('href', '/inbox?lead=l2');
    const fresh = screen.getByRole('region', { name: /New leads/ });
    expect(within(fresh).getByRole('link', { name: /Ana Ruiz/ })).toHaveTextContent('clock for Ana Ruiz');
    expect(screen.getByText('Every lead heard from you recently.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /12 Oak St/ })).toHaveTextContent('$450,000 → $430,000');
    expect(screen.getByRole('list', { name: 'Recent activity' })).toHaveTextContent('New lead Ana Ruiz from Zillow');
  });

  it('a dashboard_update reloads the figures and the lists live', async () => {
    const state = { leads: 10, today: today(), periods: [] as string[] };
    serve(state);
    renderDashboard();
    await screen.findByRole('link', { name: /Ana Ruiz/ });
    const stream = await FakeEventSource.opened();
    act(() => void stream.onopen?.(new Event('open')));
    state.leads = 11;
    state.today = { ...state.today, newLeads: { count: 2, items: [lead('l3', 'Dee Evans'), ...state.today.newLeads.items] } };
    act(() => stream.emit('dashboard_update', { entity: 'leads', change: 'created', count: 1 }));
    expect(await screen.findByRole('link', { name: /Dee Evans/ })).toBeInTheDocument();
    expect(screen.getByTestId('metric-leads')).toHaveTextContent('11');
  });

  it('a failed load says so with a way to retry', async () => {
    serve({ leads: 10, today: today(), periods: [] });
    server.use(http.get('*/api/dashboard/today', () => HttpResponse.json({ error: 'Database is down' }, { status: 503 })));
    renderDashboard();
    expect(await screen.findByText('Could not load today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
