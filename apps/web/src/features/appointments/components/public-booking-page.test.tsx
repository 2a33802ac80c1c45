import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PublicBookingPage } from './public-booking-page';

const tomorrow = (hour: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, hour, 0).toISOString();
};
const sent: unknown[] = [];
startMswServer(
  http.get('*/api/public/booking/:publicId', ({ params }) =>
    params.publicId === 'page12345678'
      ? HttpResponse.json({
          agent_name: 'Dana Agent',
          time_zone: 'America/Chicago',
          ticket: 'ticket-1',
          types: [
            { type: 'showing', label: 'Showing', minutes: 30, slots: [tomorrow(9), tomorrow(10)] },
            { type: 'buyer_consultation', label: 'Buyer consultation', minutes: 60, slots: [tomorrow(14)] },
          ],
        })
      : HttpResponse.json({ error: 'This booking page is not available.' }, { status: 404 }),
  ),
  http.post('*/api/public/booking/:publicId', async ({ request }) => {
    const body = (await request.json()) as { starts_at: string; type: string; email: string };
    sent.push(body);
    if (!body.email)
      return HttpResponse.json({ error: 'email: Leave an e-mail or a phone number so the agent can confirm.' }, { status: 400 });
    return HttpResponse.json(
      { type: body.type, starts_at: body.starts_at, ends_at: body.starts_at, agent_name: 'Dana Agent', time_zone: 'America/Chicago' },
      { status: 201 },
    );
  }),
);

describe('the public booking page', () => {
  it('offers the free times of the kind chosen, names the field a refusal is about, and confirms the booking', async () => {
    renderWithRouter(<PublicBookingPage publicId="page12345678" />);
    expect(await screen.findByRole('heading', { name: 'Book a time with Dana Agent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a time' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Buyer consultation/ }));
    const times = screen.getByRole('group', { name: 'Time' });
    expect(times.querySelectorAll('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: /Showing/ }));
    fireEvent.click(screen.getByRole('group', { name: 'Time' }).querySelectorAll('button')[1]!);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bea Booker' } });
    fireEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect(await screen.findByText('Leave an e-mail or a phone number so the agent can confirm.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'bea@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect(await screen.findByRole('heading', { name: 'You’re booked' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ type: 'showing', starts_at: tomorrow(10), name: 'Bea Booker', ticket: 'ticket-1', website: '' }),
    );
  });

  it('says so when the page is not there', async () => {
    renderWithRouter(<PublicBookingPage publicId="gone" />);
    expect(await screen.findByRole('heading', { name: 'Booking page not found' })).toBeInTheDocument();
  });
});
