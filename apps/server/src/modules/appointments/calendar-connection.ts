import { eq } from 'drizzle-orm';
import type { CalendarSyncStatus, ConnectCalendarRequest } from '@porchlight/domain/appointments/calendar-sync';
import type { Database } from '../../db/client.ts';
import { appointmentCalendarEvents, calendarConnections } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { OutboundError, type OutboundPolicy } from '../../lib/outbound-request.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { CalDavError, openCalDav, type CalDavLogin } from '../../providers/calendar/caldav-calendar.ts';

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;

export type CalendarConnectionDeps = {
  db: Database;
  appSecret: string;
  appSecretPrevious: readonly string[];
  /** Private and plain-http servers are refused in production (decision 045), allowed on a developer's machine. */
  policy: OutboundPolicy;
  /** A first sync once connected, or once the calendar changed. */
  onConnected: (userId: string) => Promise<void>;
};

const badField = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, { fields: { [field]: message } });

/** What a refused sign-in or an unreachable server means for the form's fields. */
function asFieldError(error: unknown): HttpError {
  if (error instanceof CalDavError && error.reason === 'login') return badField('password', error.message);
  if (error instanceof OutboundError) return badField('server_url', `The calendar server could not be reached: ${error.message}.`);
  if (error instanceof CalDavError) return badField('server_url', error.message);
  return badField(
    'server_url',
    'That address did not answer as a CalDAV calendar server. Check it with your calendar provider’s instructions.',
  );
}

/**
 * The agent's connection to their own calendar (issue 53): signed in once to check the login and
 * list the calendars, the password sealed at rest (and sealed again when APP_SECRET rotates).
 */
export function createCalendarConnection(deps: CalendarConnectionDeps) {
  const { db } = deps;
  const passwords = createSecretBox(deps.appSecret, 'calendar-password', deps.appSecretPrevious);

  async function row(userId: string): Promise<CalendarConnectionRow | undefined> {
    const [found] = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
    return found;
  }

  const loginOf = (r: CalendarConnectionRow): CalDavLogin => ({
    serverUrl: r.serverUrl,
    username: r.username,
    password: passwords.open(r.passwordSealed),
  });

  const open = (login: CalDavLogin) => openCalDav(login, { policy: deps.policy });

  function statusOf(r: CalendarConnectionRow | undefined): CalendarSyncStatus {
    if (!r) return { connected: false };
    return {
      connected: true,
      server_url: r.serverUrl,
      username: r.username,
      calendar_url: r.calendarUrl,
      calendar_name: r.calendarName,
      calendars: r.calendars,
      last_error: r.lastError,
      last_synced_at: r.lastSyncedAt?.toISOString() ?? null,
      busy_count: r.busyTimes.length,
    };
  }

  /** Signs in and lists the calendars; the one asked for must be among them. */
  async function calendarsOf(login: CalDavLogin, wanted?: string) {
    let calendars: { url: string; name: string }[];
    try {
      calendars = await (await open(login)).calendars();
    } catch (error) {
      throw asFieldError(error);
    }
    if (!calendars.length) throw badField('server_url', 'No calendars were found for that login. Make one in your calendar app first.');
    const chosen = wanted ? calendars.find((c) => c.url === wanted) : calendars[0];
    if (!chosen) throw badField('calendar_url', 'is not one of the calendars that login reaches');
    return { calendars, chosen };
  }

  return {
    row,
    loginOf,
    open,
    status: async (userId: string) => statusOf(await row(userId)),

    async connect(userId: string, req: ConnectCalendarRequest): Promise<CalendarSyncStatus> {
      const login = { serverUrl: req.server_url, username: req.username, password: req.password };
      const { calendars, chosen } = await calendarsOf(login, req.calendar_url);
      const values = {
        serverUrl: login.serverUrl,
        username: login.username,
        passwordSealed: passwords.seal(login.password),
        calendarUrl: chosen.url,
        calendarName: chosen.name,
        calendars,
        lastError: null,
        lastSyncedAt: null,
        busyTimes: [],
        updatedAt: new Date(),
      };
      const saved = await db.transaction(async (tx) => {
        // Another account or calendar: what was written to the old one is not this one's.
        await tx.delete(appointmentCalendarEvents).where(eq(appointmentCalendarEvents.userId, userId));
        const [r] = await tx
          .insert(calendarConnections)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: calendarConnections.userId, set: values })
          .returning();
        return r!;
      });
      await deps.onConnected(userId);
      return statusOf(saved);
    },

    /** Another of the connected login's calendars: appointments are written there from the next sync. */
    async choose(userId: string, calendarUrl: string): Promise<CalendarSyncStatus> {
      const current = await row(userId);
      if (!current) throw new HttpError(404, 'No calendar is connected');
      const { calendars, chosen } = await calendarsOf(loginOf(current), calendarUrl);
      const saved = await db.transaction(async (tx) => {
        await tx.delete(appointmentCalendarEvents).where(eq(appointmentCalendarEvents.userId, userId));
        const [r] = await tx
          .update(calendarConnections)
          .set({ calendarUrl: chosen.url, calendarName: chosen.name, calendars, busyTimes: [], lastError: null, updatedAt: new Date() })
          .where(eq(calendarConnections.userId, userId))
          .returning();
        return r!;
      });
      await deps.onConnected(userId);
      return statusOf(saved);
    },

    /** Stops syncing; the events already written stay in the agent's calendar, as theirs. */
    async disconnect(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(appointmentCalendarEvents).where(eq(appointmentCalendarEvents.userId, userId));
        await tx.delete(calendarConnections).where(eq(calendarConnections.userId, userId));
      });
    },

    /** Passwords sealed under a former APP_SECRET, sealed again under the current one. */
    async resealPasswords(): Promise<number> {
      let resealed = 0;
      for (const r of await db
        .select({ userId: calendarConnections.userId, sealed: calendarConnections.passwordSealed })
        .from(calendarConnections)) {
        const next = passwords.reseal(r.sealed);
        if (!next) continue;
        // Unless the agent connected again meanwhile.
        const done = await db
          .update(calendarConnections)
          .set({ passwordSealed: next })
          .where(eq(calendarConnections.passwordSealed, r.sealed))
          .returning({ userId: calendarConnections.userId });
        resealed += done.length;
      }
      return resealed;
    },
  };
}

export type CalendarConnection = ReturnType<typeof createCalendarConnection>;
