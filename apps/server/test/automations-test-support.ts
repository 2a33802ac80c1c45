import type { CreateFlowRequestInput } from '@porchlight/domain/automations/automation-schemas';
import { messagingAgent, body } from './messaging-agent.ts';
import type { TestApp } from './test-app.ts';

/** An agent who can e-mail leads, with helpers for flows and triggers. */
export async function automationsAgent(t: TestApp, options: Parameters<typeof messagingAgent>[1] = {}) {
  const agent = await messagingAgent(t, options);
  const flow = async (input: Partial<CreateFlowRequestInput> & Pick<CreateFlowRequestInput, 'steps'>, on = true) => {
    const res = await agent.post('/api/flows', { name: 'Test flow', ...input });
    if (res.status !== 201) throw new Error(`flow failed: ${res.status} ${await res.text()}`);
    const created = (await res.json()) as { id: string };
    if (on) {
      const turned = await agent.post(`/api/flows/${created.id}/status`, { status: 'active' });
      if (turned.status !== 200) throw new Error(`turning on failed: ${turned.status} ${await turned.text()}`);
    }
    return created;
  };
  const trigger = async (flowId: string, config: Record<string, unknown>, name = 'Test trigger') => {
    const res = await agent.post('/api/triggers', { name, flow_id: flowId, config });
    if (res.status !== 201) throw new Error(`trigger failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const runsOf = async (flowId: string) =>
    (await body(agent.call(`/api/flows/${flowId}/runs`))).runs as {
      id: string;
      status: string;
      reason: string | null;
      lead_id: string;
      steps: { index: number; result: string; detail: string }[];
    }[];
  return { ...agent, flow, trigger, runsOf };
}

/** Makes every queued step job of the app due now: the wait is over. */
export async function endWaits(t: TestApp) {
  const { sql } = await import('drizzle-orm');
  await t.db.execute(sql`update jobs set run_at = now() where state = 'queued' and queue = ${`${t.jobs.namespace}automations.step`}`);
}
