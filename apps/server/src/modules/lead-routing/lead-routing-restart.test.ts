import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseOptions } from '../../db/client.ts';
import { createTestApp, databaseAfterRestart, testDatabase, type TestApp } from '../../../test/test-app.ts';
import { routingHelpers } from '../../../test/lead-routing-test-support.ts';

// The claim window runs out while the instance that routed the lead is down: the hand-off job
// waits in the database and the next instance does it, once.
describe('a restart during the claim window', () => {
  it('loses no hand-off and does it once', async () => {
    const namespace = `routing-${crypto.randomUUID().slice(0, 8)}:`;
    const first: DatabaseOptions = await testDatabase();
    const a = await createTestApp({}, { jobNamespace: namespace }, first);
    let current: TestApp = a;
    const h = routingHelpers(() => current);
    const { owner, mates, form } = await h.team();
    const [ann, ben] = mates as [(typeof mates)[0], (typeof mates)[0]];
    await h.saveRouting(owner.cookie, { mode: 'round_robin', rotation: [ann.userId, ben.userId] });
    const lead = await h.formLead(form.publicId, { name: 'Rita Restart' });
    expect((await h.leadRow(lead.id)).assignedUserId).toBe(ann.userId);

    await a.jobs.stop(1_000);
    const next = await databaseAfterRestart(first, a);
    await a.close();
    const b = await createTestApp({}, { jobNamespace: namespace }, next);
    current = b;
    try {
      expect(await h.handOffJobs()).toEqual([expect.objectContaining({ state: 'queued' })]);
      await h.timePasses();
      expect(await h.leadRow(lead.id)).toMatchObject({ assignedUserId: ben.userId, routingRound: 2 });
      expect((await h.notificationsOf(owner.userId)).filter((n) => n.title === 'Lead passed on')).toHaveLength(1);
      expect((await h.notificationsOf(ben.userId)).filter((n) => n.title === 'New lead for you')).toHaveLength(1);
    } finally {
      await b.close();
    }
  });
});
