import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_HEADER } from '@porchlight/domain/ownership/ownership';
import { jobs, leads, messages, notifications, pipelineStages, teamMembers } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../../test/test-app.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { keyFor, v1Caller } from '../../../test/v1-test-support.ts';
import { APPOINTMENT_REMINDER_QUEUE } from './appointment-reminders.ts';

// Issue 53: appointments through the app's API and /api/v1, their reminders as jobs, outcomes,
// the stage rule, the team's book and the dashboard's counts.

let t: TestApp;
beforeAll(async () => {
  // The development text outbox: texts go out, and come in, without Twilio.
  t = await createTestApp({ DEV_MAILBOX: 'true' });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof messagingAgent>>;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const patch = (agent: Agent, path: string, payload: unknown) => agent.call(path, { ...json(payload), method: 'PATCH' });
const showing = (leadIds: string[], startsIn = 48, extra: Record<string, unknown> = {}) => ({
  type: 'showing',
  lead_ids: leadIds,
  starts_at: inHours(startsIn),
  ends_at: inHours(startsIn + 1),
  time_zone: 'America/Chicago',
  ...extra,
});

const remindersOf = async (userId: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, 'appointment-reminder:%')))
  ).map((n) => n.title);
const leadMessages = (leadId: string) =>
  t.db
    .select({ type: messages.type, subject: messages.subject, body: messages.body, requestKey: messages.requestKey })
    .from(messages)
    .where(and(eq(messages.leadId, leadId), like(messages.requestKey, 'appointment-reminder:%')));

