import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { BookAppointmentButton } from './book-appointment-button';

const LEAD = '00000000-0000-4000-8000-00000000000a';
const booked: Record<string, unknown>[] = [];
startMswServer(
  http.post('*/api/appointments', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    booked.push(body);
    return HttpResponse.json(
      { ...body, id: '00000000-0000-4000-8000-000000000001', title: 'Buyer consultation: Dana Reyes' },
      { status: 201 },
    );
  }),
);

describe('booking from a conversation', () => {
  it('opens a new appointment with the thread’s lead and books it on the agent’s clock', async () => {
    renderWithRouter(<BookAppointmentButton lead={{ id: LEAD, name: 'Dana Reyes' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book an appointment with Dana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New appointment' });
    expect(within(dialog).getByRole('list', { name: 'With' })).toHaveTextContent('Dana Reyes');
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '2030-01-02' } });
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '15:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(booked).toHaveLength(1));
    const start = new Date('2030-01-02T15:30');
    expect(booked[0]).toMatchObject({
      type: 'buyer_consultation',
      lead_ids: [LEAD],
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New appointment' })).not.toBeInTheDocument());
  });
});
