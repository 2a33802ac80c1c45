import { Hono } from 'hono';
import { BookingRequestSchema, BookingSettingsSchema } from '@porchlight/domain/appointments/booking-page';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { AppointmentBooking } from './appointment-booking.ts';

/** The public booking page's calls (PUBLIC_API_PATHS): no session, the page's id in the path. */
export const PUBLIC_BOOKING_PATH = '/api/public/booking/*';

/** Calendar settings > Booking page: the agent's own page, on or off, its hours and lengths. */
export function bookingSettingsRoutes(booking: AppointmentBooking) {
  return new Hono<AppEnv>()
    .get('/appointments/booking', async (c) => c.json(await booking.settings(c.var.user.id)))
    .put('/appointments/booking', validJson(BookingSettingsSchema), async (c) =>
      c.json(await booking.save(c.var.user.id, c.req.valid('json'))),
    );
}

/** What a visitor's browser calls on /book/:publicId: the free slots, and the booking. */
export function publicBookingRoutes(booking: AppointmentBooking) {
  return new Hono<AppEnv>()
    .get('/public/booking/:publicId', async (c) => c.json(await booking.page(c.req.param('publicId'))))
    .post('/public/booking/:publicId', validJson(BookingRequestSchema), async (c) =>
      c.json(await booking.book(c.req.param('publicId'), c.req.valid('json'), c.var.clientIp), 201),
    );
}
