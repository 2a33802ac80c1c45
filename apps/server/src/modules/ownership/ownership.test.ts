import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_HEADER, BOOK_NOT_FOUND, NOT_ON_TEAM, type BookPeopleResponse } from '@porchlight/domain/ownership/ownership';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { leads, notifications, teamMembers } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An owner on the Business plan (10 seats) with teammates who accepted (the invitation itself is the team module's test). */
async function team(names: string[]) {
  const owner = await signUp(t, { name: 'Olive Owner' });
  expect((await inBook(owner.cookie, 'POST', '/api/billing/plan', undefined, { plan: 'business', interval: 'monthly' })).status).toBe(200);
  const mates = [];
  for (const name of names) {
    const mate = await signUp(t, { name });
    await t.db.insert(teamMembers).values({
      teamId: owner.userId,
      email: mate.email,
      memberUserId: mate.userId,
      status: 'active',
      inviteTokenHash: crypto.randomUUID(),
      inviteExpiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
    });
    mates.push(mate);
  }
  return { owner, mates };
}

/** A request in a book: the agent's own, or the team's they name in the header. */
const inBook = (cookie: string, method: string, path: string, book?: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(book ? { [BOOK_HEADER]: book } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const json = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
};
const noticesOf = (userId: string) =>
  t.db
    .select({ title: notifications.title, message: notifications.message, actionUrl: notifications.actionUrl })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, '%assigned to you')));

async function bookWithRecords() {
  const { owner, mates } = await team(['Ann Able', 'Ben Baker']);
  const lead = await json<LeadResponse>(
    await inBook(owner.cookie, 'POST', '/api/leads', undefined, { name: 'Rosa Diaz', email: 'rosa@example.com' }),
  );
  const other = await json<LeadResponse>(await inBook(owner.cookie, 'POST', '/api/leads', undefined, { name: 'Carl Cole' }));
  const property = await json<PropertyResponse>(
    await inBook(owner.cookie, 'POST', '/api/properties', undefined, { address: '12 Oak St', currentPrice: 450000 }),
  );
  return { owner, ann: mates[0]!, ben: mates[1]!, lead, other, property };
}