describe('appointments', () => {
  it("books a showing at a property, its address the place and the lead's name in the title; 400 names the field; another account's is 404", async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Dana Reyes' });
    const property = await body(
      agent.post('/api/properties', { address: '12 Oak St', city: 'Austin', state: 'TX', zipcode: '78701', currentPrice: 450000 }),
    );
    const res = await agent.post('/api/appointments', showing([lead.id], 48, { property_id: property.id, notes: 'Gate code 42' }));
    expect(res.status).toBe(201);
    const appointment = await body(res);
    expect(appointment).toMatchObject({
      type: 'showing',
      title: 'Showing: Dana Reyes',
      status: 'scheduled',
      location: '12 Oak St, Austin, TX 78701',
      property_address: '12 Oak St',
      leads: [{ id: lead.id, name: 'Dana Reyes' }],
      agent_id: agent.userId,
      notes: 'Gate code 42',
      time_zone: 'America/Chicago',
    });

    expect((await body(agent.post('/api/appointments', showing([lead.id], 48, { ends_at: inHours(47) })))).error).toBe(
      'ends_at: must be after starts_at',
    );
    expect((await body(agent.post('/api/appointments', showing([])))).error).toMatch(/^lead_ids: /);
    expect((await agent.post('/api/appointments', showing([crypto.randomUUID()]))).status).toBe(404);

    const listed = await body(agent.call(`/api/appointments?from=${inHours(0)}&to=${inHours(24 * 7)}`));
    expect(listed.appointments.map((a: { id: string }) => a.id)).toEqual([appointment.id]);
    expect((await body(agent.call(`/api/appointments?lead_id=${lead.id}`))).appointments).toHaveLength(1);
    expect((await agent.call(`/api/appointments?from=${inHours(0)}&to=${inHours(24 * 90)}`)).status).toBe(400);

    const other = await messagingAgent(t);
    expect((await other.call(`/api/appointments/${appointment.id}`)).status).toBe(404);
    expect((await patch(other, `/api/appointments/${appointment.id}`, { notes: 'mine' })).status).toBe(404);
    expect((await other.post(`/api/appointments/${appointment.id}/outcome`, { outcome: 'cancelled' })).status).toBe(404);
    expect((await other.post('/api/appointments', showing([lead.id]))).status).toBe(404);
    expect((await body(other.call('/api/appointments'))).appointments).toEqual([]);
    expect((await agent.call('/api/appointments/not-an-id')).status).toBe(404);
  });

  it('moves, then records outcomes: held and no-show correct each other, rescheduled books the new time, cancelled closes it', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Sam Lee' });
    const made = await body(agent.post('/api/appointments', showing([lead.id])));
    const newStart = inHours(50);
    const moved = await body(patch(agent, `/api/appointments/${made.id}`, { starts_at: newStart, ends_at: inHours(51) }));
    expect(moved.starts_at).toBe(newStart);
    expect(await body(patch(agent, `/api/appointments/${made.id}`, {}))).toMatchObject({ id: made.id, updated_at: moved.updated_at });

    expect(await body(agent.post(`/api/appointments/${made.id}/outcome`, { outcome: 'no_show' }))).toMatchObject({ status: 'no_show' });
    expect(await body(agent.post(`/api/appointments/${made.id}/outcome`, { outcome: 'held', note: 'Loved it' }))).toMatchObject({
      status: 'held',
      outcome_note: 'Loved it',
    });
    expect((await agent.post(`/api/appointments/${made.id}/outcome`, { outcome: 'cancelled' })).status).toBe(409);
    expect((await patch(agent, `/api/appointments/${made.id}`, { starts_at: inHours(60), ends_at: inHours(61) })).status).toBe(409);

    const second = await body(agent.post('/api/appointments', showing([lead.id], 72)));
    expect((await body(agent.post(`/api/appointments/${second.id}/outcome`, { outcome: 'rescheduled' }))).error).toMatch(/^starts_at: /);
    const next = await body(
      agent.post(`/api/appointments/${second.id}/outcome`, { outcome: 'rescheduled', starts_at: inHours(96), ends_at: inHours(97) }),
    );
    expect(next).toMatchObject({ status: 'scheduled', rescheduled_from_id: second.id, leads: [{ id: lead.id }] });
    expect(await body(agent.call(`/api/appointments/${second.id}`))).toMatchObject({ status: 'rescheduled', rescheduled_to_id: next.id });
    expect(await body(agent.post(`/api/appointments/${next.id}/outcome`, { outcome: 'cancelled' }))).toMatchObject({ status: 'cancelled' });
    expect((await agent.post(`/api/appointments/${next.id}/outcome`, { outcome: 'held' })).status).toBe(409);

    // Two booked this week (a reschedule's new one is not "set" again); the held one counts in the week it takes place.
    const summary = await body(agent.call('/api/appointments/summary'));
    const weekEnds = Date.parse(summary.week_starts_at) + 7 * 24 * HOUR;
    expect(summary).toMatchObject({ set_this_week: 2, set_last_week: 0, held_last_week: 0 });
    expect(summary.held_this_week).toBe(Date.parse(newStart) < weekEnds ? 1 : 0);
  });

  it('moves the leads forward on the board by the agent’s rule when set and when held, never back', async () => {
    const agent = await messagingAgent(t);
    await agent.call('/api/pipeline/stages');
    const stages = await t.db.select().from(pipelineStages).where(eq(pipelineStages.userId, agent.userId));
    const stage = (name: string) => stages.find((s) => s.name === name)!.id;
    expect(
      (
        await body(
          agent.put('/api/appointments/settings', {
            stage_on_set: crypto.randomUUID(),
            stage_on_held: null,
            agent_reminder_minutes: 30,
            lead_reminder_minutes: 1440,
          }),
        )
      ).error,
    ).toMatch(/^stage_on_set: /);
    const rules = {
      stage_on_set: stage('Appointment'),
      stage_on_held: stage('Showing'),
      agent_reminder_minutes: 0,
      lead_reminder_minutes: 0,
    };
    expect(await body(agent.put('/api/appointments/settings', rules))).toEqual(rules);

    const fresh = await agent.lead({ name: 'Fresh Lead' });
    const far = await agent.lead({ name: 'Far Lead' });
    await patch(agent, `/api/leads/${far.id}`, { stageId: stage('Offer') });
    const made = await body(agent.post('/api/appointments', showing([fresh.id, far.id])));
    await t.jobs.drain();
    const stageOf = async (id: string) => (await t.db.select({ stageId: leads.stageId }).from(leads).where(eq(leads.id, id)))[0]!.stageId;
    expect(await stageOf(fresh.id)).toBe(stage('Appointment'));
    expect(await stageOf(far.id)).toBe(stage('Offer'));
    await agent.post(`/api/appointments/${made.id}/outcome`, { outcome: 'held' });
    await t.jobs.drain();
    expect(await stageOf(fresh.id)).toBe(stage('Showing'));
    expect(await stageOf(far.id)).toBe(stage('Offer'));
  });
});

