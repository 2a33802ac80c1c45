import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CallResponse } from '@porchlight/domain/calls/call-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { CallRecordingPlayer } from './call-recording-player';

const server = startMswServer();
const LEAD_ID = '7f1c2a8e-0000-4000-8000-000000000001';

const call = (id: string, over: Partial<CallResponse> = {}): CallResponse => ({
  id,
  lead_id: LEAD_ID,
  direction: 'outbound',
  from_number: '+15125550100',
  to_number: '+15125558801',
  state: 'ended',
  outcome: 'connected',
  answered_by: 'lead',
  duration_seconds: 95,
  recorded: true,
  recording_url: `/api/calls/${id}/recording`,
  recording_seconds: 93,
  note: null,
  error: null,
  created_at: '2026-11-30T01:00:00.000Z',
  ended_at: '2026-11-30T01:02:00.000Z',
  ...over,
});

describe('CallRecordingPlayer', () => {
  it("plays a call's recording through Porchlight, and shows nothing for a call without one", async () => {
    let reads = 0;
    server.use(
      http.get('*/api/calls', () => {
        reads += 1;
        return HttpResponse.json({
          calls: [call('c1'), call('c2', { recorded: false, recording_url: null, recording_seconds: null })],
        });
      }),
    );
    renderWithRouter(
      <ol>
        <li data-testid="recorded">
          <CallRecordingPlayer leadId={LEAD_ID} callId="c1" />
        </li>
        <li data-testid="plain">
          <CallRecordingPlayer leadId={LEAD_ID} callId="c2" />
        </li>
      </ol>,
    );
    const player = await screen.findByLabelText('Call recording of this call');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/api/calls/c1/recording');
    expect(player).toHaveAttribute('preload', 'none');
    expect(screen.getByText('Call recording · 1 min 33 s')).toBeVisible();
    expect(screen.getByTestId('plain')).toBeEmptyDOMElement();
    // One request for the whole timeline.
    expect(reads).toBe(1);
  });
});