describe('a team book', () => {
  it('lists who can own records: the owner, then teammates who accepted (never invitations)', async () => {
    const { owner, ann, ben } = await bookWithRecords();
    await t.db.insert(teamMembers).values({
      teamId: owner.userId,
      email: 'pending@example.com',
      status: 'invited',
      inviteTokenHash: crypto.randomUUID(),
      inviteExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const people = await json<BookPeopleResponse>(await inBook(ann.cookie, 'GET', '/api/team/book', owner.userId));
    expect(people.bookId).toBe(owner.userId);
    expect(people.people.map((p) => [p.name, p.role])).toEqual([
      ['Olive Owner', 'owner'],
      ['Ann Able', 'member'],
      ['Ben Baker', 'member'],
    ]);
    expect(await json(await inBook(ann.cookie, 'GET', '/api/team/books'))).toEqual({
      books: [{ id: owner.userId, ownerName: 'Olive Owner' }],
    });
    expect(await json(await inBook(owner.cookie, 'GET', '/api/team/books'))).toEqual({ books: [] });
    // An <img> names the book in the address (GET only).
    expect((await inBook(ann.cookie, 'GET', `/api/properties?book=${owner.userId}`)).status).toBe(200);
    expect((await json<BookPeopleResponse>(await inBook(ann.cookie, 'GET', `/api/team/book?book=${owner.userId}`))).bookId).toBe(
      owner.userId,
    );
    // Without the header a teammate works in their own (empty) book.
    expect((await json<BookPeopleResponse>(await inBook(ben.cookie, 'GET', '/api/team/book'))).people.map((p) => p.name)).toEqual([
      'Ben Baker',
    ]);
  });

  it('is open to its active teammates only: a stranger naming it gets 403 and nothing of it', async () => {
    const { owner, ann, lead } = await bookWithRecords();
    const teamLeads = await json<LeadListResponse>(await inBook(ann.cookie, 'GET', '/api/leads', owner.userId));
    expect(teamLeads.leads.map((l) => l.name).sort()).toEqual(['Carl Cole', 'Rosa Diaz']);
    expect((await json<LeadListResponse>(await inBook(ann.cookie, 'GET', '/api/leads'))).total).toBe(0);

    const stranger = await signUp(t, { name: 'Sly Stranger' });
    for (const [method, path, body] of [
      ['GET', '/api/leads'],
      ['GET', `/api/leads/${lead.id}`],
      ['PATCH', `/api/leads/${lead.id}`, { name: 'Hacked' }],
      ['GET', '/api/properties'],
      ['GET', '/api/pipeline'],
      ['GET', '/api/tracking-tasks'],
      ['POST', '/api/leads/assign', { ids: [lead.id], assigneeId: stranger.userId }],
    ] as const) {
      const res = await inBook(stranger.cookie, method, path, owner.userId, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ error: BOOK_NOT_FOUND });
    }
    expect((await t.db.select({ name: leads.name }).from(leads).where(eq(leads.id, lead.id)))[0]!.name).toBe('Rosa Diaz');
    // Routes outside the book (settings, messaging) ignore the header: the agent's own.
    expect((await inBook(stranger.cookie, 'GET', '/api/settings/profile', owner.userId)).status).toBe(200);
  });

  it('closes to a teammate who leaves, and what they owned goes back to the owner', async () => {
    const { owner, ann, lead } = await bookWithRecords();
    await json(await inBook(owner.cookie, 'POST', '/api/leads/assign', undefined, { ids: [lead.id], assigneeId: ann.userId }));
    const [seat] = await t.db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.memberUserId, ann.userId));
    expect((await inBook(ann.cookie, 'DELETE', `/api/team/memberships/${seat!.id}`)).status).toBe(204);
    expect((await inBook(ann.cookie, 'GET', '/api/leads', owner.userId)).status).toBe(403);
    const back = await json<LeadResponse>(await inBook(owner.cookie, 'GET', `/api/leads/${lead.id}`));
    expect(back.assignedUserId).toBeNull();
  });
});

