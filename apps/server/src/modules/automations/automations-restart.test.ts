import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRunSteps } from '../../db/schema/index.ts';
import type { DatabaseOptions } from '../../db/client.ts';
import { authed, createTestApp, databaseAfterRestart, onDatabaseServer, testDatabase, type TestApp } from '../../../test/test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { body } from '../../../test/messaging-agent.ts';
import { automationsAgent, endWaits } from '../../../test/automations-test-support.ts';

// A restart in the middle of a wait: the instance stops with the run waiting, another starts on
// the same database (PGlite: its files; PostgreSQL: the server), and the e-mail after the wait
// goes out once.

let mail: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  mail = await startSmtpPeer();
});
afterAll(async () => {
  await mail.close();
});

const env = () => ({ SMTP_URL: mail.url, EMAIL_FROM: 'Porchlight <no-reply@porchlight.test>' });
const steps = [
  { id: 'hello', type: 'send_email', subject: 'Hello', body: 'Hi {{lead.firstName}}' },
  { id: 'wait', type: 'wait', amount: 3, unit: 'days' },
  { id: 'after', type: 'send_email', subject: 'Three days later', body: 'Still there?' },
] as const;

describe('a restart during a wait', () => {
  it('loses nothing, and the e-mail after the wait is sent once', async () => {
    const namespace = `restart-${crypto.randomUUID().slice(0, 8)}:`;
    const first: DatabaseOptions = await testDatabase();
    const a = await createTestApp(env(), { jobNamespace: namespace }, first);
    const agent = await automationsAgent(a);
    const flow = await agent.flow({ steps: [...steps] });
    const lead = await agent.lead({ name: 'Rita Restart', email: 'rita@lead.test' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] });
    await a.jobs.drain();
    expect(mail.to('rita@lead.test')).toHaveLength(1);
    expect((await agent.runsOf(flow.id))[0]).toMatchObject({ status: 'waiting' });

    // The instance stops; on PGlite its files are what the next one opens.
    await a.jobs.stop(1_000);
    const next = await databaseAfterRestart(first, a);
    await a.close();
    let b: TestApp | undefined;
    try {
      b = await createTestApp(env(), { jobNamespace: namespace }, next);
      await endWaits(b);
      await b.jobs.drain();
      await b.jobs.drain();
      expect(mail.to('rita@lead.test').map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim())).toEqual(['Hello', 'Three days later']);
      const [run] = (await body(b.request(`/api/flows/${flow.id}/runs`, authed(agent.cookie)))).runs;
      expect(run).toMatchObject({ status: 'completed' });
      expect((await b.db.select().from(flowRunSteps).where(eq(flowRunSteps.runId, run!.id))).map((s) => s.stepIndex)).toEqual([0, 1, 2]);
    } finally {
      await b?.close();
    }
  });
});

// Two instances on one PostgreSQL server work the same queue: each step runs once.
describe.skipIf(!onDatabaseServer())('two instances at once', () => {
  it('never run a step twice', async () => {
    const namespace = `pair-${crypto.randomUUID().slice(0, 8)}:`;
    const database = await testDatabase();
    const [a, b] = await Promise.all([
      createTestApp(env(), { jobNamespace: namespace }, database),
      createTestApp(env(), { jobNamespace: namespace }, database),
    ]);
    try {
      const agent = await automationsAgent(a);
      const flow = await agent.flow({ steps: [{ id: 'hello', type: 'send_email', subject: 'Pair', body: 'Hi' }] });
      const leads = await Promise.all(
        Array.from({ length: 8 }, (_, i) => agent.lead({ name: `Pair ${i}`, email: `pair-${namespace.slice(5, 13)}-${i}@lead.test` })),
      );
      await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: leads.map((l) => l.id) });
      await Promise.all([a.jobs.drain(), b.jobs.drain()]);
      await Promise.all([a.jobs.drain(), b.jobs.drain()]);
      for (let i = 0; i < 8; i++) expect(mail.to(`pair-${namespace.slice(5, 13)}-${i}@lead.test`)).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