describe('merged leads', () => {
  it('the lead that stays takes the merged lead’s place at its appointments; undo puts it back', async () => {
    const agent = await messagingAgent(t);
    const kept = await agent.lead({ name: 'Kim Kept', email: 'kim@example.com' });
    const twin = await agent.lead({ name: 'Kim K.', email: 'kim.k@example.com' });
    const other = await agent.lead({ name: 'Other Buyer' });
    const alone = await body(agent.post('/api/appointments', showing([twin.id, other.id])));
    const both = await body(agent.post('/api/appointments', showing([kept.id, twin.id], 72)));
    const merge = await agent.post('/api/leads/merge', { leadIds: [kept.id, twin.id], primaryId: kept.id });
    expect(merge.status).toBe(200);
    const names = async (id: string) => (await body(agent.call(`/api/appointments/${id}`))).leads.map((l: { name: string }) => l.name);
    expect(await names(alone.id)).toEqual(['Kim Kept', 'Other Buyer']);
    expect(await names(both.id)).toEqual(['Kim Kept']);
    expect((await agent.post(`/api/lead-merges/${(await body(merge)).id}/undo`, {})).status).toBe(200);
    expect(await names(alone.id)).toEqual(['Kim K.', 'Other Buyer']);
    expect(await names(both.id)).toEqual(['Kim Kept', 'Kim K.']);
  });
});

describe('reminders', () => {
  it('remind the agent and the lead once, as jobs queued with the booking; a job run again sends nothing more', async () => {
    const agent = await messagingAgent(t);
    await agent.put('/api/appointments/settings', {
      stage_on_set: null,
      stage_on_held: null,
      agent_reminder_minutes: 120,
      lead_reminder_minutes: 1440,
    });
    const lead = await agent.lead({ name: 'Rae Buyer', email: 'rae@example.com' });
    // Booked an hour ahead: both reminders' moments have passed, so they go at once.
    const made = await body(agent.post('/api/appointments', showing([lead.id], 1, { location: '4 Elm St' })));
    const queued = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `appointment-reminder:${made.id}:%`));
    // (Test apps prefix their queues with a namespace of their own.)
    expect(queued.map((j) => j.queue.endsWith(APPOINTMENT_REMINDER_QUEUE))).toEqual([true, true]);
    await t.jobs.drain();
    expect(await remindersOf(agent.userId)).toEqual([expect.stringMatching(/^Showing at /)]);
    const sent = await leadMessages(lead.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'email', subject: expect.stringMatching(/^Reminder: Showing on /) });
    expect(sent[0]!.body).toMatch(/your showing with Dana Agent is .* at 4 Elm St\. Reply C to confirm or R to ask to move it\./);

    // A worker that died after sending runs the job again (a lost lease): nothing more goes out.
    for (const job of queued)
      await t.jobs.enqueue(t.db, APPOINTMENT_REMINDER_QUEUE, job.payload as object, { uniqueKey: `rerun:${job.id}` });
    await t.jobs.drain();
    expect(await remindersOf(agent.userId)).toHaveLength(1);
    expect(await leadMessages(lead.id)).toHaveLength(1);
  });

  it('a moved appointment is reminded at its new time only; a cancelled one not at all', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Moe Mover', phone: '+15125550123' });
    const made = await body(agent.post('/api/appointments', showing([lead.id], 72)));
    await patch(agent, `/api/appointments/${made.id}`, { starts_at: inHours(96), ends_at: inHours(97) });
    const queued = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `appointment-reminder:${made.id}:%`));
    // Agent and lead, at the first time and at the new one; the first ones will find it moved.
    expect(queued).toHaveLength(4);
    const cancelled = await body(agent.post('/api/appointments', showing([lead.id], 1)));
    await agent.post(`/api/appointments/${cancelled.id}/outcome`, { outcome: 'cancelled' });
    await t.jobs.drain();
    expect(await remindersOf(agent.userId)).toEqual([]);
    expect(await leadMessages(lead.id)).toEqual([]);
  });

  it('new reminder settings re-time what is already booked: sent once, at the new time', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Rita Retimed', email: 'rita@example.com' });
    const made = await body(agent.post('/api/appointments', showing([lead.id], 1)));
    const agentJobs = () =>
      t.db
        .select({ runAt: jobs.runAt, uniqueKey: jobs.uniqueKey })
        .from(jobs)
        .where(like(jobs.uniqueKey, `appointment-reminder:${made.id}:agent:%`));
    expect(await agentJobs()).toHaveLength(1);
    // Two hours before instead of 30 minutes: due at once (the start is an hour away), not in half an hour.
    const settings = { stage_on_set: null, stage_on_held: null, agent_reminder_minutes: 120, lead_reminder_minutes: 1440 };
    expect((await agent.put('/api/appointments/settings', settings)).status).toBe(200);
    const queued = await agentJobs();
    expect(queued).toHaveLength(2);
    const retimed = queued.find((j) => j.uniqueKey!.endsWith(':120'))!;
    expect(retimed.runAt.getTime()).toBeLessThan(Date.parse(made.starts_at) - 50 * 60_000);
    await t.jobs.drain();
    expect(await remindersOf(agent.userId)).toHaveLength(1);
  });
});