describe('assign to', () => {
  it('gives leads to a teammate, who finds them under "Mine" in the team book and is told once', async () => {
    const { owner, ann, lead, other } = await bookWithRecords();
    const res = await json<{ assigned: number; assigneeName: string }>(
      await inBook(owner.cookie, 'POST', '/api/leads/assign', undefined, { ids: [lead.id, other.id], assigneeId: ann.userId }),
    );
    expect(res).toEqual({ assigned: 2, assigneeId: ann.userId, assigneeName: 'Ann Able' });
    await t.jobs.drain();

    const mine = await json<LeadListResponse>(await inBook(ann.cookie, 'GET', '/api/leads?assigned=me', owner.userId));
    expect(mine.leads.map((l) => [l.name, l.assignedName]).sort()).toEqual([
      ['Carl Cole', 'Ann Able'],
      ['Rosa Diaz', 'Ann Able'],
    ]);
    // The owner's "Mine" no longer holds them.
    expect((await json<LeadListResponse>(await inBook(owner.cookie, 'GET', '/api/leads?assigned=me'))).total).toBe(0);
    expect(await noticesOf(ann.userId)).toEqual([
      {
        title: '2 leads assigned to you',
        message: "Olive Owner assigned 2 leads to you in Olive Owner's team.",
        actionUrl: `/leads?assigned=me&book=${owner.userId}`,
      },
    ]);
    // The teammate reads the lead's history in the team book: who gave it to whom.
    const history = await json<HistoryResponse>(await inBook(ann.cookie, 'GET', `/api/leads/${lead.id}/history`, owner.userId));
    expect(history.events.find((e) => e.type === 'lead.assigned')).toMatchObject({
      payload: { to: ann.userId, toName: 'Ann Able', from: null },
    });
  });

  it('lets a teammate pass a property on from the record, and its new owner opens it from the notification', async () => {
    const { owner, ann, ben, property } = await bookWithRecords();
    await json(await inBook(ann.cookie, 'POST', '/api/properties/assign', owner.userId, { ids: [property.id], assigneeId: ben.userId }));
    await t.jobs.drain();
    const shown = await json<PropertyResponse>(await inBook(ben.cookie, 'GET', `/api/properties/${property.id}`, owner.userId));
    expect(shown).toMatchObject({ assignedUserId: ben.userId, assignedName: 'Ben Baker' });
    const mine = await json<PropertyListResponse>(await inBook(ben.cookie, 'GET', '/api/properties?assigned=me', owner.userId));
    expect(mine.properties.map((p) => p.address)).toEqual(['12 Oak St']);
    expect(await noticesOf(ben.userId)).toEqual([
      {
        title: 'Property assigned to you',
        message: "Ann Able assigned 12 Oak St to you in Olive Owner's team.",
        actionUrl: `/properties/${property.id}?book=${owner.userId}`,
      },
    ]);
    // Giving it to yourself tells nobody.
    await json(await inBook(owner.cookie, 'POST', '/api/properties/assign', undefined, { ids: [property.id], assigneeId: owner.userId }));
    await t.jobs.drain();
    expect(await noticesOf(owner.userId)).toEqual([]);
  });

  it('a lead given by hand counts as claimed, so a routing hand-off leaves it alone', async () => {
    const { owner, ann, lead } = await bookWithRecords();
    await json(await inBook(owner.cookie, 'POST', '/api/leads/assign', undefined, { ids: [lead.id], assigneeId: ann.userId }));
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ assignedUserId: ann.userId, routingRound: 1, claimedAt: expect.any(Date) });
  });

  it.each([
    [
      'someone not on the team',
      (s: Awaited<ReturnType<typeof bookWithRecords>>, stranger: string) => ({ ids: [s.lead.id], assigneeId: stranger }),
      400,
      NOT_ON_TEAM,
    ],
    [
      'no ids',
      (s: Awaited<ReturnType<typeof bookWithRecords>>) => ({ ids: [], assigneeId: s.ann.userId }),
      400,
      'ids: ids must name at least one record',
    ],
    [
      'a missing assignee',
      (s: Awaited<ReturnType<typeof bookWithRecords>>) => ({ ids: [s.lead.id] }),
      400,
      'assigneeId: assigneeId is required',
    ],
  ])('refuses %s with %s, changing nothing', async (_label, body, status, error) => {
    const s = await bookWithRecords();
    const stranger = await signUp(t, { name: 'Sly Stranger' });
    const res = await inBook(s.owner.cookie, 'POST', '/api/leads/assign', undefined, body(s, stranger.userId));
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(error);
    expect((await t.db.select({ a: leads.assignedUserId }).from(leads).where(eq(leads.id, s.lead.id)))[0]!.a).toBeNull();
  });

  it("404s another account's record and assigns none of the batch", async () => {
    const s = await bookWithRecords();
    const elsewhere = await signUp(t, { name: 'Eve Else' });
    const theirs = await json<LeadResponse>(await inBook(elsewhere.cookie, 'POST', '/api/leads', undefined, { name: 'Not Yours' }));
    const res = await inBook(s.owner.cookie, 'POST', '/api/leads/assign', undefined, {
      ids: [s.lead.id, theirs.id],
      assigneeId: s.ann.userId,
    });
    expect(res.status).toBe(404);
    const rows = await t.db.select({ a: leads.assignedUserId }).from(leads).where(eq(leads.id, s.lead.id));
    expect(rows[0]!.a).toBeNull();
  });
});
