import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarConnections, smsAccounts, socialAccounts, vapidKeys, webhookEndpoints } from '../src/db/schema/index.ts';
import { createSecretBox, signedToken } from '../src/lib/secret-box.ts';
import { messagingAgent } from './messaging-agent.ts';
import { createTestApp, databaseAfterRestart, testDatabase, type TestApp } from './test-app.ts';

// Issue 20, secrets: APP_SECRET rotated as docs/deployment.md says (the new one in APP_SECRET,
// the old one in APP_SECRET_PREVIOUS): every stored credential opens under the new one after the
// start-up job reseals it, webhook secrets are sealed at rest (older plain ones included) and
// never shown again, and unsubscribe links already sent keep working.

const OLD_SECRET = `old-${crypto.randomBytes(24).toString('hex')}`;
const NEW_SECRET = `new-${crypto.randomBytes(24).toString('hex')}`;

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

describe('rotating APP_SECRET', () => {
  it('reseals every stored credential under the new secret, keeps webhook secrets sealed and hidden, and keeps sent unsubscribe links working', async () => {
    const namespace = `rotation-${crypto.randomUUID().slice(0, 8)}:`;
    const first = await testDatabase();
    const a = await createTestApp({ APP_SECRET: OLD_SECRET }, { jobNamespace: namespace }, first);
    const agent = await messagingAgent(a, { plan: 'business' });
    const lead = await agent.lead({ name: 'Rotated Lead', email: 'rotated@example.com' });

    // A webhook made through the API: its secret is shown once, and stored sealed.
    const keyRes = await agent.post('/api/settings/api-keys', { name: 'Rotation', scope: 'read_write' });
    const apiKey = ((await keyRes.json()) as { key: string }).key;
    const made = await a.request('/api/v1/webhooks', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:9/hook', events: ['lead.created'] }),
    });
    expect(made.status).toBe(201);
    const webhook = (await made.json()) as { id: string; secret: string };
    expect(webhook.secret).toMatch(/^whsec_/);
    const [stored] = await a.db
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(stored!.secret).not.toContain(webhook.secret);
    expect(createSecretBox(OLD_SECRET, 'webhook-signing-secret').open(stored!.secret)).toBe(webhook.secret);

    // One made before secrets were sealed (plain text), a Twilio token and social tokens sealed under the old secret.
    const legacySecret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
    const [legacy] = await a.db
      .insert(webhookEndpoints)
      .values({ userId: agent.userId, url: 'http://127.0.0.1:9/old', eventTypes: ['lead.created'], secret: legacySecret })
      .returning({ id: webhookEndpoints.id });
    await a.db.insert(smsAccounts).values({
      userId: agent.userId,
      accountSid: `AC${crypto.randomBytes(16).toString('hex')}`,
      authTokenEncrypted: createSecretBox(OLD_SECRET, 'sms-account-auth-token').seal('twilio-token'),
    });
    const socialBox = createSecretBox(OLD_SECRET, 'social-account-tokens');
    const [social] = await a.db
      .insert(socialAccounts)
      .values({
        userId: agent.userId,
        platform: 'x',
        accessTokenSealed: socialBox.seal('x-access'),
        refreshTokenSealed: socialBox.seal('x-refresh'),
      })
      .returning({ id: socialAccounts.id });
    // The agent's own calendar's app password (CalDAV sync).
    await a.db.insert(calendarConnections).values({
      userId: agent.userId,
      serverUrl: 'https://caldav.example.com',
      username: 'dana',
      passwordSealed: createSecretBox(OLD_SECRET, 'calendar-password').seal('calendar-app-password'),
      calendarUrl: 'https://caldav.example.com/dana/work/',
      calendarName: 'Work',
      calendars: [],
    });
    const unsubscribe = `/api/messaging/unsubscribe?lead=${lead.id}&token=${signedToken(OLD_SECRET, 'unsubscribe', lead.id)}`;
    const pushKey = a.services.push.publicKey().public_key;

    await a.jobs.stop(1_000);
    const next = await databaseAfterRestart(first, a);
    await a.close();

    // The next start: the new secret, the old one as previous. Its start-up job reseals.
    const b = await createTestApp(
      { APP_SECRET: NEW_SECRET, APP_SECRET_PREVIOUS: OLD_SECRET },
      { jobNamespace: namespace, resealSecretsAtStart: true },
      next,
    );
    opened.push(b);
    await b.jobs.drain();

    const newBox = (purpose: string) => createSecretBox(NEW_SECRET, purpose);
    const endpoints = await b.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, agent.userId));
    const secretOf = (id: string) => endpoints.find((e) => e.id === id)!.secret;
    expect(newBox('webhook-signing-secret').open(secretOf(webhook.id))).toBe(webhook.secret);
    expect(newBox('webhook-signing-secret').open(secretOf(legacy!.id))).toBe(legacySecret);
    const [sms] = await b.db.select().from(smsAccounts).where(eq(smsAccounts.userId, agent.userId));
    expect(newBox('sms-account-auth-token').open(sms!.authTokenEncrypted)).toBe('twilio-token');
    const [tokens] = await b.db.select().from(socialAccounts).where(eq(socialAccounts.id, social!.id));
    expect([
      newBox('social-account-tokens').open(tokens!.accessTokenSealed),
      newBox('social-account-tokens').open(tokens!.refreshTokenSealed!),
    ]).toEqual(['x-access', 'x-refresh']);
    const [calendar] = await b.db.select().from(calendarConnections).where(eq(calendarConnections.userId, agent.userId));
    expect(newBox('calendar-password').open(calendar!.passwordSealed)).toBe('calendar-app-password');
    // The web push key devices subscribed with is the same, its private half sealed under the new secret.
    expect(b.services.push.publicKey().public_key).toBe(pushKey);
    const [vapid] = await b.db.select().from(vapidKeys);
    expect(newBox('vapid-private-key').open(vapid!.privateKeySealed)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing is left that only the old secret opens.
    expect(() => createSecretBox(OLD_SECRET, 'sms-account-auth-token').open(sms!.authTokenEncrypted)).toThrow();

    // Webhook secrets are never shown again, and a link in an e-mail sent before the rotation still works.
    const list = await b.request('/api/v1/webhooks', { headers: { authorization: `Bearer ${apiKey}` } });
    expect(list.status).toBe(200);
    const listed = await list.text();
    expect(listed).not.toContain(webhook.secret);
    expect(listed).not.toContain(legacySecret);
    expect((await b.request(unsubscribe)).status).toBe(200);
  }, 60_000);
});