describe("the lead's answer", () => {
  it('a text "C" confirms the next appointment and "R" asks to move it: shown on it, and the agent hears of it', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
    await t.jobs.drain();
    const lead = await agent.lead({ name: 'Cleo Reply', phone: '+15125550188' });
    const made = await body(agent.post('/api/appointments', showing([lead.id], 24)));
    expect((await agent.post('/api/dev/sms/inbound', { from: '+15125550188', body: 'C' })).status).toBe(200);
    await t.jobs.drain();
    expect(await body(agent.call(`/api/appointments/${made.id}`))).toMatchObject({ lead_response: 'confirmed', lead_response_text: 'C' });
    expect((await agent.post('/api/dev/sms/inbound', { from: '+15125550188', body: "Sorry, can't make it" })).status).toBe(200);
    expect((await agent.post('/api/dev/sms/inbound', { from: '+15125550188', body: 'Is there parking?' })).status).toBe(200);
    await t.jobs.drain();
    expect(await body(agent.call(`/api/appointments/${made.id}`))).toMatchObject({
      lead_response: 'asked_to_move',
      lead_response_text: "Sorry, can't make it",
    });
    const heard = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), like(notifications.dedupeKey, 'appointment-reply:%')));
    expect(heard.map((n) => n.title).sort()).toEqual(['Cleo Reply asks to move the showing', 'Cleo Reply confirmed the showing']);
  });
});

