import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CallReadinessResponse, CallSettingsRequest } from '@porchlight/domain/calls/call-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { CallSettingsCard } from './call-settings-card';

const server = startMswServer();

const settings = (over: Partial<CallReadinessResponse> = {}): CallReadinessResponse => ({
  ready: true,
  agent_phone_tail: '…1234',
  problem: null,
  missed_call_text: "Sorry I missed you — I'll call you right back",
  missed_call_text_enabled: true,
  record_calls: false,
  recording_retention_days: 30,
  ...over,
});

describe('CallSettingsCard', () => {
  it('records calls only once turned on, says who hears the notice and how long the plan keeps recordings', async () => {
    const saved: CallSettingsRequest[] = [];
    let current = settings();
    server.use(
      http.get('*/api/calls/settings', () => HttpResponse.json(current)),
      http.put('*/api/calls/settings', async ({ request }) => {
        const body = (await request.json()) as CallSettingsRequest;
        saved.push(body);
        current = settings({ ...current, record_calls: body.record_calls ?? current.record_calls });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<CallSettingsCard />);
    const recording = await screen.findByRole('switch', { name: 'Record calls' });
    expect(recording).not.toBeChecked();
    const card = recording.closest('section')!;
    expect(within(card).getByText(/everyone hears “This call is recorded\.” before you talk/)).toBeVisible();
    expect(within(card).getByText(/Your plan keeps them for 30 days/)).toBeVisible();

    await user.click(recording);
    await waitFor(() => expect(saved).toEqual([{ record_calls: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Record calls' })).toBeChecked());
    // The missed-call text keeps its own switch and words.
    expect(screen.getByRole('switch', { name: 'Text back a missed call' })).toBeChecked();
  });
});
