import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DuplicateGroupsResponse,
  LeadDuplicatesResponse,
  LeadMergeResponse,
} from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import {
  events,
  flowRuns,
  flows,
  leadActivities,
  leadConsents,
  leadMerges,
  leadProperties,
  leads,
  messages,
  properties,
  trackingTasks,
} from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function agent() {
  const { cookie, userId } = await signUp(t);
  const lead = async (values: Partial<typeof leads.$inferInsert> & { name: string }) => {
    const email = values.email ?? null;
    const phone = values.phone ?? null;
    const [row] = await t.db
      .insert(leads)
      .values({
        userId,
        emailKey: email ? email.trim().toLowerCase() : null,
        phoneKey: phone ? phone.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1') : null,
        ...values,
      })
      .returning({ id: leads.id });
    return row!.id;
  };
  return { cookie, userId, lead };
}

const groupsOf = async (cookie: string) =>
  ((await (await t.request('/api/lead-duplicates', authed(cookie))).json()) as DuplicateGroupsResponse).groups.map((g) =>
    g.leads.map((l) => l.name).sort(),
  );

describe('finding duplicates', () => {
  it('groups the same e-mail (any case, additional ones too) and the same phone with the same name, within the book', async () => {
    const a = await agent();
    await a.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    await a.lead({ name: 'A. Lima', email: 'ANA@example.com ' });
    await a.lead({ name: 'Ana (work)', additionalEmails: ['Ana@Example.com'] });
    await a.lead({ name: 'Ben Okafor', phone: '(512) 555-0101' });
    await a.lead({ name: 'ben okafor', phone: '+1 512 555 0101' });
    await a.lead({ name: 'Carla Okafor', phone: '512-555-0101' });
    await a.lead({ name: 'Dee Solo', email: 'dee@example.com' });
    // Another account's lead with the same e-mail is not in this book.
    const other = await agent();
    await other.lead({ name: 'Ana Lima', email: 'ana@example.com' });

    expect((await groupsOf(a.cookie)).sort()).toEqual([
      ['A. Lima', 'Ana (work)', 'Ana Lima'],
      ['Ben Okafor', 'ben okafor'],
    ]);
    expect(await groupsOf(other.cookie)).toEqual([]);
  });

  it("answers a lead's own group, and 404 for another account's lead", async () => {
    const a = await agent();
    const one = await a.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    const two = await a.lead({ name: 'Ana L', email: 'ana@example.com' });
    const alone = await a.lead({ name: 'Solo', email: 'solo@example.com' });
    const res = await t.request(`/api/leads/${one}/duplicates`, authed(a.cookie));
    expect(res.status).toBe(200);
    const body = (await res.json()) as LeadDuplicatesResponse;
    expect(body.group?.leads.map((l) => l.id).sort()).toEqual([one, two].sort());
    expect(body.group?.reasons).toEqual([{ kind: 'email', value: 'ana@example.com' }]);
    expect(
      ((await (await t.request(`/api/leads/${alone}/duplicates`, authed(a.cookie))).json()) as LeadDuplicatesResponse).group,
    ).toBeNull();

    const other = await agent();
    expect((await t.request(`/api/leads/${one}/duplicates`, authed(other.cookie))).status).toBe(404);
    expect((await t.request('/api/leads/not-an-id/duplicates', authed(other.cookie))).status).toBe(404);
  });
});

