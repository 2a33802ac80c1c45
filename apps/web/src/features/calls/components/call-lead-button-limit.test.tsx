import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CallReadinessResponse } from '@porchlight/domain/calls/call-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { CallLeadButton } from './call-lead-button';

const server = startMswServer();
const LEAD_ID = '7f1c2a8e-0000-4000-8000-000000000001';

const readiness: CallReadinessResponse = {
  ready: true,
  agent_phone_tail: '…1234',
  problem: null,
  missed_call_text: "Sorry I missed you — I'll call you right back",
  missed_call_text_enabled: true,
  record_calls: false,
  recording_retention_days: 30,
};

describe('CallLeadButton past the plan’s call minutes', () => {
  it('names the limit from the 402 and offers the plans, or the device’s dialler', async () => {
    server.use(
      http.get('*/api/calls/settings', () => HttpResponse.json(readiness)),
      http.post('*/api/calls', () =>
        HttpResponse.json(
          { error: "You've reached your plan's limit of 300 call minutes (300 used).", limit: 'callMinutes', used: 300, allowed: 300 },
          { status: 402 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithRouter(<CallLeadButton leadId={LEAD_ID} leadName="Morgan Lee" leadPhone="+15125558801" />);
    await user.click(screen.getByRole('button', { name: 'Call' }));
    await user.click(await screen.findByRole('button', { name: 'Ring my phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You've reached your plan's limit of 300 call minutes. Upgrade your plan");
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(screen.getByRole('link', { name: 'Call from this device instead' })).toHaveAttribute('href', 'tel:+15125558801');
  });
});
