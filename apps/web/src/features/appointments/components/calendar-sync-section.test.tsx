import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { CalendarSyncSection } from './calendar-sync-section';

const SERVER = 'https://caldav.fastmail.com';
const connected = {
  connected: true,
  server_url: SERVER,
  username: 'dana@example.com',
  calendar_url: `${SERVER}/dav/calendars/user/dana/work/`,
  calendar_name: 'Work',
  calendars: [
    { url: `${SERVER}/dav/calendars/user/dana/work/`, name: 'Work' },
    { url: `${SERVER}/dav/calendars/user/dana/home/`, name: 'Home' },
  ],
  last_error: null,
  last_synced_at: '2026-11-30T08:00:00.000Z',
  busy_count: 3,
};
let status: Record<string, unknown> = { connected: false };
const sent: { method: string; body: unknown }[] = [];
startMswServer(
  http.get('*/api/appointments/calendar-sync', () => HttpResponse.json(status)),
  http.put('*/api/appointments/calendar-sync', async ({ request }) => {
    const body = (await request.json()) as { password: string };
    sent.push({ method: 'PUT', body });
    if (body.password === 'wrong')
      return HttpResponse.json(
        {
          error: 'password: The calendar server did not accept that username and password.',
          fields: { password: 'The calendar server did not accept that username and password.' },
        },
        { status: 400 },
      );
    status = connected;
    return HttpResponse.json(connected);
  }),
  http.patch('*/api/appointments/calendar-sync', async ({ request }) => {
    const body = (await request.json()) as { calendar_url: string };
    sent.push({ method: 'PATCH', body });
    status = { ...connected, calendar_url: body.calendar_url, calendar_name: 'Home' };
    return HttpResponse.json(status);
  }),
  http.delete('*/api/appointments/calendar-sync', () => {
    sent.push({ method: 'DELETE', body: null });
    status = { connected: false };
    return new HttpResponse(null, { status: 204 });
  }),
);

describe('Settings > Calendar: sync with the agent’s own calendar', () => {
  it('connects, shows a refused password on its field, then the calendar, another calendar chosen, and disconnects', async () => {
    renderWithRouter(<CalendarSyncSection />);
    const section = await screen.findByRole('region', { name: 'Sync with your own calendar' });
    fireEvent.change(await within(section).findByLabelText('Calendar server'), { target: { value: SERVER } });
    fireEvent.change(within(section).getByLabelText('Username'), { target: { value: 'dana@example.com' } });
    fireEvent.change(within(section).getByLabelText('App password'), { target: { value: 'wrong' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Connect calendar' }));
    expect(await within(section).findByText('The calendar server did not accept that username and password.')).toBeInTheDocument();
    expect(within(section).getByLabelText('App password')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(section).getByLabelText('App password'), { target: { value: 'abcd-efgh-ijkl' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Connect calendar' }));
    expect(await within(section).findByText(/Syncing with/)).toHaveTextContent(
      'Syncing with Work on caldav.fastmail.com as dana@example.com.',
    );
    expect(sent.at(-1)).toEqual({ method: 'PUT', body: { server_url: SERVER, username: 'dana@example.com', password: 'abcd-efgh-ijkl' } });
    expect(within(section).getByText(/3 busy times kept off your booking page/)).toBeInTheDocument();

    fireEvent.change(within(section).getByLabelText('Write appointments to'), { target: { value: connected.calendars[1]!.url } });
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'PATCH', body: { calendar_url: connected.calendars[1]!.url } }));
    expect(await within(section).findByText(/Syncing with/)).toHaveTextContent('Syncing with Home');

    fireEvent.click(within(section).getByRole('button', { name: 'Disconnect' }));
    expect(await within(section).findByRole('button', { name: 'Connect calendar' })).toBeInTheDocument();
  });

  it('says what went wrong in the last sync, and offers to connect again when the password stopped working', async () => {
    status = {
      ...connected,
      last_error: 'Your calendar server no longer accepts the saved password. Connect again with a new app password.',
    };
    renderWithRouter(<CalendarSyncSection />);
    const section = await screen.findByRole('region', { name: 'Sync with your own calendar' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('no longer accepts the saved password');
    fireEvent.click(within(section).getByRole('button', { name: 'Connect again' }));
    expect(within(section).getByLabelText('Calendar server')).toHaveValue(SERVER);
    expect(within(section).getByLabelText('Username')).toHaveValue('dana@example.com');
    expect(within(section).getByLabelText('App password')).toHaveValue('');
  });
});
