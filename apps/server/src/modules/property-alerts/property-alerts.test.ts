import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoMapColumns } from '@porchlight/domain/csv-import/auto-map';
import { notifications, propertyAlerts, properties } from '../../db/schema/index.ts';
import { authed, createTestApp, json, type TestApp } from '../../../test/test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createPropertyAlertsRepository } from './property-alerts.repository.ts';

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

const matchNotes = async (userId: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'property')))
  )
    .map((n) => n.title)
    .filter((title) => title.startsWith('New match'));

/** Uploads and runs a properties CSV import to its end, as the import dialog does. */
async function importProperties(cookie: string, csv: string) {
  const bytes = Buffer.from(csv);
  const headers = csv.split('\n')[0]!.split(',');
  const call = (method: string, path: string, payload?: unknown) =>
    t.request(path, authed(cookie, payload === undefined ? { method } : { ...json(payload), method }));
  const started = await call('POST', '/api/properties/imports', {
    file_name: 'listings.csv',
    file_size: bytes.length,
    headers,
    mapping: autoMapColumns('properties', headers).mapping,
    format: { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' },
    duplicates: 'update',
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  expect((await t.request(`/api/properties/imports/${id}/parts/0`, authed(cookie, { method: 'PUT', body: bytes }))).status).toBe(200);
  expect((await call('POST', `/api/properties/imports/${id}/start`)).status).toBe(202);
  await t.jobs.drain();
}

describe('property alerts', () => {
  it('CRUD: 201 with the description; 400 naming the field; another agent gets 404', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Bea Buyer', email: 'bea@lead.test' });
    const res = await agent.post('/api/property-alerts', {
      name: 'Austin 3 beds',
      lead_id: lead.id,
      city: 'Austin',
      max_price: 450000,
      min_beds: 3,
      notify_lead: 'email',
    });
    expect(res.status).toBe(201);
    const alert = await body(res);
    expect(alert).toMatchObject({
      name: 'Austin 3 beds',
      lead_name: 'Bea Buyer',
      description: 'Austin · up to $450,000 · 3+ beds',
      matches: 0,
      enabled: true,
    });
    expect((await body(agent.post('/api/property-alerts', { name: 'x', min_price: 5, max_price: 1 }))).error).toBe(
      'max_price: must be at least the lowest price',
    );
    expect((await body(agent.post('/api/property-alerts', { name: 'x', notify_lead: 'sms' }))).error).toBe(
      'notify_lead: needs a lead to send to',
    );

    const updated = await body(
      agent.call(`/api/property-alerts/${alert.id}`, { ...json({ name: 'Austin', city: 'Austin' }), method: 'PUT' }),
    );
    expect(updated).toMatchObject({ name: 'Austin', lead_id: null, max_price: null });
    const other = await messagingAgent(t);
    expect((await other.call(`/api/property-alerts/${alert.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.post('/api/property-alerts', { name: 'Theirs', lead_id: lead.id })).status).toBe(404);
    expect((await body(other.call('/api/property-alerts'))).alerts).toEqual([]);
    expect((await agent.call(`/api/property-alerts/${alert.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it("a lead's saved searches: listed by lead, paused and resumed, typed from the properties' list", async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Flo Saved' });
    const other = await agent.lead({ name: 'Gus Other' });
    const res = await agent.post('/api/property-alerts', {
      name: 'Condos downtown',
      lead_id: lead.id,
      property_type: 'Condo',
      city: 'Austin',
    });
    expect(res.status).toBe(201);
    const alert = await body(res);
    expect(alert).toMatchObject({ property_type: 'condo', description: 'Austin · Condo' });
    await agent.post('/api/property-alerts', { name: 'Theirs', lead_id: other.id, city: 'Boise' });
    await agent.post('/api/property-alerts', { name: 'Mine', city: 'Reno' });
    expect((await body(agent.call(`/api/property-alerts?lead_id=${lead.id}`))).alerts.map((a: { name: string }) => a.name)).toEqual([
      'Condos downtown',
    ]);
    expect((await body(agent.call('/api/property-alerts'))).alerts).toHaveLength(3);
    const bad = await agent.post('/api/property-alerts', { name: 'x', property_type: 'Castle' });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error).toBe(
      'property_type: must be one of Single family, Condo, Townhouse, Multi-family, Land, Commercial, Other',
    );
    expect((await body(agent.call('/api/property-alerts?lead_id=nope'))).error).toBe('lead_id: must be a lead id');
    const stranger = await messagingAgent(t);
    expect((await stranger.call(`/api/property-alerts?lead_id=${lead.id}`)).status).toBe(404);

    // Paused: a matching listing does not alert; resumed, the next one does.
    const paused = await body(agent.call(`/api/property-alerts/${alert.id}`, { ...json({ ...alert, enabled: false }), method: 'PUT' }));
    expect(paused.enabled).toBe(false);
    await agent.post('/api/properties', { address: '1 Loft St', city: 'Austin', currentPrice: 350000, propertyType: 'Condo' });
    await t.jobs.drain();
    expect(await matchNotes(agent.userId)).toEqual([]);
    await agent.call(`/api/property-alerts/${alert.id}`, { ...json({ ...alert, enabled: true }), method: 'PUT' });
    await agent.post('/api/properties', { address: '2 Loft St', city: 'Austin', currentPrice: 350000, propertyType: 'Condo' });
    await agent.post('/api/properties', { address: '3 House Rd', city: 'Austin', currentPrice: 350000, propertyType: 'single_family' });
    await t.jobs.drain();
    expect(await matchNotes(agent.userId)).toEqual(['New match for "Condos downtown"']);
  });

  it('the migration to the list of types keeps what a typed type meant, and leaves keys as they are', async () => {
    const agent = await messagingAgent(t);
    const typed = {
      'Single Family': 'single_family',
      Condos: 'condo',
      'Multi-Family': 'multi_family',
      townhome: 'townhouse',
      castle: 'other',
      land: 'land',
    };
    const rows = await t.db
      .insert(propertyAlerts)
      .values(Object.keys(typed).map((name) => ({ userId: agent.userId, name, propertyType: name })))
      .returning({ id: propertyAlerts.id });
    const dir = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(dir).find((f) => f.endsWith('_lead_call_outcome_and_alert_types.sql'))!;
    const update = readFileSync(new URL(file, dir), 'utf8')
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE "property_alerts"'))!;
    await t.db.execute(sql.raw(update));
    await t.db.execute(sql.raw(update));
    const after = await t.db
      .select({ name: propertyAlerts.name, type: propertyAlerts.propertyType })
      .from(propertyAlerts)
      .where(
        inArray(
          propertyAlerts.id,
          rows.map((r) => r.id),
        ),
      );
    expect(Object.fromEntries(after.map((a) => [a.name, a.type]))).toEqual(typed);
  });

  it('propertyAlerts: the trial allows 25, watched properties and saved searches together', async () => {
    const agent = await messagingAgent(t, { plan: 'trial' });
    await t.db.insert(propertyAlerts).values(Array.from({ length: 24 }, (_, i) => ({ userId: agent.userId, name: `Search ${i}` })));
    await t.db.insert(properties).values({ userId: agent.userId, address: '9 Watched Way', currentPrice: 1, isWatched: true });
    const res = await agent.post('/api/property-alerts', { name: 'One too many' });
    expect(res.status).toBe(402);
    expect(await body(res)).toMatchObject({ limit: 'propertyAlerts', used: 25, allowed: 25 });
  });

  it('a listing added that matches: the agent is notified and the lead gets it by e-mail, once; others do not match', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Cal Buyer', email: 'cal@lead.test' });
    await agent.post('/api/property-alerts', {
      name: 'Austin under 450k',
      lead_id: lead.id,
      city: 'Austin',
      max_price: 450000,
      notify_lead: 'email',
    });
    const match = await body(agent.post('/api/properties', { address: '12 Oak Lane', city: 'austin', currentPrice: 420000 }));
    await agent.post('/api/properties', { address: '1 Dear Road', city: 'Austin', currentPrice: 900000 });
    await agent.post('/api/properties', { address: '5 Far Street', city: 'Dallas', currentPrice: 300000 });
    await t.jobs.drain();
    expect(await matchNotes(agent.userId)).toEqual(['New match for "Austin under 450k"']);
    const mails = mail.to('cal@lead.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('12 Oak Lane');
    expect(mails[0]!.raw).toContain('$420,000');
    // A later change to the same listing does not alert again.
    await agent.call(`/api/properties/${match.id}`, { ...json({ currentPrice: 410000 }), method: 'PATCH' });
    await t.jobs.drain();
    expect(mail.to('cal@lead.test')).toHaveLength(1);
    expect((await body(agent.call('/api/property-alerts'))).alerts[0]).toMatchObject({ matches: 1 });
  });

  it('listings matching when the alert is saved do not alert; one that comes to match by a price drop does', async () => {
    const agent = await messagingAgent(t);
    await agent.post('/api/properties', { address: '3 Old Match', city: 'Reno', currentPrice: 300000 });
    const pricey = await body(agent.post('/api/properties', { address: '4 Price Cut', city: 'Reno', currentPrice: 520000 }));
    await agent.post('/api/property-alerts', { name: 'Reno under 500k', city: 'Reno', max_price: 500000 });
    await t.jobs.drain();
    expect(await matchNotes(agent.userId)).toEqual([]);
    await agent.call(`/api/properties/${pricey.id}`, { ...json({ currentPrice: 480000 }), method: 'PATCH' });
    await t.jobs.drain();
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.title, 'New match for "Reno under 500k"')));
    expect(note?.message).toBe('4 Price Cut, Reno at $480,000.');
    expect(note?.actionUrl).toBe(`/properties?id=${pricey.id}`);
  });

  it('a price drop on an imported property fires its alert', async () => {
    const agent = await messagingAgent(t);
    await importProperties(
      agent.cookie,
      'Address,City,Zip Code,Price\n77 Import Ave,Boise,83702,650000\n78 Import Ave,Boise,83702,700000\n',
    );
    await agent.post('/api/property-alerts', { name: 'Boise under 600k', city: 'Boise', max_price: 600000 });
    await importProperties(
      agent.cookie,
      'Address,City,Zip Code,Price\n77 Import Ave,Boise,83702,590000\n78 Import Ave,Boise,83702,700000\n',
    );
    expect(await matchNotes(agent.userId)).toEqual(['New match for "Boise under 600k"']);
  });

  it('matching is one statement, quick with 10,000 listings and 1,000 alerts', async () => {
    const agent = await messagingAgent(t, { plan: 'business' });
    const { sql } = await import('drizzle-orm');
    await t.db.execute(
      sql`insert into properties (user_id, address, city, current_price, bedrooms) select ${agent.userId}, 'Bulk ' || i, case when i % 10 = 0 then 'Austin' else 'Dallas' end, 100000 + i * 50, i % 6 from generate_series(1, 10000) i`,
    );
    await t.db.execute(
      sql`insert into property_alerts (user_id, name, city, max_price, min_beds) select ${agent.userId}, 'Alert ' || i, case when i % 2 = 0 then 'Austin' else null end, 200000 + i * 300, i % 4 from generate_series(1, 1000) i`,
    );
    const [one] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.userId, agent.userId), eq(properties.address, 'Bulk 2000')));
    const repo = createPropertyAlertsRepository(t.db);
    let started = performance.now();
    const forOne = await repo.matchProperty(agent.userId, one!.id);
    const oneMs = performance.now() - started;
    // An import that changed three listings: only they are matched.
    await new Promise((r) => setTimeout(r, 20));
    const since = new Date();
    await t.db.execute(
      sql`update properties set updated_at = now() where user_id = ${agent.userId} and address in ('Bulk 10', 'Bulk 20', 'Bulk 30')`,
    );
    started = performance.now();
    const forImport = await repo.matchChangedSince(agent.userId, since);
    const importMs = performance.now() - started;
    // Bulk 2000 (Austin, $200,000, 2 beds) meets every alert with min_beds <= 2 and max_price >= $200,000.
    expect(forOne.length).toBe(750);
    expect(new Set(forImport.map((m) => m.propertyId)).size).toBe(3);
    expect(oneMs).toBeLessThan(2_000);
    expect(importMs).toBeLessThan(2_000);
  }, 60_000);
});
