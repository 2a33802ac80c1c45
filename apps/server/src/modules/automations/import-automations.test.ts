import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRuns, messages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { body } from '../../../test/messaging-agent.ts';
import { automationsAgent } from '../../../test/automations-test-support.ts';

// Issue 46: an imported book (past clients) must not be e-mailed "thanks for reaching out".
let t: TestApp;
let mail: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  mail = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: mail.url, EMAIL_FROM: 'Porchlight <no-reply@porchlight.test>' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const hello = [{ id: 'hello', type: 'send_email' as const, subject: 'Nice to meet you', body: 'Hi {{lead.firstName}}' }];
const rows = (tag: string) => [
  { name: 'Past Client One', email: `one-${tag}@book.test` },
  { name: 'Past Client Two', email: `two-${tag}@book.test` },
];

/** An agent whose active flow e-mails every lead created, imports included. */
async function armedAgent() {
  const agent = await automationsAgent(t);
  const flow = await agent.flow({ name: 'Welcome', steps: hello });
  await agent.trigger(flow.id, { kind: 'lead_created', via: ['form', 'api', 'import'] });
  const runs = async () => (await t.db.select({ id: flowRuns.id }).from(flowRuns).where(eq(flowRuns.flowId, flow.id))).length;
  return { agent, flow, runs };
}

describe('import and automations', () => {
  it('by default an import starts no flow and sends nothing, even to a trigger that names imports', async () => {
    const { agent, runs } = await armedAgent();
    const res = await agent.post('/api/leads/import', { rows: rows('default') });
    expect(await body(res)).toMatchObject({ success: true, imported: 2 });
    await t.jobs.drain();
    expect(await runs()).toBe(0);
    expect(mail.to('one-default@book.test')).toHaveLength(0);
    expect(mail.to('two-default@book.test')).toHaveLength(0);
  });

  it('an import that asks to start automations puts its new leads on the flow, and they are e-mailed', async () => {
    const { agent, runs } = await armedAgent();
    expect(await body(agent.post('/api/leads/import', { rows: rows('on'), start_automations: true }))).toMatchObject({ imported: 2 });
    await t.jobs.drain();
    expect(await runs()).toBe(2);
    expect(mail.to('one-on@book.test')).toHaveLength(1);
    expect(mail.to('two-on@book.test')).toHaveLength(1);
  });

  it('a file import carries the choice too (off by default)', async () => {
    const { agent, runs } = await armedAgent();
    const csv = 'Name,Email\nFile Client,file-client@book.test\n';
    const start = await agent.post('/api/leads/imports', {
      file_name: 'book.csv',
      file_size: Buffer.byteLength(csv),
      headers: ['Name', 'Email'],
      mapping: ['name', 'email'],
      format: { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' },
    });
    expect(start.status).toBe(201);
    const { id } = await body(start);
    expect(
      (
        await agent.call(`/api/leads/imports/${id}/parts/0`, {
          method: 'PUT',
          body: csv,
          headers: { 'Content-Type': 'application/octet-stream' },
        })
      ).status,
    ).toBe(200);
    expect((await agent.post(`/api/leads/imports/${id}/start`, {})).status).toBe(202);
    await t.jobs.drain();
    expect(await body(agent.call(`/api/leads/imports/${id}`))).toMatchObject({ status: 'completed', result: { imported: 1 } });
    expect(await runs()).toBe(0);
    expect(mail.to('file-client@book.test')).toHaveLength(0);
  });

  it('400 naming the field when the choice is not a yes or no', async () => {
    const { agent } = await armedAgent();
    const res = await agent.post('/api/leads/import', { rows: rows('bad'), start_automations: 'sure' });
    expect(res.status).toBe(400);
    expect((await body(res)).error).toMatch(/start_automations/);
  });
});

describe('POST /api/triggers/preview', () => {
  it('counts the account’s leads a trigger would reach now, and says whether imports start it', async () => {
    const agent = await automationsAgent(t);
    const add = async (who: typeof agent, name: string, tags: string[]) =>
      expect((await who.post('/api/leads', { name, tags })).status).toBe(201);
    await add(agent, 'Tagged One', ['price-alerts']);
    await add(agent, 'Tagged Two', ['Price-Alerts', 'vip']);
    await add(agent, 'Untagged', []);
    const other = await automationsAgent(t);
    await add(other, 'Someone else', ['price-alerts']);

    const tagged = await body(
      agent.post('/api/triggers/preview', { config: { kind: 'property_price_changed', lead_tag: 'price-alerts' } }),
    );
    expect(tagged).toMatchObject({ enrol_now: 0, matching: 2, on_import: false });
    expect(tagged.summary[0]).toContain('the 2 leads tagged "price-alerts"');

    const created = await body(agent.post('/api/triggers/preview', { config: { kind: 'lead_created', via: ['form', 'api', 'import'] } }));
    expect(created).toMatchObject({ enrol_now: 0, matching: null, on_import: true });
    expect(created.summary.join(' ')).toContain('every lead you import');
    expect(await body(agent.post('/api/triggers/preview', { config: { kind: 'lead_created' } }))).toMatchObject({ on_import: false });

    // One lead the agent wrote to 5 days ago and who never answered; one who answered.
    const quiet = await agent.lead({ name: 'Quiet Lead', email: 'quiet@lead.test' });
    const answered = await agent.lead({ name: 'Answered Lead', email: 'answered@lead.test' });
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    for (const lead of [quiet, answered])
      await t.db.insert(messages).values({
        userId: agent.userId,
        leadId: lead.id,
        type: 'email',
        direction: 'outbound',
        status: 'sent',
        body: 'Hi',
        createdAt: fiveDaysAgo,
      });
    await t.db
      .insert(messages)
      .values({ userId: agent.userId, leadId: answered.id, type: 'email', direction: 'inbound', status: 'received', body: 'Thanks' });
    const silent = await body(agent.post('/api/triggers/preview', { config: { kind: 'lead_no_reply', days: 3 } }));
    expect(silent).toMatchObject({ enrol_now: 1, summary: ['It puts 1 lead on the flow at once: they have not replied in 3 days.'] });
    expect(await body(agent.post('/api/triggers/preview', { config: { kind: 'lead_no_reply', days: 7 } }))).toMatchObject({ enrol_now: 0 });

    const bad = await agent.post('/api/triggers/preview', { config: { kind: 'lead_no_reply', days: 0 } });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error).toMatch(/^config\.days: /);
  });
});
