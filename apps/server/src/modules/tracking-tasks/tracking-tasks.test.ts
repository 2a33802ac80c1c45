import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_HEADER } from '@porchlight/domain/ownership/ownership';
import { notifications, taskExecutions, teamMembers, trackingTasks } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../../test/test-app.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { TRACKING_TICK_QUEUE } from './tracking-tasks.jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The task notifications tracking tasks made (not the getting-started ones). */
const tasksOf = async (userId: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'task')))
  ).filter((n) => 'taskId' in (n.metadata as object));

describe('tracking tasks', () => {
  it('CRUD: a watch task is titled by its property; 400 naming the field; another agent gets 404', async () => {
    const agent = await messagingAgent(t);
    const property = await body(agent.post('/api/properties', { address: '12 Oak Lane', currentPrice: 500000 }));
    const res = await agent.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id });
    expect(res.status).toBe(201);
    const task = await body(res);
    expect(task).toMatchObject({ kind: 'watch_property', status: 'active', title: 'Watch 12 Oak Lane', executions: [] });
    expect((await body(agent.post('/api/tracking-tasks', { kind: 'follow_up', lead_id: property.id, due_at: 'soon' }))).error).toBe(
      'due_at: must be a date and time',
    );
    expect((await body(agent.call(`/api/tracking-tasks/${task.id}`, { ...json({ status: 'paused' }), method: 'PATCH' }))).status).toBe(
      'paused',
    );
    const other = await messagingAgent(t);
    expect((await other.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id })).status).toBe(404);
    expect((await other.call(`/api/tracking-tasks/${task.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await agent.call(`/api/tracking-tasks/${task.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('activeTasks: the trial allows 50 active tasks; turning one back on counts too', async () => {
    const agent = await messagingAgent(t, { plan: 'trial' });
    const property = await body(agent.post('/api/properties', { address: '1 Limit Road', currentPrice: 1 }));
    await t.db.insert(trackingTasks).values(Array.from({ length: 49 }, () => ({ userId: agent.userId, status: 'active' })));
    const last = await body(agent.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id }));
    const res = await agent.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id });
    expect(res.status).toBe(402);
    expect(await body(res)).toMatchObject({ limit: 'activeTasks', used: 50, allowed: 50 });
    await agent.call(`/api/tracking-tasks/${last.id}`, { ...json({ status: 'paused' }), method: 'PATCH' });
    await agent.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id });
    expect((await agent.call(`/api/tracking-tasks/${last.id}`, { ...json({ status: 'active' }), method: 'PATCH' })).status).toBe(402);
  });

  it("a watched property's price drop runs the task once: an execution, counted, and a notification", async () => {
    const agent = await messagingAgent(t);
    const property = await body(agent.post('/api/properties', { address: '7 Watch St', currentPrice: 500000 }));
    const task = await body(agent.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id }));
    await agent.call(`/api/properties/${property.id}`, { ...json({ currentPrice: 480000 }), method: 'PATCH' });
    await t.jobs.drain();
    const [note] = await tasksOf(agent.userId);
    expect(note).toMatchObject({
      title: 'Watch 7 Watch St',
      message: 'Price dropped from $500,000 to $480,000',
      actionUrl: `/properties?id=${property.id}`,
    });
    expect((await body(agent.call('/api/tracking-tasks'))).tasks[0]).toMatchObject({
      id: task.id,
      executions: [{ detail: 'Price dropped from $500,000 to $480,000' }],
    });
    expect(await t.services.limits.status(agent.userId, 'taskExecutions')).toMatchObject({ used: 1 });
  });

  it("taskExecutions: past the month's limit a run is skipped and the agent told once", async () => {
    const agent = await messagingAgent(t, { plan: 'trial' });
    const property = await body(agent.post('/api/properties', { address: '8 Full St', currentPrice: 500000 }));
    const task = await body(agent.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id }));
    await t.db
      .insert(taskExecutions)
      .values(Array.from({ length: 500 }, (_, i) => ({ taskId: task.id, userId: agent.userId, cause: `old:${i}` })));
    await agent.call(`/api/properties/${property.id}`, { ...json({ currentPrice: 450000 }), method: 'PATCH' });
    await agent.call(`/api/properties/${property.id}`, { ...json({ currentPrice: 400000 }), method: 'PATCH' });
    await t.jobs.drain();
    expect(await tasksOf(agent.userId)).toEqual([]);
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.title, 'Tracking tasks paused for this month')));
    expect(alerts).toHaveLength(1);
  });

  it('a follow-up reminds the agent when its date comes, once, and is done', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Fay Follow' });
    const task = await body(
      agent.post('/api/tracking-tasks', {
        kind: 'follow_up',
        lead_id: lead.id,
        due_at: new Date(Date.now() - 60_000).toISOString(),
        note: 'Ask about the second viewing',
      }),
    );
    expect(task.title).toBe('Follow up with Fay Follow');
    await t.jobs.enqueue(t.db, TRACKING_TICK_QUEUE, { at: 'a' });
    await t.jobs.enqueue(t.db, TRACKING_TICK_QUEUE, { at: 'b' });
    await t.jobs.drain();
    const notes = await tasksOf(agent.userId);
    expect(notes.map((n) => [n.title, n.message, n.actionUrl])).toEqual([
      ['Follow up with Fay Follow', 'Ask about the second viewing', `/leads?id=${lead.id}&highlight=true`],
    ]);
    expect((await body(agent.call('/api/tracking-tasks'))).tasks[0]).toMatchObject({ status: 'done' });
  });

  it('a follow-up reminds the agent at its date by its own job, without the minute tick; a changed date moves it', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Nia Now' });
    const task = await body(
      agent.post('/api/tracking-tasks', { kind: 'follow_up', lead_id: lead.id, due_at: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    await t.jobs.drain();
    expect(await tasksOf(agent.userId)).toEqual([]);
    // Moved to a minute ago: the job queued for tomorrow will find the date changed; the new one runs now.
    const moved = await agent.call(`/api/tracking-tasks/${task.id}`, {
      ...json({ due_at: new Date(Date.now() - 60_000).toISOString() }),
      method: 'PATCH',
    });
    expect(moved.status).toBe(200);
    await t.jobs.drain();
    expect((await tasksOf(agent.userId)).map((n) => n.title)).toEqual(['Follow up with Nia Now']);
    expect((await body(agent.call('/api/tracking-tasks'))).tasks[0]).toMatchObject({ status: 'done' });
    // The tick afterwards finds it done: still one reminder.
    await t.jobs.enqueue(t.db, TRACKING_TICK_QUEUE, { at: 'after-job' });
    await t.jobs.drain();
    expect(await tasksOf(agent.userId)).toHaveLength(1);
  });

  it("a teammate's follow-up in the team's book reminds the teammate, in the book; once off the team, the owner", async () => {
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
    const lead = await owner.lead({ name: 'Tia Team' });
    const followUp = (due: Date) =>
      mate.call('/api/tracking-tasks', {
        ...json({ kind: 'follow_up', lead_id: lead.id, due_at: due.toISOString() }),
        headers: { 'content-type': 'application/json', [BOOK_HEADER]: owner.userId },
      });
    expect((await followUp(new Date(Date.now() - 60_000))).status).toBe(201);
    const later = await body(followUp(new Date(Date.now() + 3_600_000)));
    await t.jobs.enqueue(t.db, TRACKING_TICK_QUEUE, { at: 'team-a' });
    await t.jobs.drain();
    expect((await tasksOf(mate.userId)).map((n) => [n.title, n.actionUrl])).toEqual([
      ['Follow up with Tia Team', `/leads?id=${lead.id}&highlight=true&book=${owner.userId}`],
    ]);
    expect(await tasksOf(owner.userId)).toEqual([]);

    // The teammate leaves: the next reminder of theirs goes to the book's owner, in their own book.
    await t.db.delete(teamMembers).where(eq(teamMembers.memberUserId, mate.userId));
    await t.db
      .update(trackingTasks)
      .set({ dueAt: new Date(Date.now() - 1_000) })
      .where(eq(trackingTasks.id, later.id));
    await t.jobs.enqueue(t.db, TRACKING_TICK_QUEUE, { at: 'team-b' });
    await t.jobs.drain();
    expect((await tasksOf(owner.userId)).map((n) => [n.title, n.actionUrl])).toEqual([
      ['Follow up with Tia Team', `/leads?id=${lead.id}&highlight=true`],
    ]);
    expect(await tasksOf(mate.userId)).toHaveLength(1);
  });

  it('completes a follow-up (no reminder then) and reopens it; only a follow-up is completed', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Cal Complete' });
    const dueAt = new Date(Date.now() + 86_400_000).toISOString();
    const task = await body(agent.post('/api/tracking-tasks', { kind: 'follow_up', lead_id: lead.id, due_at: dueAt }));
    expect(task.completed_at).toBeNull();
    const patch = (id: string, change: unknown) => agent.call(`/api/tracking-tasks/${id}`, { ...json(change), method: 'PATCH' });
    const done = await body(patch(task.id, { completed: true }));
    expect(done).toMatchObject({ status: 'done', completed_at: expect.any(String) });
    const reopened = await body(patch(task.id, { completed: false }));
    expect(reopened).toMatchObject({ status: 'active', completed_at: null });

    // Overdue and reopened: still to do, but its reminder already went, so it stays done.
    const late = await body(
      agent.post('/api/tracking-tasks', { kind: 'follow_up', lead_id: lead.id, due_at: new Date(Date.now() - 60_000).toISOString() }),
    );
    await body(patch(late.id, { completed: true }));
    expect(await body(patch(late.id, { completed: false }))).toMatchObject({ status: 'done', completed_at: null });

    const property = await body(agent.post('/api/properties', { address: '3 Watch Way', currentPrice: 1 }));
    const watch = await body(agent.post('/api/tracking-tasks', { kind: 'watch_property', property_id: property.id }));
    const refused = await patch(watch.id, { completed: true });
    expect(refused.status).toBe(400);
    expect((await body(refused)).error).toBe('completed: only a follow-up is completed');
  });
});