describe("a team's book", () => {
  /** An owner and a teammate who has joined their team. */
  async function aTeam() {
    const owner = await messagingAgent(t);
    const mate = await messagingAgent(t);
    await t.db.insert(teamMembers).values({
      teamId: owner.userId,
      email: mate.email,
      memberUserId: mate.userId,
      status: 'active',
      inviteTokenHash: crypto.randomUUID(),
      inviteExpiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
    });
    return { owner, mate };
  }

  it("a teammate books in the owner's book: both see it, the teammate's calendar holds it, an outsider gets 404", async () => {
    const { owner, mate } = await aTeam();
    const lead = await owner.lead({ name: 'Tia Team' });
    const inBook = { 'content-type': 'application/json', [BOOK_HEADER]: owner.userId };
    const res = await mate.call('/api/appointments', { ...json(showing([lead.id])), headers: inBook });
    expect(res.status).toBe(201);
    const made = await body(res);
    expect(made.agent_id).toBe(mate.userId);
    expect((await body(owner.call('/api/appointments'))).appointments.map((a: { id: string }) => a.id)).toEqual([made.id]);
    expect((await body(mate.call('/api/appointments', { headers: inBook }))).appointments).toHaveLength(1);
    expect((await body(mate.call('/api/appointments'))).appointments).toEqual([]);
    const outsider = await messagingAgent(t);
    expect((await outsider.call('/api/appointments', { headers: inBook })).status).toBe(403);
  });

  it('the teammate’s stage rule moves the team’s leads: chosen on the team’s board, or named alike on their own', async () => {
    const { owner, mate } = await aTeam();
    const inBook = { 'content-type': 'application/json', [BOOK_HEADER]: owner.userId };
    await owner.call('/api/pipeline/stages');
    await mate.call('/api/pipeline/stages');
    const stagesOf = async (userId: string) => t.db.select().from(pipelineStages).where(eq(pipelineStages.userId, userId));
    const teamStage = (await stagesOf(owner.userId)).find((s) => s.name === 'Appointment')!.id;
    const ownStage = (await stagesOf(mate.userId)).find((s) => s.name === 'Showing')!.id;
    const teamShowing = (await stagesOf(owner.userId)).find((s) => s.name === 'Showing')!.id;
    const stageOf = async (id: string) => (await t.db.select({ stageId: leads.stageId }).from(leads).where(eq(leads.id, id)))[0]!.stageId;

    // Set in the team's book, from the team's board (the stages Settings shows there).
    const rules = { stage_on_set: teamStage, stage_on_held: ownStage, agent_reminder_minutes: 0, lead_reminder_minutes: 0 };
    const saved = await mate.call('/api/appointments/settings', { ...json(rules), method: 'PUT', headers: inBook });
    expect(saved.status).toBe(200);
    const lead = await owner.lead({ name: 'Tia Team' });
    const made = await body(mate.call('/api/appointments', { ...json(showing([lead.id])), headers: inBook }));
    await t.jobs.drain();
    expect(await stageOf(lead.id)).toBe(teamStage);
    // Held: the rule names "Showing" on the teammate's own board; the team's "Showing" it is.
    await mate.call(`/api/appointments/${made.id}/outcome`, { ...json({ outcome: 'held' }), headers: inBook });
    await t.jobs.drain();
    expect(await stageOf(lead.id)).toBe(teamShowing);
  });
});

describe('/api/v1/appointments and webhooks', () => {
  it('books, changes and cancels through the public API; webhooks hear created, changed and cancelled', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    const v1 = v1Caller(t);
    const lead = await agent.lead({ name: 'Api Lead' });
    const hook = await body(
      v1(key, 'POST', '/webhooks', {
        url: 'http://127.0.0.1:9/hook',
        events: ['appointment.created', 'appointment.changed', 'appointment.cancelled'],
      }),
    );
    const created = await v1(key, 'POST', '/appointments', showing([lead.id]));
    expect(created.status).toBe(201);
    const made = await body(created);
    expect((await v1(key, 'PATCH', `/appointments/${made.id}`, { title: 'Second look' })).status).toBe(200);
    expect((await v1(key, 'POST', `/appointments/${made.id}/outcome`, { outcome: 'cancelled' })).status).toBe(200);
    expect((await body(v1(key, 'GET', `/appointments?lead_id=${lead.id}`))).data).toHaveLength(1);
    const other = await keyFor(await messagingAgent(t));
    expect((await v1(other, 'GET', `/appointments/${made.id}`)).status).toBe(404);
    await t.jobs.drain();
    const log = await body(v1(key, 'GET', `/webhooks/${hook.id}/deliveries`));
    expect(log.data.map((d: { eventType: string }) => d.eventType).sort()).toEqual([
      'appointment.cancelled',
      'appointment.changed',
      'appointment.created',
    ]);
  });
});
