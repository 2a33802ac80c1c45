import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppointmentResponse } from '@porchlight/domain/appointments/appointment-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { formatTime } from './appointment-time';
import { CalendarScreen } from './calendar-screen';

const LEAD = '00000000-0000-4000-8000-00000000000a';
const ID = '00000000-0000-4000-8000-000000000001';

/** Tomorrow at 15:00 on this machine's clock (the test's "viewer"). */
function tomorrowAt(hour: number) {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, hour, 0);
}
const pad = (n: number) => String(n).padStart(2, '0');
const dayParam = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function appointment(overrides: Partial<AppointmentResponse> = {}): AppointmentResponse {
  const start = tomorrowAt(15);
  return {
    id: ID,
    type: 'showing',
    title: 'Showing: Dana Reyes',
    status: 'scheduled',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    location: '12 Oak St',
    notes: '',
    leads: [{ id: LEAD, name: 'Dana Reyes' }],
    property_id: null,
    property_address: null,
    agent_id: 'agent',
    outcome_note: null,
    outcome_at: null,
    rescheduled_from_id: null,
    rescheduled_to_id: null,
    lead_response: 'confirmed',
    lead_response_text: 'C',
    created_at: start.toISOString(),
    updated_at: start.toISOString(),
    ...overrides,
  };
}

const patches: unknown[] = [];
/** When set, the server answers a move only once the test lets it, and refuses it. */
let refuseAfter: Promise<void> | null = null;
const outcomes: unknown[] = [];
let current = appointment();
startMswServer(
  http.get('*/api/appointments', () => HttpResponse.json({ appointments: [current] })),
  http.patch('*/api/appointments/:id', async ({ request }) => {
    const body = (await request.json()) as Partial<AppointmentResponse>;
    patches.push(body);
    if (refuseAfter) {
      await refuseAfter;
      return HttpResponse.json({ error: 'This appointment is closed' }, { status: 409 });
    }
    current = { ...current, ...body };
    return HttpResponse.json(current);
  }),
  http.post('*/api/appointments/:id/outcome', async ({ request }) => {
    const body = (await request.json()) as { outcome: AppointmentResponse['status'] };
    outcomes.push(body);
    current = { ...current, status: body.outcome };
    return HttpResponse.json(current);
  }),
);

describe('the calendar', () => {
  it('shows the week with the appointment; Alt+arrows move it by 15 minutes and a day, and a screen reader hears where it went', async () => {
    current = appointment();
    patches.length = 0;
    renderWithRouter(<CalendarScreen />, { url: `/?view=week&date=${dayParam(tomorrowAt(15))}` });
    const chip = await screen.findByRole('button', { name: /Showing: Dana Reyes/ });
    expect(chip).toHaveAttribute('aria-describedby', 'calendar-move-keys');
    expect(document.getElementById('calendar-move-keys')).toHaveTextContent(/Alt with the arrow keys/);

    fireEvent.keyDown(chip, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      starts_at: new Date(tomorrowAt(15).getTime() + 15 * 60_000).toISOString(),
      ends_at: new Date(tomorrowAt(16).getTime() + 15 * 60_000).toISOString(),
    });
    await waitFor(() => expect(screen.getByText(/Showing: Dana Reyes moved to/)).toBeInTheDocument());

    fireEvent.keyDown(await screen.findByRole('button', { name: /Showing: Dana Reyes/ }), {
      key: 'ArrowDown',
      altKey: true,
      shiftKey: true,
    });
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({ ends_at: new Date(tomorrowAt(16).getTime() + 30 * 60_000).toISOString() });
  });

  it('shows a move at once, and puts it back when the server refuses it', async () => {
    current = appointment();
    patches.length = 0;
    let answer = () => {};
    refuseAfter = new Promise<void>((resolve) => (answer = resolve));
    renderWithRouter(<CalendarScreen />, { url: `/?view=week&date=${dayParam(tomorrowAt(15))}` });
    const chip = await screen.findByRole('button', { name: /Showing: Dana Reyes/ });
    const shown = (at: Date) => formatTime(at.toISOString());
    expect(chip).toHaveTextContent(shown(tomorrowAt(15)));
    fireEvent.keyDown(chip, { key: 'ArrowDown', altKey: true });
    const moved = new Date(tomorrowAt(15).getTime() + 15 * 60_000);
    await waitFor(() => expect(screen.getByRole('button', { name: /Showing: Dana Reyes/ })).toHaveTextContent(shown(moved)));
    expect(patches).toHaveLength(1);
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: /Showing: Dana Reyes/ })).toHaveTextContent(shown(tomorrowAt(15))));
    refuseAfter = null;
  });

  it('opens an appointment with the lead’s answer and records it held', async () => {
    current = appointment();
    outcomes.length = 0;
    renderWithRouter(<CalendarScreen />, { url: `/?view=day&date=${dayParam(tomorrowAt(15))}` });
    fireEvent.click(await screen.findByRole('button', { name: /Showing: Dana Reyes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Showing: Dana Reyes' });
    expect(within(dialog).getByText('Lead confirmed')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Dana Reyes' })).toHaveAttribute('href', `/leads/${LEAD}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark held' }));
    await waitFor(() => expect(outcomes).toEqual([{ outcome: 'held' }]));
  });
});
