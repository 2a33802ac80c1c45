import { eq } from 'drizzle-orm';
import { notificationSettings, users } from '../src/db/schema/index.ts';
import { authed, json, signUp, type TestApp } from './test-app.ts';

/** A signed-up agent whose e-mail address is verified, on a paid plan (texts need one). */
export async function messagingAgent(
  t: TestApp,
  options: { plan?: 'starter' | 'agent' | 'business' | 'trial'; verified?: boolean; timeZone?: string } = {},
) {
  const agent = await signUp(t, { name: 'Dana Agent' });
  if (options.verified !== false) await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, agent.userId));
  const plan = options.plan ?? 'starter';
  if (plan !== 'trial') {
    const res = await t.request('/api/billing/plan', authed(agent.cookie, json({ plan, interval: 'monthly' })));
    if (res.status !== 200) throw new Error(`plan change failed: ${res.status} ${await res.text()}`);
  }
  if (options.timeZone) {
    await t.db
      .insert(notificationSettings)
      .values({ userId: agent.userId, preferences: {} as never, timeZone: options.timeZone })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { timeZone: options.timeZone } });
  }
  const call = (path: string, init: RequestInit = {}) => t.request(path, authed(agent.cookie, init));
  const post = (path: string, body: unknown) => call(path, json(body));
  const put = (path: string, body: unknown) => call(path, { ...json(body), method: 'PUT' });
  const lead = async (fields: { name?: string; phone?: string; email?: string; status?: string } = {}) => {
    const res = await post('/api/leads', {
      name: fields.name ?? 'Ana Lopez',
      phone: fields.phone,
      email: fields.email,
      status: fields.status,
    });
    if (res.status !== 201) throw new Error(`lead failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; name: string };
  };
  return { ...agent, call, post, put, lead };
}

/** A JSON answer, read loosely: the tests assert on its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const body = async (res: Response | Promise<Response>): Promise<any> => (await res).json();
