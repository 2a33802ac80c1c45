import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsChart, ChartResponse } from '@porchlight/domain/analytics/analytics-charts';
import { INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { overviewFixture } from '@/lib/subscription/test-fixtures';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { AnalyticsView } from './analytics-view';

const series = (chart: AnalyticsChart, from: string, to: string): ChartResponse => ({
  chart,
  from,
  to,
  bucket: 'day',
  columns: [
    { key: 'period', label: 'Period' },
    { key: 'sent', label: 'Sent' },
    { key: 'received', label: 'Received' },
  ],
  rows: [
    { period: 'Nov 22', start: '2026-11-22', sent: 3, received: 1 },
    { period: 'Nov 23', start: '2026-11-23', sent: 0, received: 2 },
  ],
  summary: { sent: 3, received: 3 },
});

const requested: string[] = [];
const server = startMswServer();

function serve(plan: 'trial' | 'agent') {
  server.use(
    http.get('*/api/subscription', () => HttpResponse.json(overviewFixture({ plan }))),
    http.get('*/api/analytics/charts/:chart', ({ params, request }) => {
      const url = new URL(request.url);
      requested.push(`${String(params.chart)}${url.search}`);
      return HttpResponse.json(
        series(params.chart as AnalyticsChart, url.searchParams.get('from') ?? '2026-10-25', url.searchParams.get('to') ?? '2026-11-23'),
      );
    }),
  );
}

beforeEach(() => {
  requested.length = 0;
  // jsdom lays nothing out: recharts warns that its container measures 0 x 0. Only that is hushed.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
  useSessionStore.setState({
    ...INITIAL_SESSION_STATE,
    user: { id: 'user-1', email: 'jane@example.com', name: 'Jane Doe', image: null },
    isLoading: false,
  });
});

const user = userEvent.setup();

describe('AnalyticsView', () => {
  it('shows the charts every plan has and names the plan that unlocks the others, never asking for them', async () => {
    serve('trial');
    renderWithRouter(<AnalyticsView />, { url: '/dashboard?tab=analytics' });

    const messages = await screen.findByRole('region', { name: 'Messages sent and received' });
    await within(messages).findByText('3 sent · 3 received');
    const conversion = screen.getByRole('region', { name: 'New-to-qualified conversion' });
    expect(within(conversion).getByText('Available on the Agent plan and above')).toBeInTheDocument();
    expect(within(conversion).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(within(messages).queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Custom range (Agent plan)' })).toBeDisabled();
    await waitFor(() => expect(requested).toHaveLength(4));
    expect(requested.map((r) => r.split('?')[0]).sort()).toEqual([
      'leads-by-source',
      'leads-by-status',
      'messages',
      'properties-by-status',
    ]);
  });

  it('says "No data for this period" where a chart would draw nothing, and draws no bare axes', async () => {
    serve('trial');
    server.use(
      http.get('*/api/analytics/charts/messages', () => {
        const empty = series('messages', '2026-10-25', '2026-11-23');
        return HttpResponse.json({
          ...empty,
          rows: empty.rows.map((r) => ({ ...r, sent: 0, received: 0 })),
          summary: { sent: 0, received: 0 },
        });
      }),
    );
    renderWithRouter(<AnalyticsView />, { url: '/dashboard?tab=analytics' });
    const messages = await screen.findByRole('region', { name: 'Messages sent and received' });
    expect(await within(messages).findByText('No data for this period')).toBeInTheDocument();
    expect(within(messages).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a chart with its accessible name, and the same figures in its table view', async () => {
    serve('trial');
    renderWithRouter(<AnalyticsView />, { url: '/dashboard?tab=analytics&period=7d' });
    const messages = await screen.findByRole('region', { name: 'Messages sent and received' });
    // The chart's code is a lazy chunk: its first load (and transform, under vitest) takes a moment.
    expect(
      await within(messages).findByRole('img', { name: 'Messages sent and received, Last 7 days' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(requested).toContain('messages?period=7d');

    await user.click(within(messages).getByRole('button', { name: 'Table view' }));
    const table = within(messages).getByRole('table', { name: 'Messages sent and received, Last 7 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['PeriodSentReceived', 'Nov 2231', 'Nov 2302']);
    expect(within(messages).getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes the period in the URL', async () => {
    serve('trial');
    renderWithRouter(<AnalyticsView />, { url: '/dashboard?tab=analytics' });
    await screen.findByRole('region', { name: 'Messages sent and received' });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=analytics&period=90d');
    await waitFor(() => expect(requested).toContain('messages?period=90d'));
  });

  it('with advanced analytics: the deeper charts, a custom range and CSV downloads', async () => {
    serve('agent');
    renderWithRouter(<AnalyticsView />, { url: '/dashboard?tab=analytics' });
    const conversion = await screen.findByRole('region', { name: 'New-to-qualified conversion' });
    expect(within(conversion).queryByText(/Available on the/)).not.toBeInTheDocument();
    expect(await within(conversion).findByRole('button', { name: 'Download CSV: New-to-qualified conversion' })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Period'), 'Custom range…');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=analytics&from=2026-01-01&to=2026-03-31');
    await waitFor(() => expect(requested).toContain('lead-conversion?from=2026-01-01&to=2026-03-31'));
  });
});