describe('merging', () => {
  async function book() {
    const a = await agent();
    const [flow] = await t.db.insert(flows).values({ userId: a.userId, name: 'Drip', status: 'active' }).returning({ id: flows.id });
    const [property] = await t.db
      .insert(properties)
      .values({ userId: a.userId, address: '12 Elm Street', currentPrice: 425000 })
      .returning({ id: properties.id });
    const [second] = await t.db
      .insert(properties)
      .values({ userId: a.userId, address: '9 Oak Lane', currentPrice: 300000 })
      .returning({ id: properties.id });
    const keep = await a.lead({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '5125550100',
      status: 'warm',
      tags: ['buyer'],
      notes: 'Wants a yard',
      budget: null,
    });
    const dup = await a.lead({
      name: 'Ana Lima-Souza',
      email: 'ANA@work.example',
      additionalEmails: ['ana@example.com'],
      phone: '5125550199',
      status: 'hot',
      tags: ['Buyer', 'relocating'],
      notes: 'Pre-approved',
      budget: '$450,000',
    });
    await t.db.insert(leadActivities).values([
      { leadId: dup, userId: a.userId, kind: 'note', body: 'Called about the school district' },
      { leadId: keep, userId: a.userId, kind: 'note', body: 'First note' },
    ]);
    const [message] = await t.db
      .insert(messages)
      .values({ userId: a.userId, type: 'email', leadId: dup, direction: 'inbound', status: 'received', body: 'Hi!' })
      .returning({ id: messages.id });
    const [task] = await t.db
      .insert(trackingTasks)
      .values({ userId: a.userId, kind: 'follow_up', title: 'Call Ana', leadId: dup })
      .returning({ id: trackingTasks.id });
    const [run] = await t.db
      .insert(flowRuns)
      .values({ userId: a.userId, flowId: flow!.id, leadId: dup, status: 'running' })
      .returning({ id: flowRuns.id });
    await t.db.insert(leadProperties).values([
      { userId: a.userId, leadId: keep, propertyId: property!.id, kind: 'interested' },
      { userId: a.userId, leadId: dup, propertyId: property!.id, kind: 'toured' },
      { userId: a.userId, leadId: dup, propertyId: second!.id, kind: 'interested' },
    ]);
    await t.db.insert(leadConsents).values({ leadId: dup, userId: a.userId, smsOptedOutAt: new Date() });
    return { ...a, keep, dup, messageId: message!.id, taskId: task!.id, runId: run!.id };
  }

  it('merges field by field into one lead with one timeline, and undoes it', async () => {
    const b = await book();
    const res = await send(b.cookie, 'POST', '/api/leads/merge', {
      leadIds: [b.keep, b.dup],
      primaryId: b.keep,
      choices: { status: b.dup },
    });
    expect(res.status).toBe(200);
    const merge = (await res.json()) as LeadMergeResponse;
    expect(merge).toMatchObject({ leadId: b.keep, mergedLeadIds: [b.dup], mergedNames: ['Ana Lima-Souza'] });
    expect(new Date(merge.undoUntil).getTime() - new Date(merge.createdAt).getTime()).toBe(24 * 3_600_000);

    const kept = await (await t.request(`/api/leads/${b.keep}`, authed(b.cookie))).json();
    expect(kept).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.com',
      status: 'hot',
      budget: '$450,000',
      tags: ['buyer', 'relocating'],
      notes: 'Wants a yard\n\nPre-approved',
      additionalEmails: ['ANA@work.example'],
      additionalPhones: ['5125550199'],
    });
    expect((await t.request(`/api/leads/${b.dup}`, authed(b.cookie))).status).toBe(404);
    const activity = await t.db.select({ body: leadActivities.body }).from(leadActivities).where(eq(leadActivities.leadId, b.keep));
    expect(activity.map((a) => a.body).sort()).toEqual(['Called about the school district', 'First note']);
    expect((await t.db.select({ leadId: messages.leadId }).from(messages).where(eq(messages.id, b.messageId)))[0]?.leadId).toBe(b.keep);
    expect((await t.db.select({ leadId: trackingTasks.leadId }).from(trackingTasks).where(eq(trackingTasks.id, b.taskId)))[0]?.leadId).toBe(
      b.keep,
    );
    const [run] = await t.db.select().from(flowRuns).where(eq(flowRuns.id, b.runId));
    expect(run).toMatchObject({ leadId: b.keep, status: 'paused' });
    const links = await t.db.select({ kind: leadProperties.kind }).from(leadProperties).where(eq(leadProperties.leadId, b.keep));
    expect(links.map((l) => l.kind).sort()).toEqual(['interested', 'interested']);
    const [consent] = await t.db.select().from(leadConsents).where(eq(leadConsents.leadId, b.keep));
    expect(consent?.smsOptedOutAt).not.toBeNull();
    const [event] = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(eq(events.type, 'leads.merged'), eq(events.subjectId, b.keep)));
    expect(event?.payload).toMatchObject({ mergeId: merge.id, mergedLeadIds: [b.dup] });
    expect(await groupsOf(b.cookie)).toEqual([]);
    // One history: the merged lead's events read on the kept lead, with the merge itself.
    type History = { events: { type: string; subject_id: string }[] };
    const history = (await (await t.request(`/api/leads/${b.keep}/history`, authed(b.cookie))).json()) as History;
    expect(history.events[0]).toMatchObject({ type: 'leads.merged', subject_id: b.keep });
    // An event about the merged lead from before the merge.
    await t.db
      .insert(events)
      .values({ type: 'lead.updated', accountId: b.userId, subjectType: 'lead', subjectId: b.dup, payload: { name: 'x', changes: {} } });
    const withDup = (await (await t.request(`/api/leads/${b.keep}/history`, authed(b.cookie))).json()) as History;
    expect(withDup.events.map((e) => e.subject_id)).toContain(b.dup);
    const page = (await (await t.request(`/api/leads/${b.keep}/duplicates`, authed(b.cookie))).json()) as LeadDuplicatesResponse;
    expect(page.merges.map((m) => m.id)).toEqual([merge.id]);

    const undo = await send(b.cookie, 'POST', `/api/lead-merges/${merge.id}/undo`);
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ leadIds: [b.keep, b.dup] });
    const back = await (await t.request(`/api/leads/${b.dup}`, authed(b.cookie))).json();
    expect(back).toMatchObject({ name: 'Ana Lima-Souza', email: 'ANA@work.example', status: 'hot', tags: ['Buyer', 'relocating'] });
    expect(await (await t.request(`/api/leads/${b.keep}`, authed(b.cookie))).json()).toMatchObject({
      status: 'warm',
      budget: null,
      tags: ['buyer'],
      additionalEmails: [],
    });
    expect((await t.db.select({ leadId: messages.leadId }).from(messages).where(eq(messages.id, b.messageId)))[0]?.leadId).toBe(b.dup);
    const dupLinks = await t.db.select({ kind: leadProperties.kind }).from(leadProperties).where(eq(leadProperties.leadId, b.dup));
    expect(dupLinks.map((l) => l.kind).sort()).toEqual(['interested', 'toured']);
    expect((await t.db.select().from(flowRuns).where(eq(flowRuns.id, b.runId)))[0]).toMatchObject({ leadId: b.dup, status: 'paused' });
    expect(await t.db.select().from(leadConsents).where(eq(leadConsents.leadId, b.dup))).toHaveLength(1);
    expect((await groupsOf(b.cookie)).length).toBe(1);

    const again = await send(b.cookie, 'POST', `/api/lead-merges/${merge.id}/undo`);
    expect(again.status).toBe(409);
  });

  it('cannot be undone after a day, and the expiry job drops what undo needed', async () => {
    const b = await book();
    const merge = (await (
      await send(b.cookie, 'POST', '/api/leads/merge', { leadIds: [b.dup, b.keep], primaryId: b.keep })
    ).json()) as LeadMergeResponse;
    await t.db
      .update(leadMerges)
      .set({ undoUntil: new Date(Date.now() - 1000) })
      .where(eq(leadMerges.id, merge.id));
    const late = await send(b.cookie, 'POST', `/api/lead-merges/${merge.id}/undo`);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toMatch(/can no longer be undone/);
    await t.services.leadDuplicates.expire();
    expect(
      (await t.db.select({ snapshot: leadMerges.snapshot }).from(leadMerges).where(eq(leadMerges.id, merge.id)))[0]?.snapshot,
    ).toBeNull();
  });

  it("answers 404 for another account's leads and merges, and 400 naming the field for a bad body", async () => {
    const b = await book();
    const other = await agent();
    const theirs = await other.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    const mixed = await send(b.cookie, 'POST', '/api/leads/merge', { leadIds: [b.keep, theirs], primaryId: b.keep });
    expect(mixed.status).toBe(404);
    expect(
      await t.db
        .select({ id: leads.id })
        .from(leads)
        .where(inArray(leads.id, [b.keep, theirs])),
    ).toHaveLength(2);

    // The leads picked by hand for a merge: the book's in order, another's 404, a bad list 400.
    const picked = await t.request(`/api/leads/merge-candidates?ids=${b.dup},${b.keep}`, authed(b.cookie));
    expect(((await picked.json()) as { leads: { id: string }[] }).leads.map((l) => l.id)).toEqual([b.dup, b.keep]);
    expect((await t.request(`/api/leads/merge-candidates?ids=${b.keep},${theirs}`, authed(b.cookie))).status).toBe(404);
    const one = await t.request(`/api/leads/merge-candidates?ids=${b.keep}`, authed(b.cookie));
    expect(one.status).toBe(400);
    expect(((await one.json()) as { error: string }).error).toMatch(/ids/);

    const merge = (await (
      await send(b.cookie, 'POST', '/api/leads/merge', { leadIds: [b.keep, b.dup], primaryId: b.keep })
    ).json()) as LeadMergeResponse;
    expect((await send(other.cookie, 'POST', `/api/lead-merges/${merge.id}/undo`)).status).toBe(404);

    const cases: [unknown, RegExp][] = [
      [{ leadIds: [b.keep], primaryId: b.keep }, /leadIds/],
      [{ leadIds: Array.from({ length: 11 }, () => crypto.randomUUID()), primaryId: b.keep }, /leadIds: At most 10/],
      [{ leadIds: [b.keep, b.dup], primaryId: theirs }, /primaryId/],
      [{ leadIds: [b.keep, b.dup], primaryId: b.keep, choices: { email: theirs } }, /choices.email/],
      [{ leadIds: [b.keep, b.dup], primaryId: b.keep, choices: { password: b.keep } }, /choices/],
    ];
    for (const [body, error] of cases) {
      const res = await send(b.cookie, 'POST', '/api/leads/merge', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
  });
});

