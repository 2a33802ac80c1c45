import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CallReadinessResponse, CallResponse } from '@porchlight/domain/calls/call-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { CallLeadButton } from './call-lead-button';

const server = startMswServer();
const LEAD_ID = '7f1c2a8e-0000-4000-8000-000000000001';
const CALL_ID = '7f1c2a8e-0000-4000-8000-0000000000c1';

const readiness = (over: Partial<CallReadinessResponse> = {}): CallReadinessResponse => ({
  ready: true,
  agent_phone_tail: '…1234',
  problem: null,
  missed_call_text: "Sorry I missed you — I'll call you right back",
  missed_call_text_enabled: true,
  record_calls: false,
  recording_retention_days: 30,
  ...over,
});

const call = (over: Partial<CallResponse> = {}): CallResponse => ({
  id: CALL_ID,
  lead_id: LEAD_ID,
  direction: 'outbound',
  from_number: '+15125550100',
  to_number: '+15125558801',
  state: 'queued',
  outcome: null,
  answered_by: null,
  duration_seconds: null,
  recorded: false,
  recording_url: null,
  recording_seconds: null,
  note: null,
  error: null,
  created_at: '2026-11-30T01:00:00.000Z',
  ended_at: null,
  ...over,
});

describe('CallLeadButton', () => {
  it("says it rings the agent's phone first, starts the call, and asks how it went once it ended", async () => {
    const patches: unknown[] = [];
    let reads = 0;
    server.use(
      http.get('*/api/calls/settings', () => HttpResponse.json(readiness())),
      http.post('*/api/calls', async ({ request }) => {
        expect(await request.json()).toEqual({ lead_id: LEAD_ID });
        return HttpResponse.json(call(), { status: 201 });
      }),
      http.get(`*/api/calls/${CALL_ID}`, () => {
        reads += 1;
        return HttpResponse.json(
          reads > 1 ? call({ state: 'ended', outcome: 'connected', duration_seconds: 95 }) : call({ state: 'ringing' }),
        );
      }),
      http.patch(`*/api/calls/${CALL_ID}`, async ({ request }) => {
        const body = await request.json();
        patches.push(body);
        return HttpResponse.json(call({ state: 'ended', outcome: 'connected', note: 'Tour Saturday' }));
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<CallLeadButton leadId={LEAD_ID} leadName="Morgan Lee" leadPhone="+15125558801" />);
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(await screen.findByText(/We'll ring your phone \(…1234\) first/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ring my phone' }));
    expect(await screen.findByText('Ringing your phone…')).toBeVisible();
    expect(await screen.findByText('Call ended after 1 min 35 s.', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Connected' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Tour Saturday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ outcome: 'connected', note: 'Tour Saturday' }]));
  });

  it('gives a way out when the agent has no phone on their profile', async () => {
    server.use(
      http.get('*/api/calls/settings', () => HttpResponse.json(readiness({ ready: false, problem: 'no_phone', agent_phone_tail: null }))),
    );
    const user = userEvent.setup();
    renderWithRouter(<CallLeadButton leadId={LEAD_ID} leadName="Morgan Lee" leadPhone="+15125558801" />);
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('add your phone number to your profile');
    expect(screen.getByRole('link', { name: 'Open Settings > Profile' })).toHaveAttribute('href', '/settings?tab=profile');
    expect(screen.getByRole('link', { name: 'Call from this device instead' })).toHaveAttribute('href', 'tel:+15125558801');
  });

  it('explains how to set up Twilio when the server has none, from the refusal itself', async () => {
    server.use(
      http.get('*/api/calls/settings', () => HttpResponse.json(readiness())),
      http.post('*/api/calls', () => HttpResponse.json({ error: 'Calling needs Twilio', problem: 'no_twilio' }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderWithRouter(<CallLeadButton leadId={LEAD_ID} leadName="Morgan Lee" leadPhone="+15125558801" />);
    await user.click(screen.getByRole('button', { name: 'Call' }));
    await user.click(await screen.findByRole('button', { name: 'Ring my phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Calling goes through Twilio');
    expect(screen.getByRole('link', { name: 'Open Settings > Accounts' })).toHaveAttribute('href', '/settings?tab=accounts');
  });

  it("calls from a row or a phone's card as a small button, without opening the row under it", async () => {
    server.use(http.get('*/api/calls/settings', () => HttpResponse.json(readiness())));
    let rowOpened = 0;
    renderWithRouter(
      <div role="row" tabIndex={0} onClick={() => (rowOpened += 1)} onKeyDown={() => (rowOpened += 1)}>
        <CallLeadButton appearance="icon" leadId={LEAD_ID} leadName="Morgan Lee" leadPhone="+15125558801" />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Call Morgan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call Morgan Lee' });
    expect(await screen.findByText(/We'll ring your phone \(…1234\) first/)).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(rowOpened).toBe(0);
  });
});
