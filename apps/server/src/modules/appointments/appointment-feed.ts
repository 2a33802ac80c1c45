import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointmentFeeds } from '../../db/schema/index.ts';
import { appointmentsIcs } from './appointment-ics.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';

/** Where calendars read an agent's feed (public: the token is the credential). */
export const CALENDAR_FEED_PATH = '/api/calendar-feed';
/** The feed holds appointments from this many days back on (and everything ahead). */
const FEED_DAYS_BACK = 60;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type CalendarFeedStatus = { active: boolean; created_at: string | null; last_read_at: string | null; url: string | null };

/**
 * The agent's private subscription feed (issue 53): an iCalendar URL with a secret token that
 * Google, Outlook and Apple calendars poll. Only the token's hash is kept, so the URL is shown
 * once, when made; a new one replaces it and revoking deletes it.
 */
export function createAppointmentFeed(deps: { db: Database; repo: AppointmentsRepository; appUrl: string; now?: () => Date }) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const urlOf = (token: string) => `${deps.appUrl}${CALENDAR_FEED_PATH}/${token}/appointments.ics`;

  return {
    async status(userId: string): Promise<CalendarFeedStatus> {
      const [row] = await db.select().from(appointmentFeeds).where(eq(appointmentFeeds.userId, userId));
      return {
        active: Boolean(row),
        created_at: row?.createdAt.toISOString() ?? null,
        last_read_at: row?.lastReadAt?.toISOString() ?? null,
        url: null,
      };
    },

    /** A new secret link (the old one stops working). */
    async create(userId: string): Promise<CalendarFeedStatus> {
      const token = crypto.randomBytes(24).toString('base64url');
      const values = { tokenHash: hashOf(token), createdAt: now(), lastReadAt: null };
      await db
        .insert(appointmentFeeds)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: appointmentFeeds.userId, set: values });
      return { active: true, created_at: values.createdAt.toISOString(), last_read_at: null, url: urlOf(token) };
    },

    async revoke(userId: string) {
      await db.delete(appointmentFeeds).where(eq(appointmentFeeds.userId, userId));
    },

    /** The feed's text for a token, or undefined (unknown or revoked: 404). */
    async read(token: string): Promise<string | undefined> {
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
      const [feed] = await db
        .select()
        .from(appointmentFeeds)
        .where(eq(appointmentFeeds.tokenHash, hashOf(token)));
      if (!feed) return undefined;
      await db.update(appointmentFeeds).set({ lastReadAt: now() }).where(eq(appointmentFeeds.userId, feed.userId));
      const rows = await repo.ofAgent(feed.userId, new Date(now().getTime() - FEED_DAYS_BACK * 86_400_000));
      const withLeads = await Promise.all(
        rows.map(async (r) => ({ ...r, leadNames: (await repo.leadsOfAppointment(r.id)).map((l) => l.name) })),
      );
      return appointmentsIcs(withLeads, {
        name: 'Porchlight appointments',
        method: 'publish',
        url: (id) => `${deps.appUrl}/calendar?appointment=${id}`,
      });
    },
  };
}

export type AppointmentFeed = ReturnType<typeof createAppointmentFeed>;
