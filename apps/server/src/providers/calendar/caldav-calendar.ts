import { createDAVClient, type DAVCalendar } from 'tsdav';
import { guardedFetch } from '../../lib/outbound-fetch.ts';
import type { OutboundPolicy, Resolver } from '../../lib/outbound-request.ts';

// An agent's own calendar over CalDAV (issue 53): iCloud, Fastmail, Nextcloud, Radicale or any
// RFC 4791 server, through tsdav (a maintained client). Every request goes through the guard for
// user-chosen addresses (decision 045): the server's address is the agent's to choose.

/** What the agent types in Settings: the server's address, their username and an app password. */
export type CalDavLogin = { serverUrl: string; username: string; password: string };
export type CalDavCalendarInfo = { url: string; name: string };
/** An event as the server keeps it: its address, version (ETag) and iCalendar text. */
export type CalDavEvent = { url: string; etag: string | null; ics: string };

/** Why the server did not do what was asked, in words an agent can act on. */
export class CalDavError extends Error {
  override name = 'CalDavError';
  constructor(
    readonly reason: 'login' | 'not-found' | 'conflict' | 'server',
    message: string,
  ) {
    super(message);
  }
}

type Options = { policy: OutboundPolicy; timeoutMs?: number; resolve?: Resolver };

const refusal = (status: number, what: string): CalDavError =>
  status === 401 || status === 403
    ? new CalDavError('login', 'The calendar server did not accept that username and password.')
    : status === 404
      ? new CalDavError('not-found', `The calendar server has no such ${what}.`)
      : status === 409 || status === 412
        ? new CalDavError('conflict', `The ${what} was changed on the calendar server meanwhile.`)
        : new CalDavError('server', `The calendar server answered ${status} for the ${what}.`);

const calendarOf = (url: string): DAVCalendar => ({ url });

/**
 * Signs in (service discovery: the principal and its calendar home) and answers a client for the
 * agent's calendars. A wrong password is a CalDavError 'login'.
 */
export async function openCalDav(login: CalDavLogin, options: Options) {
  const fetch = guardedFetch({ policy: options.policy, timeoutMs: options.timeoutMs ?? 20_000, resolve: options.resolve });
  const basic = `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;
  // tsdav's discovery does not report a refused login itself: ask the server first.
  const probe = await fetch(login.serverUrl, {
    method: 'PROPFIND',
    headers: {
      authorization: basic,
      depth: '0',
      'content-type': 'application/xml; charset=utf-8',
    },
    body: '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>',
  });
  if (probe.status === 401 || probe.status === 403) throw refusal(probe.status, 'account');
  const client = await createDAVClient({
    serverUrl: login.serverUrl,
    credentials: { username: login.username, password: login.password },
    authMethod: 'Basic',
    defaultAccountType: 'caldav',
    fetch,
  });

  /** One event by its address, as it is now (null: not there). */
  async function get(url: string): Promise<CalDavEvent | null> {
    const res = await fetch(url, { headers: { authorization: basic } });
    if (res.status === 404 || res.status === 410) return null;
    if (!res.ok) throw refusal(res.status, 'event');
    return { url, etag: res.headers.get('etag'), ics: await res.text() };
  }

  /** The events at these addresses, as they are now (an address gone is left out). */
  async function read(calendarUrl: string, urls: string[]): Promise<CalDavEvent[]> {
    if (urls.length === 0) return [];
    try {
      const objects = await client.fetchCalendarObjects({ calendar: calendarOf(calendarUrl), objectUrls: urls, useMultiGet: true });
      return objects
        .filter((o) => typeof o.data === 'string' && o.data)
        .map((o) => ({ url: o.url, etag: o.etag ?? null, ics: o.data as string }));
    } catch (error) {
      // Some servers (Radicale) refuse the whole multiget when one address is gone: ask each.
      if (!/\b404\b/.test(String(error))) throw error;
      const events: CalDavEvent[] = [];
      for (const url of urls) {
        const event = await get(url);
        if (event) events.push(event);
      }
      return events;
    }
  }

  return {
    /** The agent's calendars that hold events (not task lists). */
    async calendars(): Promise<CalDavCalendarInfo[]> {
      const found = await client.fetchCalendars();
      return found
        .filter((c) => !c.components || c.components.includes('VEVENT'))
        .map((c) => ({ url: c.url, name: typeof c.displayName === 'string' && c.displayName ? c.displayName : c.url }));
    },

    /**
     * Writes an event: a new one (refused if something already has that name), or a change to the
     * version `etag` names (refused if it changed meanwhile: a 'conflict').
     */
    async put(calendarUrl: string, event: { uid: string; ics: string; url?: string; etag?: string | null }) {
      const res = event.url
        ? await client.updateCalendarObject({ calendarObject: { url: event.url, etag: event.etag ?? undefined, data: event.ics } })
        : await client.createCalendarObject({ calendar: calendarOf(calendarUrl), filename: `${event.uid}.ics`, iCalString: event.ics });
      if (!res.ok) throw refusal(res.status, 'event');
      const url = event.url ?? new URL(`${event.uid}.ics`, calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`).href;
      // Servers need not answer the new ETag on PUT (RFC 4791 §5.3.4): read it back then.
      const etag = res.headers.get('etag') ?? (await read(calendarUrl, [url]))[0]?.etag ?? null;
      return { url, etag };
    },

    async remove(event: { url: string; etag?: string | null }) {
      const res = await client.deleteCalendarObject({ calendarObject: { url: event.url, etag: event.etag ?? undefined } });
      // Already gone is what was asked.
      if (!res.ok && res.status !== 404) throw refusal(res.status, 'event');
    },

    read,

    get,

    /** Events overlapping [from, to): what makes the agent busy, whoever wrote them. */
    async between(calendarUrl: string, from: Date, to: Date): Promise<CalDavEvent[]> {
      const objects = await client.fetchCalendarObjects({
        calendar: calendarOf(calendarUrl),
        timeRange: { start: from.toISOString(), end: to.toISOString() },
      });
      return objects
        .filter((o) => typeof o.data === 'string' && o.data)
        .map((o) => ({ url: o.url, etag: o.etag ?? null, ics: o.data as string }));
    },
  };
}

export type CalDavClient = Awaited<ReturnType<typeof openCalDav>>;
