import { z } from 'zod';

// Two-way sync with the agent's own calendar over CalDAV (issue 53): iCloud, Fastmail, Nextcloud
// or any CalDAV server. The agent gives the server's address, their username and an app password;
// Porchlight writes their appointments there, reads their edits back, and keeps their other
// events as busy times for the booking page.

const httpUrl = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(2000, 'must be at most 2,000 characters')
    .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), 'must be the calendar server’s address, starting with https://');

export const ConnectCalendarRequestSchema = z
  .object({
    server_url: httpUrl('server_url'),
    username: z.string({ error: 'username is required' }).trim().min(1, 'is required').max(320, 'must be at most 320 characters'),
    password: z.string({ error: 'password is required' }).min(1, 'is required').max(500, 'must be at most 500 characters'),
    /** One of the calendars the login reaches; the first that holds events when left out. */
    calendar_url: httpUrl('calendar_url').optional(),
  })
  .strict();
export type ConnectCalendarRequest = z.infer<typeof ConnectCalendarRequestSchema>;

export const ChooseCalendarRequestSchema = z.object({ calendar_url: httpUrl('calendar_url') }).strict();

export type CalendarSyncStatus =
  | { connected: false }
  | {
      connected: true;
      server_url: string;
      username: string;
      calendar_url: string;
      calendar_name: string;
      calendars: { url: string; name: string }[];
      /** What went wrong in the last sync, in words the agent can act on. */
      last_error: string | null;
      last_synced_at: string | null;
      /** Busy stretches known from the calendar's other events (the booking page leaves them out). */
      busy_count: number;
    };

/** Where the common services keep CalDAV, shown as hints beside the address field. */
export const CALDAV_SERVER_HINTS = [
  { name: 'iCloud', url: 'https://caldav.icloud.com' },
  { name: 'Fastmail', url: 'https://caldav.fastmail.com' },
  { name: 'Nextcloud', url: 'https://your-cloud.example/remote.php/dav' },
] as const;

/** How far ahead the agent's busy times are read (the booking page offers at most 60 days). */
export const BUSY_DAYS_AHEAD = 62;
/** Appointments this far back are still read back for edits (a late change to yesterday's showing). */
export const SYNC_DAYS_BACK = 2;
