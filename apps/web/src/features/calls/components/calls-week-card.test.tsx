import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CallStatsResponse } from '@porchlight/domain/calls/call-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { CallsWeekCard } from './calls-week-card';

const server = startMswServer();

const stats = (over: Partial<CallStatsResponse> = {}): CallStatsResponse => ({
  from: '2026-11-23T05:00:00.000Z',
  to: '2026-11-30T05:00:00.000Z',
  calls: 12,
  conversations: 5,
  previous_calls: 8,
  previous_conversations: 0,
  ...over,
});

describe('CallsWeekCard', () => {
  it('shows the calls and conversations of the last 7 days, each against the 7 before', async () => {
    server.use(http.get('*/api/calls/stats', () => HttpResponse.json(stats())));
    renderWithRouter(<CallsWeekCard />);
    const calls = (await screen.findByText('Calls', { selector: 'p' })).parentElement!;
    expect(within(calls).getByText('12')).toBeVisible();
    expect(within(calls).getByText('+50%')).toBeVisible();
    const talks = screen.getByText('Conversations').parentElement!;
    expect(within(talks).getByText('5')).toBeVisible();
    // Nothing the week before: no percentage to show, the figure instead.
    expect(within(talks).getByText('0 the week before')).toBeVisible();
  });

  it('says how calls get here when there are none yet, and offers a retry when they cannot load', async () => {
    server.use(http.get('*/api/calls/stats', () => HttpResponse.json(stats({ calls: 0, conversations: 0, previous_calls: 0 }))));
    const { unmount } = renderWithRouter(<CallsWeekCard />);
    expect(await screen.findByText(/No calls yet\. Press Call on a lead/)).toBeVisible();
    unmount();

    server.use(http.get('*/api/calls/stats', () => HttpResponse.json({ error: 'Something broke' }, { status: 500 })));
    renderWithRouter(<CallsWeekCard />);
    expect(await screen.findByText('Could not load your calls')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});