describe("a merged-away lead's old link", () => {
  it('answers 404 naming the lead it went into, through a later merge of that lead too, and back at its own lead once that is undone', async () => {
    const a = await agent();
    const first = await a.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    const second = await a.lead({ name: 'Ana L', email: 'ana@example.com' });
    const third = await a.lead({ name: 'Ana Lima-Souza', phone: '5125550100', additionalEmails: ['ana@example.com'] });
    const m1 = (await (
      await send(a.cookie, 'POST', '/api/leads/merge', { leadIds: [second, first], primaryId: second })
    ).json()) as LeadMergeResponse;
    const res = await t.request(`/api/leads/${first}`, authed(a.cookie));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'This lead was merged into Ana L', mergedInto: { id: second, name: 'Ana L' } });
    // Another account asking for it learns nothing.
    const other = await agent();
    expect(await (await t.request(`/api/leads/${first}`, authed(other.cookie))).json()).toEqual({ error: 'Lead not found' });

    // The lead it went into is merged in turn: the first link follows to where both are now.
    const m2 = (await (
      await send(a.cookie, 'POST', '/api/leads/merge', { leadIds: [third, second], primaryId: third })
    ).json()) as LeadMergeResponse;
    for (const gone of [first, second])
      expect(((await (await t.request(`/api/leads/${gone}`, authed(a.cookie))).json()) as { mergedInto: unknown }).mergedInto).toEqual({
        id: third,
        name: 'Ana Lima-Souza',
      });
    // Undoing the later merge points the earlier one back at its lead.
    expect((await send(a.cookie, 'POST', `/api/lead-merges/${m2.id}/undo`)).status).toBe(200);
    expect(((await (await t.request(`/api/leads/${first}`, authed(a.cookie))).json()) as { mergedInto: unknown }).mergedInto).toEqual({
      id: second,
      name: 'Ana L',
    });
    expect((await t.db.select({ leadId: leadMerges.leadId }).from(leadMerges).where(eq(leadMerges.id, m1.id)))[0]?.leadId).toBe(second);
  });
});

