import { z } from 'zod';
import { APPOINTMENT_TYPE_LABELS } from './appointment-schemas.ts';
import { DEFAULT_WORKING_HOURS, type WorkingWindow } from './appointment-slots.ts';

// The agent's public booking page (issue 53): a lead picks a slot for a showing or a buyer
// consultation from the agent's working hours minus their busy times, with buffers between.

export const BOOKABLE_TYPES = ['showing', 'buyer_consultation'] as const;
export type BookableType = (typeof BOOKABLE_TYPES)[number];
export const BOOKABLE_TYPE_LABELS: Record<BookableType, string> = {
  showing: APPOINTMENT_TYPE_LABELS.showing,
  buyer_consultation: APPOINTMENT_TYPE_LABELS.buyer_consultation,
};

/** Slots start on the half hour. */
export const BOOKING_STEP_MINUTES = 30;
export const SHOWING_LENGTHS = [15, 30, 45, 60, 90] as const;
export const CONSULTATION_LENGTHS = [30, 45, 60, 90, 120] as const;
export const MIN_NOTICE_CHOICES = [0, 60, 120, 240, 1440] as const;
export const BUFFER_CHOICES = [0, 10, 15, 30, 45, 60] as const;
export const BOOKING_DAYS_MAX = 60;
/** Bookings one visitor's address may make in an hour, and one page in a day (as the lead form's). */
export const BOOKINGS_PER_ADDRESS_HOUR = 5;
export const BOOKINGS_PER_PAGE_DAY = 50;

export const BOOKING_TEXTS = {
  notFound: 'This booking page is not available. The link may have changed; ask the agent for a new one.',
  taken: 'That time was just taken. Please pick another.',
  expired: 'This page was open too long. Reload it and pick a time again.',
  tooMany: 'Too many bookings from here. Please try again later.',
  contactRequired: 'Leave an e-mail or a phone number so the agent can confirm.',
  full: 'The agent cannot take new bookings right now. Please contact them directly.',
} as const;

const oneOf = (choices: readonly number[]) =>
  z
    .number({ error: 'must be a number of minutes' })
    .int()
    .refine((v) => choices.includes(v), `must be one of ${choices.join(', ')}`);

const WorkingWindowSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: z.number().int().min(0).max(1439),
    end: z.number().int().min(1).max(1440),
  })
  .strict()
  .refine((w) => w.end > w.start, { message: 'must end after it starts', path: ['end'] });

/** PUT /api/appointments/booking: the page on or off, the hours and the lengths. */
export const BookingSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'must be true or false' }),
    working_hours: z.array(WorkingWindowSchema, { error: 'must be a list of working hours' }).max(21, 'at most 21 windows'),
    buffer_minutes: oneOf(BUFFER_CHOICES),
    showing_minutes: oneOf(SHOWING_LENGTHS),
    consultation_minutes: oneOf(CONSULTATION_LENGTHS),
    min_notice_minutes: oneOf(MIN_NOTICE_CHOICES),
    days_ahead: z.number().int().min(1).max(BOOKING_DAYS_MAX, `at most ${BOOKING_DAYS_MAX} days`),
  })
  .strict();
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;
export type BookingSettingsResponse = BookingSettings & { public_id: string; url: string };

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  working_hours: DEFAULT_WORKING_HOURS as WorkingWindow[],
  buffer_minutes: 15,
  showing_minutes: 30,
  consultation_minutes: 60,
  min_notice_minutes: 120,
  days_ahead: 14,
};

/** GET /api/public/booking/:publicId: who, and the free slots of each kind. */
export type PublicBookingPageResponse = {
  agent_name: string;
  time_zone: string;
  /** Signed when the page was shown (the lead form's anti-abuse rule). */
  ticket: string;
  types: { type: BookableType; label: string; minutes: number; slots: string[] }[];
};

/** POST /api/public/booking/:publicId: the slot picked and who the visitor is. */
export const BookingRequestSchema = z
  .object({
    type: z.enum(BOOKABLE_TYPES, { error: 'must be a showing or a buyer consultation' }),
    starts_at: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string()
        .trim()
        .max(254)
        .pipe(z.email({ error: 'Invalid email address' }))
        .nullish(),
    ),
    phone: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
    message: z.string().trim().max(1000, 'must be at most 1,000 characters').nullish(),
    /** A field people never see: a bot fills it. */
    website: z.string().max(200).optional(),
    ticket: z.string({ error: 'is required' }).max(200),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone?.trim()) ctx.addIssue({ code: 'custom', path: ['email'], message: BOOKING_TEXTS.contactRequired });
  });
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;
export type BookingConfirmation = { type: BookableType; starts_at: string; ends_at: string; agent_name: string; time_zone: string };
