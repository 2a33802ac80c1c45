import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadActivityResponse, LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import type { SpeedToLeadResponse } from '@porchlight/domain/leads/response-clock';
import { leads } from '../../db/schema/index.ts';
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
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const leadOf = async (cookie: string, id: string) => (await (await send(cookie, 'GET', `/api/leads/${id}`)).json()) as LeadResponse;
async function newLead(cookie: string, name: string) {
  return (await (await send(cookie, 'POST', '/api/leads', { name, phone: '512-555-0100' })).json()) as LeadResponse;
}
/** Moves a lead's arrival back in time, as if it had come in `minutes` ago. */
const arrivedAgo = (id: string, minutes: number) =>
  t.db
    .update(leads)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(leads.id, id));

describe('the response clock', () => {
  it('runs until the agent logs a call, which goes on the timeline; a later call does not move it', async () => {
    const { cookie } = await signUp(t);
    const lead = await newLead(cookie, 'Ana Ruiz');
    expect(lead.firstReplyAt).toBeNull();
    const res = await send(cookie, 'POST', `/api/leads/${lead.id}/calls`, { note: 'Left a voicemail' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: 'call', body: 'Left a voicemail' });
    const first = (await leadOf(cookie, lead.id)).firstReplyAt;
    expect(first).toEqual(expect.any(String));
    expect((await send(cookie, 'POST', `/api/leads/${lead.id}/calls`, {})).status).toBe(201);
    expect((await leadOf(cookie, lead.id)).firstReplyAt).toBe(first);
    const activity = ((await (await send(cookie, 'GET', `/api/leads/${lead.id}/activity`)).json()) as { activity: LeadActivityResponse[] })
      .activity;
    expect(activity.filter((a) => a.kind === 'call').map((a) => a.body)).toEqual([null, 'Left a voicemail']);
  });

  it("stops at the agent's first text or e-mail to the lead (message.sent), not at an automated one", async () => {
    const { cookie, userId } = await signUp(t);
    const lead = await newLead(cookie, 'Bo Chen');
    const sent = (automated: boolean) =>
      t.db.transaction((tx) =>
        t.eventLog.record(tx, {
          type: 'message.sent',
          accountId: userId,
          subjectType: 'lead',
          subjectId: lead.id,
          payload: { channel: 'sms', leadId: lead.id, to: '+15125550100', automated },
        }),
      );
    // An instant reply or a flow's text is not the agent answering.
    await sent(true);
    await t.jobs.drain();
    expect((await leadOf(cookie, lead.id)).firstReplyAt).toBeNull();
    await sent(false);
    await t.jobs.drain();
    expect((await leadOf(cookie, lead.id)).firstReplyAt).toEqual(expect.any(String));
  });

  it("gives the agent's median over 30 days, leaving out imported leads", async () => {
    const { cookie, userId } = await signUp(t);
    const empty = (await (await send(cookie, 'GET', '/api/leads/speed-to-lead')).json()) as SpeedToLeadResponse;
    expect(empty).toEqual({ window_days: 30, median_seconds: null, replied: 0, waiting: 0 });
    for (const [name, minutes] of [
      ['Fast', 2],
      ['Middle', 10],
      ['Slow', 60],
    ] as const) {
      const lead = await newLead(cookie, name);
      await arrivedAgo(lead.id, minutes + 1);
      await send(cookie, 'POST', `/api/leads/${lead.id}/calls`, {});
      await t.db
        .update(leads)
        .set({ firstReplyAt: sql`created_at + make_interval(mins => ${minutes})` })
        .where(eq(leads.id, lead.id));
    }
    await newLead(cookie, 'Waiting');
    await t.db.insert(leads).values({ userId, name: 'Imported', importId: crypto.randomUUID(), importRow: 2 });
    const speed = (await (await send(cookie, 'GET', '/api/leads/speed-to-lead')).json()) as SpeedToLeadResponse;
    expect(speed).toEqual({ window_days: 30, median_seconds: 600, replied: 3, waiting: 1 });
  });

  it('keeps how a call went and how long it took, and shows them on the timeline', async () => {
    const { cookie } = await signUp(t);
    const lead = await newLead(cookie, 'Dee Park');
    const res = await send(cookie, 'POST', `/api/leads/${lead.id}/calls`, {
      outcome: 'connected',
      durationSeconds: 330,
      note: 'Wants to see 12 Oak Lane',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      kind: 'call',
      callOutcome: 'connected',
      callDurationSeconds: 330,
      body: 'Wants to see 12 Oak Lane',
    });
    // A voicemail is an attempt: it still answers the lead's response clock.
    expect((await send(cookie, 'POST', `/api/leads/${lead.id}/calls`, { outcome: 'left_voicemail' })).status).toBe(201);
    const activity = ((await (await send(cookie, 'GET', `/api/leads/${lead.id}/activity`)).json()) as { activity: LeadActivityResponse[] })
      .activity;
    expect(activity.filter((a) => a.kind === 'call').map((a) => [a.callOutcome, a.callDurationSeconds])).toEqual([
      ['left_voicemail', null],
      ['connected', 330],
    ]);
    expect(activity.find((a) => a.kind === 'created')).toMatchObject({ callOutcome: null, callDurationSeconds: null });
  });

  it.each([
    [{ outcome: 'hung up' }, 'outcome: outcome must be one of connected, left_voicemail, no_answer, busy, wrong_number'],
    [{ durationSeconds: 20_000 }, 'durationSeconds: durationSeconds must be at most 14400 (4 hours)'],
    [{ durationSeconds: 'long' }, 'durationSeconds: durationSeconds must be a number of seconds'],
  ])('a call %j is 400 naming the field', async (payload, error) => {
    const { cookie } = await signUp(t);
    const lead = await newLead(cookie, 'Eve Fox');
    const bad = await send(cookie, 'POST', `/api/leads/${lead.id}/calls`, payload);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(error);
    expect((await leadOf(cookie, lead.id)).firstReplyAt).toBeNull();
  });

  it("another agent's lead is 404, and a bad note is 400 naming the field", async () => {
    const { cookie } = await signUp(t);
    const lead = await newLead(cookie, 'Cy Diaz');
    const other = await signUp(t);
    expect((await send(other.cookie, 'POST', `/api/leads/${lead.id}/calls`, {})).status).toBe(404);
    const bad = await send(cookie, 'POST', `/api/leads/${lead.id}/calls`, { note: 42 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('note: note must be text');
  });
});