describe('"Not a duplicate"', () => {
  it('leaves a group out of the suggestions (and the lead page) until undone or a new lead joins it', async () => {
    const a = await agent();
    const one = await a.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    const two = await a.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    await a.lead({ name: 'Ben Okafor', email: 'ben@example.com' });
    await a.lead({ name: 'Ben O', email: 'ben@example.com' });
    const res = await send(a.cookie, 'POST', '/api/lead-duplicates/dismissals', { leadIds: [one, two] });
    expect(res.status).toBe(201);
    const dismissal = (await res.json()) as { id: string; leadIds: string[] };
    expect(dismissal.leadIds.sort()).toEqual([one, two].sort());
    expect(await groupsOf(a.cookie)).toEqual([['Ben O', 'Ben Okafor']]);
    expect(((await (await t.request(`/api/leads/${one}/duplicates`, authed(a.cookie))).json()) as LeadDuplicatesResponse).group).toBeNull();

    // Another account cannot undo it, nor dismiss with this book's leads.
    const other = await agent();
    expect((await send(other.cookie, 'DELETE', `/api/lead-duplicates/dismissals/${dismissal.id}`)).status).toBe(404);
    expect((await send(other.cookie, 'POST', '/api/lead-duplicates/dismissals', { leadIds: [one, two] })).status).toBe(404);
    const bad = await send(a.cookie, 'POST', '/api/lead-duplicates/dismissals', { leadIds: [one] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^leadIds/);

    // Undo (the toast's): suggested again.
    expect((await send(a.cookie, 'DELETE', `/api/lead-duplicates/dismissals/${dismissal.id}`)).status).toBe(204);
    expect((await groupsOf(a.cookie)).length).toBe(2);
    expect((await send(a.cookie, 'DELETE', `/api/lead-duplicates/dismissals/${dismissal.id}`)).status).toBe(404);

    // Dismissed again, then a third lead with the same e-mail arrives: the group is back, with it.
    await send(a.cookie, 'POST', '/api/lead-duplicates/dismissals', { leadIds: [one, two] });
    await a.lead({ name: 'Ana (portal)', email: 'ANA@example.com' });
    expect((await groupsOf(a.cookie)).sort()).toEqual([
      ['Ana (portal)', 'Ana Lima', 'Ana Lima'],
      ['Ben O', 'Ben Okafor'],
    ]);
  });
});

describe('undoing a merge at the plan limit', () => {
  it('answers 402 naming maxLeads when the leads it brings back do not fit, and brings nothing back', async () => {
    const a = await agent(); // trial: 25 leads
    const keep = await a.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    const dup = await a.lead({ name: 'Ana L', email: 'ana@example.com' });
    const merge = (await (
      await send(a.cookie, 'POST', '/api/leads/merge', { leadIds: [keep, dup], primaryId: keep })
    ).json()) as LeadMergeResponse;
    await t.db.insert(leads).values(Array.from({ length: 24 }, (_, i) => ({ userId: a.userId, name: `Lead ${i}` })));
    const res = await send(a.cookie, 'POST', `/api/lead-merges/${merge.id}/undo`);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ limit: 'maxLeads', used: 25, allowed: 25 });
    expect(await t.db.select({ id: leads.id }).from(leads).where(eq(leads.id, dup))).toHaveLength(0);
    // A merge that cannot be undone anyway says so, not the limit.
    expect((await send(a.cookie, 'POST', `/api/lead-merges/${crypto.randomUUID()}/undo`)).status).toBe(404);
    // Room made: the undo goes through.
    await t.db.delete(leads).where(eq(leads.name, 'Lead 0'));
    expect((await send(a.cookie, 'POST', `/api/lead-merges/${merge.id}/undo`)).status).toBe(200);
  });
});
